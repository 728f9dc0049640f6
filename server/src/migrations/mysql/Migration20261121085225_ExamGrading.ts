import { Migration } from '@mikro-orm/migrations';

export class Migration20261121085225_ExamGrading extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_key_override\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`question_id\` bigint not null, \`question\` text not null, \`mode\` varchar(16) not null, \`reason\` varchar(500) not null, \`by_user_id\` bigint not null, \`applied_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_key_override\` add index \`exam_key_override_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_key_override\` add unique \`exam_key_override_tenant_id_examination_id_question_id_unique\`(\`tenant_id\`, \`examination_id\`, \`question_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_key_override\`;`);
  }

}
