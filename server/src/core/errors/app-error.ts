import type { ErrorCode } from './error-codes';
import type { MessageKey } from './messages';

export interface FieldProblem {
  field: string;
  messageKey: MessageKey;
  params?: Record<string, string | number>;
}

/** The one error type services throw. Transports translate messageKey and map code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields: FieldProblem[] = [],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
export const forbidden = (): AppError => new AppError('FORBIDDEN', 'errors.forbidden');
export const notFound = (): AppError => new AppError('NOT_FOUND', 'errors.notFound');
