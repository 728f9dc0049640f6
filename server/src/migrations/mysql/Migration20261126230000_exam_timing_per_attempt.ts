import { Migration } from '@mikro-orm/migrations';
import { migrateFixedWindowDurations } from '../../modules/exam/examination/examination-timing-migration';

/**
 * Duration means duration (issue 12 item 1): PER_ATTEMPT becomes the default (in the ORM; the column default is
 * not rebuilt), and existing FIXED_WINDOW examinations are converted or aligned (examination-timing-migration.ts).
 */
export class Migration20261126230000_exam_timing_per_attempt extends Migration {

  override async up(): Promise<void> {
    await migrateFixedWindowDurations({ execute: (sql, params) => this.execute(sql, params) }, new Date());
  }

}
