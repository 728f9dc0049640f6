import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063034_logs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_log_api\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`service_id\` text not null default '', \`server_ip\` text not null default '', \`server_host\` text not null default '', \`env\` text not null default '', \`remote_ip\` text not null default '', \`user_agent\` text not null default '', \`request_uri\` text not null default '', \`method\` text not null default '', \`method_class\` text not null default '', \`method_name\` text not null default '', \`params\` text null, \`create_by\` text not null default '', \`request_id\` text not null default '', \`type\` text not null default '1', \`title\` text not null default '', \`time\` integer not null default 0, \`http_status\` integer not null default 200, \`error_code\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_log_api_tenant_id_index\` on \`blade_log_api\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_log_api_create_time_index\` on \`blade_log_api\` (\`create_time\`);`);
    this.addSql(`create index \`blade_log_api_tenant_id_create_time_index\` on \`blade_log_api\` (\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_log_error\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`service_id\` text not null default '', \`server_ip\` text not null default '', \`server_host\` text not null default '', \`env\` text not null default '', \`remote_ip\` text not null default '', \`user_agent\` text not null default '', \`request_uri\` text not null default '', \`method\` text not null default '', \`method_class\` text not null default '', \`method_name\` text not null default '', \`params\` text null, \`create_by\` text not null default '', \`request_id\` text not null default '', \`stack_trace\` text null, \`exception_name\` text not null default '', \`message\` text null, \`file_name\` text not null default '', \`line_number\` integer null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_log_error_tenant_id_index\` on \`blade_log_error\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_log_error_create_time_index\` on \`blade_log_error\` (\`create_time\`);`);
    this.addSql(`create index \`blade_log_error_tenant_id_create_time_index\` on \`blade_log_error\` (\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_log_usual\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`service_id\` text not null default '', \`server_ip\` text not null default '', \`server_host\` text not null default '', \`env\` text not null default '', \`remote_ip\` text not null default '', \`user_agent\` text not null default '', \`request_uri\` text not null default '', \`method\` text not null default '', \`method_class\` text not null default '', \`method_name\` text not null default '', \`params\` text null, \`create_by\` text not null default '', \`request_id\` text not null default '', \`log_level\` text not null default 'info', \`log_id\` text not null default '', \`log_data\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_log_usual_tenant_id_index\` on \`blade_log_usual\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_log_usual_create_time_index\` on \`blade_log_usual\` (\`create_time\`);`);
    this.addSql(`create index \`blade_log_usual_tenant_id_create_time_index\` on \`blade_log_usual\` (\`tenant_id\`, \`create_time\`);`);
  }

}
