import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { ApiLog } from './api-log.entity';
import { ErrorLog } from './error-log.entity';
import { UsualLog } from './usual-log.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes log rows older than the retention period, in batches, at start and then daily. Safe on
 * several nodes at once: each step deletes rows by id, so a second node deleting the same rows
 * simply deletes nothing. A system job: it works across tenants, so it lifts the tenant filter.
 */
export class LogRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly retentionDays: number,
    private readonly batchSize = 1000,
  ) {}

  start(em: () => EntityManager, logger: Logger): void {
    const run = (): void => {
      this.running = this.running
        .then(() => this.purge(em()))
        .then((deleted) => {
          if (deleted > 0) {
            logger.info({ deleted, retentionDays: this.retentionDays }, 'purged old log rows');
          }
        })
        .catch((error: unknown) => logger.error({ err: error }, 'purging old log rows failed'));
    };
    run();
    this.timer ??= setInterval(run, DAY_MS);
    this.timer.unref();
  }

  /** Deletes every log row created before now minus the retention period; returns how many. */
  async purge(em: EntityManager, now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS);
    let deleted = 0;
    for (const entity of [ApiLog, ErrorLog, UsualLog]) {
      for (;;) {
        const rows: Array<{ id: string }> = await em.find(
          entity,
          { createTime: { $lt: cutoff } },
          { fields: ['id'], limit: this.batchSize, filters: { tenant: false, notDeleted: false }, orderBy: { createTime: 'asc' } },
        );
        if (rows.length === 0) {
          break;
        }
        deleted += await em.nativeDelete(
          entity,
          { id: { $in: rows.map((row) => row.id) } },
          { filters: { tenant: false, notDeleted: false } },
        );
        em.clear();
        if (rows.length < this.batchSize) {
          break;
        }
      }
    }
    return deleted;
  }

  async stop(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    await this.running;
  }
}
