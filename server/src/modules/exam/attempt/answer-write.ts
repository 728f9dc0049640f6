import { isSqlite } from '../../../core/db/dialect';
import { queryPrepared, runPrepared, type StatementEm } from '../../../core/db/prepared';
import { PlatformStatements, type SqlNames } from '../../../core/db/sql-names';
import { ANSWERABLE_STATES } from '../shared/attempt-enums';
import type { AttemptResponse } from '../shared/attempt-layout.types';
import { AnswerBatcher } from './answer-batch';
import { AttemptItem } from './attempt-item.entity';
import { Attempt } from './attempt.entity';

/** One answer to store. */
export interface AnswerWrite {
  tenantId: string;
  attemptId: string;
  slot: number;
  response: AttemptResponse;
  /** The client's sequence number; undefined = one more than the stored one (legacy clients). */
  clientSeq: number | undefined;
  userId: string;
  now: Date;
  /** Saves are taken while deadlineAt >= this instant (now minus the examination's grace period). */
  deadlineNotBefore: Date;
}

interface Statements {
  withSeq: string;
  withoutSeq: string;
  storedSeq: string;
}

/**
 * The autosave's single statement (reference/ux-performance-security.md §2.4: hot paths skip the unit of
 * work): it stores the answer only when the sequence number is newer AND the attempt is still answerable
 * (state and deadline read by the database in the same statement, so a submit, sweep, lock or extension on
 * any node is respected). The text is built once per database platform from the entity metadata, so column
 * names and dialect quoting follow the mapping; values go through the platform's date conversion.
 */
export class AnswerWriter {
  private readonly statements = new PlatformStatements((names) => buildStatements(names(AttemptItem), names(Attempt)));
  private readonly batcher = new AnswerBatcher((em, answer) => this.writeOne(em, answer));

  /**
   * True when the row was written; false when the save was stale or the attempt no longer answerable. On MySQL/MariaDB
   * outside a transaction, saves with a clientSeq that arrive together share one statement (AnswerBatcher).
   */
  async write(em: StatementEm, answer: AnswerWrite): Promise<boolean> {
    const seq = answer.clientSeq;
    if (seq !== undefined && !isSqlite(em) && !em.isInTransaction()) {
      return this.batcher.write(em, { ...answer, clientSeq: seq });
    }
    return this.writeOne(em, answer);
  }

  /** The single guarded statement of one answer. */
  private async writeOne(em: StatementEm, answer: AnswerWrite): Promise<boolean> {
    const platform = em.getPlatform();
    const statements = this.statements.of(em);
    const date = (value: Date): unknown => platform.processDateProperty(value);
    const seq = answer.clientSeq;
    const params = [
      JSON.stringify(answer.response),
      ...(seq === undefined ? [] : [seq]),
      date(answer.now),
      date(answer.now),
      answer.userId,
      answer.attemptId,
      answer.slot,
      answer.tenantId,
      ...(seq === undefined ? [] : [seq]),
      answer.attemptId,
      answer.tenantId,
      ...ANSWERABLE_STATES,
      date(answer.deadlineNotBefore),
    ];
    const sql = seq === undefined ? statements.withoutSeq : statements.withSeq;
    return (await runPrepared(em, sql, params)).affectedRows === 1;
  }

  /** The stored clientSeq of one answer row (0 when the row is missing). */
  async storedSeq(em: StatementEm, tenantId: string, attemptId: string, slot: number): Promise<number> {
    const statements = this.statements.of(em);
    const rows = await queryPrepared<{ seq: unknown }>(em, statements.storedSeq, [attemptId, slot, tenantId]);
    return Number(rows[0]?.seq ?? 0);
  }
}

function buildStatements(item: SqlNames, attempt: SqlNames): Statements {
  const i = (property: string): string => item.column(property);
  const a = (property: string): string => `a.${attempt.column(property)}`;
  const states = ANSWERABLE_STATES.map(() => '?').join(', ');
  const statement = (withSeq: boolean): string =>
    [
      `update ${item.table}`,
      `set ${i('response')} = ?, ${i('clientSeq')} = ${withSeq ? '?' : `${i('clientSeq')} + 1`}, ${i('savedAt')} = ?, ${i('updateTime')} ` +
        `= ?, ${i('updateUser')} = ?`,
      `where ${i('attemptId')} = ? and ${i('slot')} = ? and ${i('tenantId')} = ? and ${i('isDeleted')} = 0`,
      withSeq ? `and ${i('clientSeq')} < ?` : '',
      `and exists (select 1 from ${attempt.table} a where ${a('id')} = ? and ${a('tenantId')} = ? and ${a('isDeleted')} = 0`,
      `and ${a('state')} in (${states}) and ${a('deadlineAt')} >= ?)`,
    ]
      .filter((part) => part.length > 0)
      .join(' ');
  const storedSeq =
    `select ${i('clientSeq')} as seq from ${item.table} where ${i('attemptId')} = ? and ${i('slot')} = ? and ` +
    `${i('tenantId')} = ? and ${i('isDeleted')} = 0`;
  return { withSeq: statement(true), withoutSeq: statement(false), storedSeq };
}
