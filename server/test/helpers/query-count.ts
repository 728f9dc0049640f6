import type { MikroORM } from '@mikro-orm/core';

/** Counts the SELECT statements the ORM sends while `work` runs (writes of background buffers are left out). */
export async function selectsDuring(orm: MikroORM, work: () => Promise<unknown>): Promise<number> {
  const logger = orm.config.getLogger();
  const original = logger.logQuery.bind(logger);
  let selects = 0;
  logger.logQuery = (context) => {
    if (/^\s*select\b/i.test(context.query ?? '')) {
      selects += 1;
    }
    original(context);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return selects;
}
