import { AppError } from '../../core/errors/app-error';
import { EngineFailure } from './engine/engine-adapter';

/** The typed refusals of the workflow services (codes FORBIDDEN / NOT_FOUND / CONFLICT / SUSPENDED / INVALID_MODEL). */
export const workflowErrors = {
  definitionNotFound: (): AppError => new AppError('NOT_FOUND', 'workflow.definitionNotFound'),
  instanceNotFound: (): AppError => new AppError('NOT_FOUND', 'workflow.instanceNotFound'),
  taskNotFound: (): AppError => new AppError('NOT_FOUND', 'workflow.taskNotFound'),
  taskAlreadyClaimed: (): AppError => new AppError('CONFLICT', 'workflow.taskAlreadyClaimed'),
  taskNotActive: (): AppError => new AppError('CONFLICT', 'workflow.taskNotActive'),
  instanceBusy: (): AppError => new AppError('CONFLICT', 'workflow.instanceBusy'),
  instanceNotRunning: (): AppError => new AppError('CONFLICT', 'workflow.instanceNotRunning'),
  notCandidate: (): AppError => new AppError('FORBIDDEN', 'workflow.taskNotCandidate'),
  notAssignee: (): AppError => new AppError('FORBIDDEN', 'workflow.taskNotAssignee'),
  claimFirst: (): AppError => new AppError('FORBIDDEN', 'workflow.taskClaimFirst'),
  definitionSuspended: (): AppError => new AppError('SUSPENDED', 'workflow.definitionSuspended'),
  instanceSuspended: (): AppError => new AppError('SUSPENDED', 'workflow.instanceSuspended'),
  businessKeyExists: (key: string): AppError => new AppError('CONFLICT', 'workflow.businessKeyExists', { key }),
  reservedVariable: (name: string): AppError => new AppError('VALIDATION', 'workflow.reservedVariable', { name }),
  badAssignee: (assignee: string): AppError => new AppError('VALIDATION', 'workflow.badAssignee', { assignee }),
  notViewer: (): AppError => new AppError('FORBIDDEN', 'workflow.instanceNotViewer'),
  definitionNotLatest: (): AppError => new AppError('CONFLICT', 'workflow.definitionNotLatest'),
  definitionNotStartable: (): AppError => new AppError('FORBIDDEN', 'workflow.definitionNotStartable'),
  definitionNeedsForm: (): AppError => new AppError('VALIDATION', 'workflow.definitionNeedsForm'),
  leaveNotFound: (): AppError => new AppError('NOT_FOUND', 'workflow.leaveNotFound'),
  leaveAlreadyStarted: (): AppError => new AppError('CONFLICT', 'workflow.leaveAlreadyStarted'),
  taskDeleteRefused: (): AppError => new AppError('FORBIDDEN', 'workflow.taskDeleteRefused'),
};

/**
 * Maps what a command may throw to typed errors: engine failures become VALIDATION with the engine's reason;
 * AppErrors pass through (lock contention is retried by `withLockRetry`, which ends in a CONFLICT).
 */
export function commandError(error: unknown): unknown {
  if (error instanceof AppError) {
    return error;
  }
  if (error instanceof EngineFailure) {
    return new AppError('VALIDATION', 'workflow.engineFailed', { reason: error.reason.slice(0, 300) });
  }
  return error;
}
