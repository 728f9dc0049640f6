import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022327_notice_recipients extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_notice_recipient\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`notice_id\` bigint not null, \`user_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_notice_recipient\` add index \`blade_notice_recipient_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_notice_recipient\` add index \`blade_notice_recipient_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);
    this.addSql(`alter table \`blade_notice_recipient\` add unique \`blade_notice_recipient_notice_id_user_id_unique\`(\`notice_id\`, \`user_id\`);`);

    this.addSql(`alter table \`blade_notice\` add \`addressed\` tinyint(1) not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_notice_recipient\`;`);

    this.addSql(`alter table \`blade_notice\` drop column \`addressed\`;`);
  }

}
