import { Migration } from '@mikro-orm/migrations';

export class Migration20261128005210_sms extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_sms_code\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`phone\` varchar(20) not null, \`purpose\` varchar(32) not null, \`code_hash\` varchar(64) not null, \`attempts\` int not null default 0, \`expires_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_sms_code\` add index \`blade_sms_code_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_sms_code\` add index \`blade_sms_code_tenant_id_expires_at_index\`(\`tenant_id\`, \`expires_at\`);`);

    this.addSql(`create table \`blade_sms\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`category\` int not null, \`sms_code\` varchar(64) not null, \`template_id\` varchar(500) not null default '', \`access_key\` varchar(255) not null default '', \`secret_key\` varchar(1000) not null default '', \`region_id\` varchar(64) not null default '', \`sign_name\` varchar(64) not null default '', \`app_id\` varchar(64) not null default '', \`template_variables\` varchar(500) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_sms\` add index \`blade_sms_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_sms\` add index \`blade_sms_tenant_id_sms_code_index\`(\`tenant_id\`, \`sms_code\`);`);

    this.addSql(`create table \`blade_sms_log\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`config_id\` bigint not null, \`sms_code\` varchar(64) not null, \`category\` int not null, \`template_id\` varchar(500) not null default '', \`phones\` varchar(4000) not null, \`phone_count\` int not null, \`provider_code\` varchar(128) not null default '', \`request_id\` varchar(128) not null default '', \`error\` varchar(500) null, \`latency_ms\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_sms_log\` add index \`blade_sms_log_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_sms_log\` add index \`blade_sms_log_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_sms_code\`;`);

    this.addSql(`drop table if exists \`blade_sms\`;`);

    this.addSql(`drop table if exists \`blade_sms_log\`;`);
  }

}
