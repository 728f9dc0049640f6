import { Migration } from '@mikro-orm/migrations';

export class Migration20261121193203_exam_proctoring extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_proctor_action\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_id\` bigint not null, \`examination_id\` bigint not null, \`action\` varchar(16) not null, \`reason\` varchar(500) not null, \`minutes\` int null, \`integrity_event_id\` bigint null, \`by_user_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_proctor_action\` add index \`exam_proctor_action_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_proctor_action\` add index \`exam_proctor_action_tenant_id_examination_id_index\`(\`tenant_id\`, \`examination_id\`);`);
    this.addSql(`alter table \`exam_proctor_action\` add index \`exam_proctor_action_tenant_id_attempt_id_index\`(\`tenant_id\`, \`attempt_id\`);`);

    this.addSql(`alter table \`exam_attempt\` add \`paused_at\` datetime(3) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_proctor_action\`;`);

    this.addSql(`alter table \`exam_attempt\` drop column \`paused_at\`;`);
  }

}
