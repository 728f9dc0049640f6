import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022511_paper_pass_score_pct extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`exam_test_paper\` add column \`pass_score_pct\` integer null;`);
  }

}
