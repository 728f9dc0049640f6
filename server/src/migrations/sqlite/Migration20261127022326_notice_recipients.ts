import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022326_notice_recipients extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_notice_recipient\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`notice_id\` text not null, \`user_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_notice_recipient_tenant_id_index\` on \`blade_notice_recipient\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_notice_recipient_tenant_id_user_id_index\` on \`blade_notice_recipient\` (\`tenant_id\`, \`user_id\`);`);
    this.addSql(`create unique index \`blade_notice_recipient_notice_id_user_id_unique\` on \`blade_notice_recipient\` (\`notice_id\`, \`user_id\`);`);

    this.addSql(`alter table \`blade_notice\` add column \`addressed\` integer not null default false;`);
  }

}
