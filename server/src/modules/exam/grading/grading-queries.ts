import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { Attempt } from '../attempt/attempt.entity';
import type { AttemptItem } from '../attempt/attempt-item.entity';
import { AttemptState, ItemGradingState } from '../shared/attempt-enums';
import { GradingQueueState } from './grading.types';

/** Item states a person grades (manual question types), by queue state. */
export const MANUAL_ITEM_STATES: Record<GradingQueueState, ItemGradingState[]> = {
  [GradingQueueState.PENDING]: [ItemGradingState.NEEDS_MANUAL],
  [GradingQueueState.GRADED]: [ItemGradingState.MANUALLY_GRADED],
  [GradingQueueState.ALL]: [ItemGradingState.NEEDS_MANUAL, ItemGradingState.MANUALLY_GRADED],
};

/** Subquery of the ids of the examination's submitted attempts (optionally of one candidate). */
export function submittedAttemptIds(em: EntityManager, tenantId: string, examinationId: string, userId?: string | null): string[] {
  const where: FilterQuery<Attempt> = { tenantId, isDeleted: 0, examinationId, state: AttemptState.SUBMITTED };
  if (userId) {
    where.userId = userId;
  }
  return (em as SqlEntityManager).createQueryBuilder(Attempt, 'a').select('a.id').where(where).getKnexQuery() as unknown as string[];
}

/** Manual items of the examination's submitted attempts in the given states. */
export function manualItemsWhere(
  em: EntityManager,
  tenantId: string,
  examinationId: string,
  states: ItemGradingState[],
  options: { questionId?: string | null; userId?: string | null } = {},
): FilterQuery<AttemptItem> {
  const where: FilterQuery<AttemptItem> = {
    attemptId: { $in: submittedAttemptIds(em, tenantId, examinationId, options.userId) },
    gradingState: { $in: states },
  };
  if (options.questionId) {
    where.questionId = options.questionId;
  }
  return where;
}
