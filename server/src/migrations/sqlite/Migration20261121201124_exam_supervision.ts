import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201124_exam_supervision extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_accommodation\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`examination_id\` text not null, \`user_id\` text not null, \`extra_time_pct\` integer not null default 0, \`extra_time_min\` integer not null default 0, \`open_at_override\` datetime null, \`close_at_override\` datetime null, \`max_attempts_override\` integer null, \`integrity_exempt\` integer not null default false, \`note\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_accommodation_tenant_id_index\` on \`exam_accommodation\` (\`tenant_id\`);`);
    this.addSql(`create unique index \`exam_accommodation_examination_id_user_id_unique\` on \`exam_accommodation\` (\`examination_id\`, \`user_id\`);`);

    this.addSql(`create table \`exam_proctor_action\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`attempt_id\` text not null, \`examination_id\` text not null, \`action\` text not null, \`reason\` text not null, \`minutes\` integer null, \`integrity_event_id\` text null, \`by_user_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_proctor_action_tenant_id_index\` on \`exam_proctor_action\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_proctor_action_tenant_id_examination_id_index\` on \`exam_proctor_action\` (\`tenant_id\`, \`examination_id\`);`);
    this.addSql(`create index \`exam_proctor_action_tenant_id_attempt_id_index\` on \`exam_proctor_action\` (\`tenant_id\`, \`attempt_id\`);`);

    this.addSql(`alter table \`exam_attempt\` add column \`paused_at\` datetime null;`);

    this.addSql(`alter table \`exam_examination\` add column \`access_password\` text null;`);
    this.addSql(`alter table \`exam_examination\` add column \`ip_allow_list\` text null;`);
  }

}
