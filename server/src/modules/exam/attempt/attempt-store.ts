import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { Attempt } from './attempt.entity';

/** NOT_FOUND for attempts that do not exist, belong to another tenant, or (for candidates) to someone else. */
const attemptNotFound = (): AppError => new AppError('NOT_FOUND', 'exam.attemptNotFound');

/** The caller's own attempt (tenant filter + owner check); anything else is NOT_FOUND, never FORBIDDEN. */
export async function loadOwnAttempt(context: SignedInContext, attemptId: string, options: { refresh?: boolean } = {}): Promise<Attempt> {
  const attempt = isId(attemptId) ? await context.em.findOne(Attempt, { id: attemptId, userId: context.actor.userId }, options) : null;
  if (!attempt) {
    throw attemptNotFound();
  }
  return attempt;
}

/** Any attempt of the caller's tenant (staff reads). */
export async function loadTenantAttempt(em: EntityManager, attemptId: string): Promise<Attempt> {
  const attempt = isId(attemptId) ? await em.findOne(Attempt, { id: attemptId }) : null;
  if (!attempt) {
    throw attemptNotFound();
  }
  return attempt;
}
