import type { EntityClass, EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { insertPlain } from '../../core/db/plain-rows';
import type { LogRecord } from './log-record.entity';

/**
 * One pending row and the log table it goes to: an entity instance, or a plain object with every column of that entity
 * (the API log's rows: one per request, where building an entity costs more than the row itself).
 */
interface PendingRow {
  entity: EntityClass<LogRecord>;
  row: LogRecord;
}

/** An EntityManager fork that writes the rows of one tenant (its own database once tenants have one). */
export type EntityManagerForTenant = (tenantId: string) => EntityManager | Promise<EntityManager>;

export interface LogBufferOptions {
  flushIntervalMs: number;
  /** A batch this large is written at once instead of waiting for the timer. */
  batchSize: number;
  /** Rows kept while the database is slow or down; newer rows are dropped (and counted) beyond it. */
  maxPending: number;
}

/** A batch is one transaction: at thousands of requests a second, batches of 1,000 keep the commits (each a disk sync) to a few. */
export const DEFAULT_LOG_BUFFER_OPTIONS: LogBufferOptions = { flushIntervalMs: 2000, batchSize: 1000, maxPending: 20_000 };

/**
 * Log rows collected in memory and written in batches, so requests never wait for a log insert.
 * Each node flushes its own rows; nothing is shared between nodes. Rows carry their tenant id, and
 * each batch is written through a fresh EntityManager per tenant (no request context at flush time).
 */
export class LogBuffer {
  private pending: PendingRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private emForTenant: EntityManagerForTenant | undefined;
  private logger: Logger | undefined;
  private droppedRows = 0;

  constructor(private readonly options: LogBufferOptions = DEFAULT_LOG_BUFFER_OPTIONS) {}

  /** Starts writing (rows added before are kept and written at the first flush). */
  start(emForTenant: EntityManagerForTenant, logger: Logger): void {
    this.emForTenant = emForTenant;
    this.logger = logger;
    this.timer ??= setInterval(() => void this.flush(), this.options.flushIntervalMs);
    this.timer.unref();
  }

  /** Queues a row of `entity`'s table (an instance of it by default). */
  add<T extends LogRecord>(record: T, entity: EntityClass<T> = record.constructor as EntityClass<T>): void {
    if (this.pending.length >= this.options.maxPending) {
      this.droppedRows += 1;
      return;
    }
    this.pending.push({ entity: entity as EntityClass<LogRecord>, row: record });
    if (this.pending.length >= this.options.batchSize) {
      void this.flush();
    }
  }

  get size(): number {
    return this.pending.length;
  }

  get dropped(): number {
    return this.droppedRows;
  }

  /** Writes everything collected so far; resolves when written (or failed and reported). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeBatch());
    return this.writing;
  }

  /** Stops the timer and writes what is left (called at shutdown, before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    await this.flush();
    this.emForTenant = undefined;
  }

  private async writeBatch(): Promise<void> {
    const emForTenant = this.emForTenant;
    if (!emForTenant || this.pending.length === 0) {
      return;
    }
    const batch = this.pending;
    this.pending = [];
    // One multi-row INSERT per tenant and log table: no unit of work (change sets for hundreds of new rows
    // cost more than the insert itself), the rows arrive complete from LogWriter.
    // Entity instances and plain rows of one table go in separate inserts (MikroORM takes one kind per call).
    const groups = new Map<string, { tenantId: string; entity: EntityClass<LogRecord>; rows: LogRecord[]; plain: boolean }>();
    for (const { entity, row } of batch) {
      const plain = !(row instanceof entity);
      const key = `${row.tenantId}\u0000${entity.name}\u0000${plain ? 'plain' : 'entity'}`;
      const group = groups.get(key) ?? { tenantId: row.tenantId, entity, rows: [], plain };
      group.rows.push(row);
      groups.set(key, group);
    }
    for (const { tenantId, entity, rows, plain } of groups.values()) {
      try {
        const em = await emForTenant(tenantId);
        if (plain) {
          // Complete rows from LogWriter: no entity walk (processObjectParams, validateParams) and, on the embedded database,
          // statements prepared once instead of a query built and inlined per batch, which cost more than the insert.
          await insertPlain(em, entity, rows);
        } else {
          await em.insertMany(entity, rows);
        }
      } catch (error) {
        // Logging must never take the server down: report the lost rows and go on.
        this.logger?.error({ err: error, tenantId, rows: rows.length }, 'writing log rows failed');
      }
    }
  }
}
