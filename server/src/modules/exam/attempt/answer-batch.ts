import { queryPrepared, runPrepared, type StatementEm } from '../../../core/db/prepared';
import { PlatformStatements, type SqlNames } from '../../../core/db/sql-names';
import { ANSWERABLE_STATES } from '../shared/attempt-enums';
import { AttemptItem } from './attempt-item.entity';
import { Attempt } from './attempt.entity';
import type { AnswerWrite } from './answer-write';

/** Most saves one statement carries. */
export const MAX_ANSWER_BATCH = 32;

/**
 * Most batches of one queue running at once: while they run, new saves wait and join the next batch, so batches grow with
 * the load (and take few of the pool's connections) and a lone save is still sent at once.
 */
const MAX_RUNNING_BATCHES = 4;

/** One save waiting for its batch. */
interface Waiting {
  em: StatementEm;
  answer: AnswerWrite & { clientSeq: number };
  resolve: (applied: boolean) => void;
  reject: (error: unknown) => void;
}

/** The saves waiting for one database (one connection pool), and the answer rows of the batches running there. */
interface Queue {
  waiting: Waiting[];
  scheduled: boolean;
  /** The answer rows in running batches. */
  running: Set<string>;
  batches: number;
}

/** A stored answer row read back after a batch that did not apply every save. */
interface StoredRow {
  attemptId: unknown;
  slot: unknown;
  seq: unknown;
  savedAt: unknown;
}

/** The guarded single-row write a batch falls back to (AnswerWriter's statement). */
export type SingleAnswerWrite = (em: StatementEm, answer: AnswerWrite) => Promise<boolean>;

/**
 * Concurrent autosaves of one MySQL/MariaDB database written by one statement (reference/ux-performance-security.md §2.4):
 * saves of one tenant that reach the writer in the same turn of the event loop (up to MAX_ANSWER_BATCH, one per answer row) are
 * sent as one guarded multi-row update - the same conditions as the single statement, row by row: the tenant, a newer
 * clientSeq, an answerable attempt within its deadline, read by the database. A save that the mysql2 round trip, the
 * socket write and the statement's execution cost once per save now shares them. Each request is answered only after its
 * batch's statement has committed (autocommit), as before. When the update matched every row, every save was applied;
 * otherwise the rows are read back and a save is applied when its row carries its clientSeq and its instant; the others
 * run the single statement again, whose answer (stale, closed, late) is the authoritative one. A failing statement fails
 * every save of its batch (each request answers the error, nothing of that batch is reported stored).
 */
export class AnswerBatcher {
  /** Per connection pool, per tenant: one batch carries the saves of one tenant (its id a parameter of the statement). */
  private readonly queues = new WeakMap<object, Map<string, Queue>>();
  private readonly statements = new PlatformStatements((names) => ({ item: names(AttemptItem), attempt: names(Attempt) }));
  private readonly texts = new Map<string, string>();

  constructor(private readonly single: SingleAnswerWrite) {}

  write(em: StatementEm, answer: AnswerWrite & { clientSeq: number }): Promise<boolean> {
    const key = em.getConnection();
    let tenants = this.queues.get(key);
    if (!tenants) {
      tenants = new Map();
      this.queues.set(key, tenants);
    }
    let queue = tenants.get(answer.tenantId);
    if (!queue) {
      queue = { waiting: [], scheduled: false, running: new Set(), batches: 0 };
      tenants.set(answer.tenantId, queue);
    }
    const target = queue;
    return new Promise<boolean>((resolve, reject) => {
      target.waiting.push({ em, answer, resolve, reject });
      this.schedule(target);
    });
  }

  private schedule(queue: Queue): void {
    if (!queue.scheduled && queue.batches < MAX_RUNNING_BATCHES) {
      queue.scheduled = true;
      setImmediate(() => this.flush(queue));
    }
  }

  /**
   * Sends what waits as batches. An answer row is in at most one running batch: a second save of it waits until the
   * batch with the first has answered (its outcome is read from the row, which the second save must not have changed).
   */
  private flush(queue: Queue): void {
    queue.scheduled = false;
    const waiting = queue.waiting;
    queue.waiting = [];
    let batch: Waiting[] = [];
    for (const one of waiting) {
      const row = rowKey(one);
      if (queue.running.has(row) || queue.batches >= MAX_RUNNING_BATCHES) {
        queue.waiting.push(one);
        continue;
      }
      queue.running.add(row);
      batch.push(one);
      if (batch.length === MAX_ANSWER_BATCH) {
        this.start(queue, batch);
        batch = [];
      }
    }
    if (batch.length > 0) {
      this.start(queue, batch);
    }
  }

  private start(queue: Queue, batch: Waiting[]): void {
    queue.batches += 1;
    void this.run(batch).finally(() => {
      queue.batches -= 1;
      batch.forEach((one) => queue.running.delete(rowKey(one)));
      if (queue.waiting.length > 0) {
        this.schedule(queue);
      }
    });
  }

