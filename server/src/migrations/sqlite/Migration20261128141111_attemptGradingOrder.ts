import { Migration } from '@mikro-orm/migrations';

export class Migration20261128141111_attemptGradingOrder extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index \`exam_attempt_state_grading_state_index\`;`);

    this.addSql(`create index \`exam_attempt_state_grading_state_submitted_at_index\` on \`exam_attempt\` (\`state\`, \`grading_state\`, \`submitted_at\`);`);
  }

}
