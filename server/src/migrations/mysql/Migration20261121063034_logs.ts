import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063034_logs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_log_api\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`service_id\` varchar(64) not null default '', \`server_ip\` varchar(64) not null default '', \`server_host\` varchar(255) not null default '', \`env\` varchar(32) not null default '', \`remote_ip\` varchar(64) not null default '', \`user_agent\` varchar(500) not null default '', \`request_uri\` varchar(1000) not null default '', \`method\` varchar(16) not null default '', \`method_class\` varchar(255) not null default '', \`method_name\` varchar(255) not null default '', \`params\` text null, \`create_by\` varchar(64) not null default '', \`request_id\` varchar(64) not null default '', \`type\` varchar(2) not null default '1', \`title\` varchar(255) not null default '', \`time\` int not null default 0, \`http_status\` int not null default 200, \`error_code\` varchar(32) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_log_api\` add index \`blade_log_api_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_log_api\` add index \`blade_log_api_create_time_index\`(\`create_time\`);`);
    this.addSql(`alter table \`blade_log_api\` add index \`blade_log_api_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_log_error\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`service_id\` varchar(64) not null default '', \`server_ip\` varchar(64) not null default '', \`server_host\` varchar(255) not null default '', \`env\` varchar(32) not null default '', \`remote_ip\` varchar(64) not null default '', \`user_agent\` varchar(500) not null default '', \`request_uri\` varchar(1000) not null default '', \`method\` varchar(16) not null default '', \`method_class\` varchar(255) not null default '', \`method_name\` varchar(255) not null default '', \`params\` text null, \`create_by\` varchar(64) not null default '', \`request_id\` varchar(64) not null default '', \`stack_trace\` text null, \`exception_name\` varchar(255) not null default '', \`message\` text null, \`file_name\` varchar(1000) not null default '', \`line_number\` int null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_log_error\` add index \`blade_log_error_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_log_error\` add index \`blade_log_error_create_time_index\`(\`create_time\`);`);
    this.addSql(`alter table \`blade_log_error\` add index \`blade_log_error_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_log_usual\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`service_id\` varchar(64) not null default '', \`server_ip\` varchar(64) not null default '', \`server_host\` varchar(255) not null default '', \`env\` varchar(32) not null default '', \`remote_ip\` varchar(64) not null default '', \`user_agent\` varchar(500) not null default '', \`request_uri\` varchar(1000) not null default '', \`method\` varchar(16) not null default '', \`method_class\` varchar(255) not null default '', \`method_name\` varchar(255) not null default '', \`params\` text null, \`create_by\` varchar(64) not null default '', \`request_id\` varchar(64) not null default '', \`log_level\` varchar(16) not null default 'info', \`log_id\` varchar(64) not null default '', \`log_data\` text null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_log_usual\` add index \`blade_log_usual_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_log_usual\` add index \`blade_log_usual_create_time_index\`(\`create_time\`);`);
    this.addSql(`alter table \`blade_log_usual\` add index \`blade_log_usual_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_log_api\`;`);

    this.addSql(`drop table if exists \`blade_log_error\`;`);

    this.addSql(`drop table if exists \`blade_log_usual\`;`);
  }

}
