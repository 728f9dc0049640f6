import { windowMinutes } from './examination-timing';

/** What a migration offers: run one statement with parameters, get its rows. */
export interface MigrationExecutor {
  execute(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
}

/** A stored datetime as the drivers return it (Date, epoch milliseconds as number or text, or ISO text). */
function toDate(value: unknown): Date {
  if (value instanceof Date) {
    return value;
  }
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    return new Date(Number(value));
  }
  return new Date(String(value));
}

/**
 * Data step of the "duration means duration" change (issue 12 item 1), the same on every dialect. FIXED_WINDOW used
 * to be the default and kept a separate "duration" that every page showed while attempts ran to closeAt.
 * - Not opened yet (DRAFT, or SCHEDULED before openAt) with a duration shorter than the window: PER_ATTEMPT. Nobody
 *   has started, and every page (teacher's and students') promised that duration, so the promise is what is kept.
 * - Opened already (or later states): keeps FIXED_WINDOW and the deadlines attempts got; the stored duration
 *   becomes the window, so the pages now say what happened ("ends for everyone at ...").
 * Returns how many rows it converted and how many it aligned.
 */
export async function migrateFixedWindowDurations(db: MigrationExecutor, now: Date): Promise<{ converted: number; aligned: number }> {
  const rows = await db.execute(
    "select `id`, `open_at`, `close_at`, `duration_min`, `exam_status` from `exam_examination` where `timing_mode` = 'FIXED_WINDOW'",
  );
  let converted = 0;
  let aligned = 0;
  for (const row of rows) {
    const openAt = toDate(row.open_at);
    const closeAt = toDate(row.close_at);
    if (Number.isNaN(openAt.getTime()) || Number.isNaN(closeAt.getTime()) || closeAt.getTime() <= openAt.getTime()) {
      continue;
    }
    const window = windowMinutes(openAt, closeAt);
    if (Number(row.duration_min) >= window) {
      continue;
    }
    const status = String(row.exam_status);
    const notOpened = status === 'DRAFT' || (status === 'SCHEDULED' && openAt.getTime() > now.getTime());
    if (notOpened) {
      await db.execute("update `exam_examination` set `timing_mode` = 'PER_ATTEMPT' where `id` = ?", [row.id]);
      converted += 1;
    } else {
      await db.execute('update `exam_examination` set `duration_min` = ? where `id` = ?', [window, row.id]);
      aligned += 1;
    }
  }
  return { converted, aligned };
}
