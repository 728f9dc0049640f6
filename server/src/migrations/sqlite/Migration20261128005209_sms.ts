import { Migration } from '@mikro-orm/migrations';

export class Migration20261128005209_sms extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_sms_code\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`phone\` text not null, \`purpose\` text not null, \`code_hash\` text not null, \`attempts\` integer not null default 0, \`expires_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_sms_code_tenant_id_index\` on \`blade_sms_code\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_sms_code_tenant_id_expires_at_index\` on \`blade_sms_code\` (\`tenant_id\`, \`expires_at\`);`);

    this.addSql(`create table \`blade_sms\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`category\` integer not null, \`sms_code\` text not null, \`template_id\` text not null default '', \`access_key\` text not null default '', \`secret_key\` text not null default '', \`region_id\` text not null default '', \`sign_name\` text not null default '', \`app_id\` text not null default '', \`template_variables\` text not null default '', \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_sms_tenant_id_index\` on \`blade_sms\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_sms_tenant_id_sms_code_index\` on \`blade_sms\` (\`tenant_id\`, \`sms_code\`);`);

    this.addSql(`create table \`blade_sms_log\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`config_id\` text not null, \`sms_code\` text not null, \`category\` integer not null, \`template_id\` text not null default '', \`phones\` text not null, \`phone_count\` integer not null, \`provider_code\` text not null default '', \`request_id\` text not null default '', \`error\` text null, \`latency_ms\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`blade_sms_log_tenant_id_index\` on \`blade_sms_log\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_sms_log_tenant_id_create_time_index\` on \`blade_sms_log\` (\`tenant_id\`, \`create_time\`);`);
  }

}
