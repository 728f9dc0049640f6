import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022513_paper_pass_score_pct extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`exam_test_paper\` add \`pass_score_pct\` int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`exam_test_paper\` drop column \`pass_score_pct\`;`);
  }

}
