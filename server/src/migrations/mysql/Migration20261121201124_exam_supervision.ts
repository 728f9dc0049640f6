import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201124_exam_supervision extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_accommodation\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`user_id\` bigint not null, \`extra_time_pct\` int not null default 0, \`extra_time_min\` int not null default 0, \`open_at_override\` datetime(3) null, \`close_at_override\` datetime(3) null, \`max_attempts_override\` int null, \`integrity_exempt\` tinyint(1) not null default false, \`note\` varchar(500) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_accommodation\` add index \`exam_accommodation_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_accommodation\` add unique \`exam_accommodation_examination_id_user_id_unique\`(\`examination_id\`, \`user_id\`);`);

    this.addSql(`create table \`exam_proctor_action\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_id\` bigint not null, \`examination_id\` bigint not null, \`action\` varchar(16) not null, \`reason\` varchar(500) not null, \`minutes\` int null, \`integrity_event_id\` bigint null, \`by_user_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_proctor_action\` add index \`exam_proctor_action_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_proctor_action\` add index \`exam_proctor_action_tenant_id_examination_id_index\`(\`tenant_id\`, \`examination_id\`);`);
    this.addSql(`alter table \`exam_proctor_action\` add index \`exam_proctor_action_tenant_id_attempt_id_index\`(\`tenant_id\`, \`attempt_id\`);`);

    this.addSql(`alter table \`exam_attempt\` add \`paused_at\` datetime(3) null;`);

    this.addSql(`alter table \`exam_examination\` add \`access_password\` varchar(64) null, add \`ip_allow_list\` mediumtext null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_accommodation\`;`);

    this.addSql(`drop table if exists \`exam_proctor_action\`;`);

    this.addSql(`alter table \`exam_attempt\` drop column \`paused_at\`;`);

    this.addSql(`alter table \`exam_examination\` drop column \`access_password\`, drop column \`ip_allow_list\`;`);
  }

}
