import { Migration } from '@mikro-orm/migrations';

export class Migration20261128141111_attemptGradingOrder extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`exam_attempt\` drop index \`exam_attempt_state_grading_state_index\`;`);

    this.addSql(`alter table \`exam_attempt\` add index \`exam_attempt_state_grading_state_submitted_at_index\`(\`state\`, \`grading_state\`, \`submitted_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`exam_attempt\` drop index \`exam_attempt_state_grading_state_submitted_at_index\`;`);

    this.addSql(`alter table \`exam_attempt\` add index \`exam_attempt_state_grading_state_index\`(\`state\`, \`grading_state\`);`);
  }

}
