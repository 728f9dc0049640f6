import type { EntityManager, QueryResult } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { PlatformStatements, type SqlNames } from '../../../core/db/sql-names';
import { ANSWERABLE_STATES, AttemptGradingState, AttemptState, type SubmitSource } from '../shared/attempt-enums';
import { Attempt } from './attempt.entity';

/** One on-time submit to store. */
export interface SubmitWrite {
  tenantId: string;
  attemptId: string;
  source: SubmitSource;
  key: string | null;
  userId: string;
  now: Date;
  /** The attempt is submitted only while deadlineAt >= this instant (now minus the examination's grace period). */
  deadlineNotBefore: Date;
}

/**
 * The deadline spike's statement (reference/exam-domain.md §c.5 "SUBMITTED is the spike absorber"): one guarded
 * UPDATE moves an attempt that is still answerable and within its deadline to SUBMITTED, with no read before
 * it. The database checks state and deadline in the statement itself, so a concurrent sweep, lock, pause or
 * extension on any node is respected; when it changes nothing the caller reads the attempt to find out why.
 */
export class SubmitWriter {
  private readonly statement = new PlatformStatements((names) => submitStatement(names(Attempt)));

  /** True when this call moved the attempt to SUBMITTED. */
  async submit(em: EntityManager, write: SubmitWrite): Promise<boolean> {
    const platform = em.getPlatform();
    const date = (value: Date): unknown => platform.processDateProperty(value);
    const params = [
      AttemptState.SUBMITTED,
      date(write.now),
      write.source,
      write.key,
      AttemptGradingState.UNGRADED,
      date(write.now),
      write.userId,
      write.attemptId,
      write.tenantId,
      ...ANSWERABLE_STATES,
      date(write.deadlineNotBefore),
    ];
    const result = await (em as SqlEntityManager)
      .getConnection()
      .execute<QueryResult>(this.statement.of(em), params, 'run', em.getTransactionContext());
    return result.affectedRows === 1;
  }
}

function submitStatement(attempt: SqlNames): string {
  const c = (property: string): string => attempt.column(property);
  const states = ANSWERABLE_STATES.map(() => '?').join(', ');
  return [
    `update ${attempt.table}`,
    `set ${c('state')} = ?, ${c('submittedAt')} = ?, ${c('submitSource')} = ?, ${c('submitKey')} = ?, ${c('gradingState')} = ?,`,
    `${c('rowVersion')} = ${c('rowVersion')} + 1, ${c('updateTime')} = ?, ${c('updateUser')} = ?`,
    `where ${c('id')} = ? and ${c('tenantId')} = ? and ${c('isDeleted')} = 0 and ${c('state')} in (${states}) and ${c('deadlineAt')} >= ?`,
  ].join(' ');
}
