import { isSqlite } from '../../../core/db/dialect';
import { runPrepared, type StatementEm } from '../../../core/db/prepared';
import { PlatformStatements, type SqlNames } from '../../../core/db/sql-names';
import { ANSWERABLE_STATES, AttemptGradingState, AttemptState, type SubmitSource } from '../shared/attempt-enums';
import type { AnswerWrite } from './answer-write';
import { AttemptItem } from './attempt-item.entity';
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
  private readonly withAnswerStatement = new PlatformStatements((names) => submitWithAnswerStatement(names(Attempt), names(AttemptItem)));

  /**
   * Writes the final answer and submits in one statement where the database can (MySQL/MariaDB, an answer with its
   * clientSeq): true when both were applied, false when neither was (stale answer, attempt no longer answerable), null
   * when the caller must write the answer and submit in two steps.
   */
  async submitWithAnswer(em: StatementEm, write: SubmitWrite, answer: AnswerWrite): Promise<boolean | null> {
    if (isSqlite(em) || answer.clientSeq === undefined || answer.attemptId !== write.attemptId || answer.tenantId !== write.tenantId) {
      return null;
    }
    const platform = em.getPlatform();
    const date = (value: Date): unknown => platform.processDateProperty(value);
    const params = [
      JSON.stringify(answer.response),
      answer.clientSeq,
      date(answer.now),
      date(answer.now),
      answer.userId,
      AttemptState.SUBMITTED,
      date(write.now),
      write.source,
      write.key,
      AttemptGradingState.UNGRADED,
      date(answer.now),
      date(write.now),
      write.userId,
      answer.attemptId,
      answer.slot,
      answer.tenantId,
      answer.clientSeq,
      write.tenantId,
      ...ANSWERABLE_STATES,
      date(write.deadlineNotBefore),
    ];
    return (await runPrepared(em, this.withAnswerStatement.of(em), params)).affectedRows === 2;
  }

  /** True when this call moved the attempt to SUBMITTED. */
  async submit(em: StatementEm, write: SubmitWrite): Promise<boolean> {
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
    return (await runPrepared(em, this.statement.of(em), params)).affectedRows === 1;
  }
}

/**
 * The usual submit that flushes one last answer (with its clientSeq), as one statement on MySQL/MariaDB: a multi-table
 * UPDATE writes the answer row and moves the attempt to SUBMITTED only together, under the conditions of both guarded
 * statements (newer clientSeq; attempt answerable and within its deadline), so it changes two rows or none. The embedded
 * database has no multi-table UPDATE: there the caller writes the answer and then submits (null from `submitWithAnswer`).
 */
function submitWithAnswerStatement(attempt: SqlNames, item: SqlNames): string {
  const a = (property: string): string => `a.${attempt.column(property)}`;
  const i = (property: string): string => `i.${item.column(property)}`;
  const states = ANSWERABLE_STATES.map(() => '?').join(', ');
  return [
    `update ${item.table} i join ${attempt.table} a on ${a('id')} = ${i('attemptId')}`,
    `set ${i('response')} = ?, ${i('clientSeq')} = ?, ${i('savedAt')} = ?, ${i('updateTime')} = ?, ${i('updateUser')} = ?,`,
    `${a('state')} = ?, ${a('submittedAt')} = ?, ${a('submitSource')} = ?, ${a('submitKey')} = ?, ${a('gradingState')} = ?,`,
    `${a('rowVersion')} = ${a('rowVersion')} + 1, ${a('lastSavedAt')} = ?, ${a('updateTime')} = ?, ${a('updateUser')} = ?`,
    `where ${i('attemptId')} = ? and ${i('slot')} = ? and ${i('tenantId')} = ? and ${i('isDeleted')} = 0 and ${i('clientSeq')} < ?`,
    `and ${a('tenantId')} = ? and ${a('isDeleted')} = 0 and ${a('state')} in (${states}) and ${a('deadlineAt')} >= ?`,
  ].join(' ');
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
