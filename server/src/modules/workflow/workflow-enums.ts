/** Where a deployment's XML came from. */
export const DeploymentSource = { MODEL: 'MODEL', UPLOAD: 'UPLOAD' } as const;
export type DeploymentSource = (typeof DeploymentSource)[keyof typeof DeploymentSource];

/** Lifecycle of a process instance (BaseEntity.status stays the row flag). */
export const InstanceStatus = { RUNNING: 'RUNNING', COMPLETED: 'COMPLETED', DELETED: 'DELETED', FAILED: 'FAILED' } as const;
export type InstanceStatus = (typeof InstanceStatus)[keyof typeof InstanceStatus];

/** Lifecycle of a user task; one table holds running and finished tasks. */
export const TaskStatus = {
  ACTIVE: 'ACTIVE',
  SUSPENDED: 'SUSPENDED',
  COMPLETED: 'COMPLETED',
  CANCELED: 'CANCELED',
  DELETED: 'DELETED',
} as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** How a task was completed. */
export const TaskOutcome = { PASS: 'PASS', REJECT: 'REJECT' } as const;
export type TaskOutcome = (typeof TaskOutcome)[keyof typeof TaskOutcome];

/** A candidate row names a user id or a group (a role alias of the tenant). */
export const CandidateKind = { USER: 'USER', GROUP: 'GROUP' } as const;
export type CandidateKind = (typeof CandidateKind)[keyof typeof CandidateKind];

export const CommentType = {
  COMMENT: 'COMMENT',
  PASS: 'PASS',
  REJECT: 'REJECT',
  TRANSFER: 'TRANSFER',
  DELEGATE: 'DELEGATE',
  DELETE: 'DELETE',
} as const;
export type CommentType = (typeof CommentType)[keyof typeof CommentType];

export const JobStatus = { SCHEDULED: 'SCHEDULED', RUNNING: 'RUNNING', DONE: 'DONE', CANCELED: 'CANCELED', FAILED: 'FAILED' } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
