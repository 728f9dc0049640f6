import { Migration } from '@mikro-orm/migrations';

export class Migration20261121085224_ExamGrading extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_key_override\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`examination_id\` text not null, \`question_id\` text not null, \`question\` text not null, \`mode\` text not null, \`reason\` text not null, \`by_user_id\` text not null, \`applied_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_key_override_tenant_id_index\` on \`exam_key_override\` (\`tenant_id\`);`);
    this.addSql(`create unique index \`exam_key_override_tenant_id_examination_id_question_id_unique\` on \`exam_key_override\` (\`tenant_id\`, \`examination_id\`, \`question_id\`);`);
  }

}