  /** Writes one batch and settles each of its saves (run never rejects). */
  private async run(batch: Waiting[]): Promise<void> {
    const first = batch[0] as Waiting;
    if (batch.length === 1) {
      await this.single(first.em, first.answer).then(first.resolve, first.reject);
      return;
    }
    const em = first.em;
    try {
      const { affectedRows } = await runPrepared(em, this.text(em, 'update', batch.length), this.updateValues(em, batch));
      if (affectedRows === batch.length) {
        batch.forEach((one) => one.resolve(true));
        return;
      }
      const stored = await queryPrepared<StoredRow>(em, this.text(em, 'read', batch.length), readValues(batch));
      const applied = new Set(
        stored.map((row) => `${String(row.attemptId)}:${String(row.slot)}:${String(row.seq)}:${instant(row.savedAt)}`),
      );
      await Promise.all(
        batch.map((one) => {
          const { attemptId, slot, clientSeq, now } = one.answer;
          if (applied.has(`${attemptId}:${slot}:${clientSeq}:${now.getTime()}`)) {
            one.resolve(true);
            return undefined;
          }
          return this.single(one.em, one.answer).then(one.resolve, one.reject);
        }),
      );
    } catch (error) {
      batch.forEach((one) => one.reject(error));
    }
  }

  private updateValues(em: StatementEm, batch: Waiting[]): unknown[] {
    const platform = em.getPlatform();
    const values: unknown[] = [];
    for (const { answer } of batch) {
      values.push(
        answer.attemptId,
        answer.slot,
        JSON.stringify(answer.response),
        answer.clientSeq,
        platform.processDateProperty(answer.now),
        answer.userId,
        platform.processDateProperty(answer.deadlineNotBefore),
      );
    }
    const tenantId = (batch[0] as Waiting).answer.tenantId;
    values.push(tenantId, tenantId, ...ANSWERABLE_STATES);
    return values;
  }

  /** The statement text of a kind for `size` saves, built once per platform and size. */
  private text(em: StatementEm, kind: 'update' | 'read', size: number): string {
    const { item, attempt } = this.statements.of(em);
    const key = `${kind}:${size}:${item.table}`;
    let text = this.texts.get(key);
    if (!text) {
      text = kind === 'update' ? batchUpdate(item, attempt, size) : batchRead(item, size);
      this.texts.set(key, text);
    }
    return text;
  }
}

function rowKey(one: Waiting): string {
  return `${one.answer.attemptId}:${one.answer.slot}`;
}

function readValues(batch: Waiting[]): unknown[] {
  return [(batch[0] as Waiting).answer.tenantId, ...batch.flatMap(({ answer }) => [answer.attemptId, answer.slot])];
}

/** A stored DATETIME as milliseconds: a Date, or the driver's UTC text ('2026-11-28 21:01:25.040'). */
function instant(value: unknown): number {
  if (value instanceof Date) {
    return value.getTime();
  }
  return typeof value === 'string' ? Date.parse(`${value.replace(' ', 'T')}Z`) : Number.NaN;
}

/**
 * One guarded update of `size` answer rows (MySQL/MariaDB): the saves as a derived table joined to the answer rows and
 * their attempts, with the single statement's conditions row by row. Ids are cast to integers so the joins use the keys.
 */
function batchUpdate(item: SqlNames, attempt: SqlNames, size: number): string {
  const i = (property: string): string => `i.${item.column(property)}`;
  const a = (property: string): string => `a.${attempt.column(property)}`;
  // Every value typed (the union's column types follow them), so the joins compare integers with integers.
  const row =
    'select cast(? as signed) as attempt_id, cast(? as signed) as slot, ? as response, ' +
    'cast(? as signed) as seq, cast(? as datetime(3)) as saved, cast(? as signed) as user_id, cast(? as datetime(3)) as not_before';
  const saves = Array.from({ length: size }, () => row).join(' union all ');
  const states = ANSWERABLE_STATES.map(() => '?').join(', ');
  return [
    `update (${saves}) v`,
    `straight_join ${item.table} i on ${i('attemptId')} = v.attempt_id and ${i('slot')} = v.slot and ${i('tenantId')} = ?`,
    `straight_join ${attempt.table} a on ${a('id')} = v.attempt_id and ${a('tenantId')} = ?`,
    `set ${i('response')} = v.response, ${i('clientSeq')} = v.seq, ${i('savedAt')} = v.saved, ${i('updateTime')} = v.saved, ` +
      `${i('updateUser')} = v.user_id`,
    `where ${i('isDeleted')} = 0 and ${i('clientSeq')} < v.seq and ${a('isDeleted')} = 0 and ${a('state')} in (${states}) ` +
      `and ${a('deadlineAt')} >= v.not_before`,
  ].join(' ');
}

/** The stored sequence number and instant of `size` answer rows of one tenant (each by attempt and slot). */
function batchRead(item: SqlNames, size: number): string {
  const c = (property: string): string => item.column(property);
  const match = `(${c('attemptId')} = ? and ${c('slot')} = ?)`;
  const rows = Array.from({ length: size }, () => match).join(' or ');
  return (
    `select ${c('attemptId')} as attemptId, ${c('slot')} as slot, ${c('clientSeq')} as seq, ${c('savedAt')} as savedAt ` +
    `from ${item.table} where ${c('tenantId')} = ? and ${c('isDeleted')} = 0 and (${rows})`
  );
}
