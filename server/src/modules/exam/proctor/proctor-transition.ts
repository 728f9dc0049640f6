import { type EntityData, type FilterQuery, LockMode } from '@mikro-orm/core';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { Attempt } from '../attempt/attempt.entity';
import type { AttemptState } from '../shared/attempt-enums';
import { ProctorAction } from './proctor-action.entity';
import type { ProctorActionKind } from './proctor-enums';

/** The permission of every proctor operation (a button under the examinations menu). */
export const PROCTOR_CODE = 'exam_examination_proctor';

/** A translated CONFLICT naming the attempt's current state. */
export const wrongState = (state: AttemptState): AppError => new AppError('CONFLICT', 'exam.proctorWrongState', { state });

/**
 * An attempt of the caller's tenant read fresh from the database (other tenants' attempts are NOT_FOUND).
 * `latest` (inside a transaction) takes a share lock: on MySQL/MariaDB a plain read in a REPEATABLE READ
 * transaction returns the snapshot taken at its first read, so after losing a guarded update it would still
 * show the state the winner has just changed; a locking read returns the committed row (SQLite ignores it:
 * it has one writer and no such snapshot).
 */
export async function loadFreshAttempt(context: SignedInContext, attemptId: string, latest = false): Promise<Attempt> {
  const options = latest ? { refresh: true, lockMode: LockMode.PESSIMISTIC_READ } : { refresh: true };
  const attempt = isId(attemptId) ? await context.em.findOne(Attempt, { id: attemptId }, options) : null;
  if (!attempt) {
    throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
  }
  return attempt;
}

/** One proctor state change: where it may start, what it writes, and what the audit row says. */
export interface Transition {
  action: ProctorActionKind;
  from: readonly AttemptState[];
  reason: string;
  minutes?: number;
  /** Extra refusals after the state check (e.g. pausing past the deadline). */
  check?: (attempt: Attempt, now: Date) => void;
  /** The columns to change, computed from the attempt as read. */
  changes: (attempt: Attempt, now: Date) => EntityData<Attempt>;
  /** Conditions added to the guarded update (re-checked by the database). */
  guard?: (now: Date) => Record<string, unknown>;
}

/** Writes the audit row of a proctor action (inside the caller's transaction). */
export function recordAction(
  context: SignedInContext,
  attempt: Pick<Attempt, 'id' | 'examinationId' | 'tenantId'>,
  action: ProctorActionKind,
  reason: string,
  extra: { minutes?: number; integrityEventId?: string } = {},
): void {
  context.em.create(ProctorAction, {
    tenantId: attempt.tenantId,
    attemptId: attempt.id,
    examinationId: attempt.examinationId,
    action,
    reason: reason.trim(),
    minutes: extra.minutes ?? null,
    integrityEventId: extra.integrityEventId ?? null,
    byUserId: context.actor.userId,
    createUser: context.actor.userId,
    updateUser: context.actor.userId,
  });
}

/**
 * Runs one transition in one transaction: reads the attempt, checks its state, changes it with an UPDATE
 * conditional on the state and rowVersion read (so a concurrent proctor, submit or sweep on any node wins or
 * loses cleanly), and writes the audit row. A lost race is a CONFLICT naming the state the winner left.
 */
export async function runTransition(context: SignedInContext, attemptId: string, transition: Transition): Promise<string> {
  const { em, actor } = context;
  return inTransaction(em, async () => {
    const now = new Date();
    const attempt = await loadFreshAttempt(context, attemptId);
    if (!transition.from.includes(attempt.state)) {
      throw wrongState(attempt.state);
    }
    transition.check?.(attempt, now);
    const changed = await em.nativeUpdate(
      Attempt,
      { id: attempt.id, state: attempt.state, rowVersion: attempt.rowVersion, ...(transition.guard?.(now) ?? {}) } as FilterQuery<Attempt>,
      { ...transition.changes(attempt, now), rowVersion: attempt.rowVersion + 1, updateTime: now, updateUser: actor.userId },
    );
    if (changed !== 1) {
      const fresh = await loadFreshAttempt(context, attemptId, true);
      transition.check?.(fresh, now);
      throw wrongState(fresh.state);
    }
    recordAction(context, attempt, transition.action, transition.reason, { minutes: transition.minutes });
    return attempt.id;
  });
}
