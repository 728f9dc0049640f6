import { Migration } from '@mikro-orm/migrations';

export class Migration20261121064328_system_administration extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_log_api\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`service_id\` text not null default '', \`server_ip\` text not null default '', \`server_host\` text not null default '', \`env\` text not null default '', \`remote_ip\` text not null default '', \`user_agent\` text not null default '', \`request_uri\` text not null default '', \`method\` text not null default '', \`method_class\` text not null default '', \`method_name\` text not null default '', \`params\` text null, \`create_by\` text not null default '', \`request_id\` text not null default '', \`type\` text not null default '1', \`title\` text not null default '', \`time\` integer not null default 0, \`http_status\` integer not null default 200, \`error_code\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_log_api_tenant_id_index\` on \`blade_log_api\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_log_api_create_time_index\` on \`blade_log_api\` (\`create_time\`);`);
    this.addSql(`create index \`blade_log_api_tenant_id_create_time_index\` on \`blade_log_api\` (\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_scope_api\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`menu_id\` text not null, \`resource_code\` text not null, \`scope_name\` text not null, \`scope_path\` text not null, \`scope_type\` integer not null default 1, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_scope_api_menu_id_index\` on \`blade_scope_api\` (\`menu_id\`);`);
    this.addSql(`create index \`blade_scope_api_resource_code_index\` on \`blade_scope_api\` (\`resource_code\`);`);

    this.addSql(`create table \`blade_attach\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`link\` text not null, \`domain_url\` text not null default '', \`name\` text not null, \`original_name\` text not null, \`extension\` text not null, \`attach_size\` bigint not null, \`category\` integer not null, \`oss_id\` text null, \`object_key\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_attach_tenant_id_index\` on \`blade_attach\` (\`tenant_id\`);`);

    this.addSql(`create table \`blade_scope_data\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`menu_id\` text not null, \`resource_code\` text not null, \`scope_name\` text not null, \`scope_field\` text not null default '*', \`scope_class\` text not null default '', \`scope_column\` text not null default '', \`scope_type\` integer not null default 1, \`scope_value\` text not null default '', \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_scope_data_menu_id_index\` on \`blade_scope_data\` (\`menu_id\`);`);
    this.addSql(`create index \`blade_scope_data_resource_code_index\` on \`blade_scope_data\` (\`resource_code\`);`);

    this.addSql(`create table \`blade_datasource\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`name\` text not null, \`driver_class\` text not null, \`url\` text not null, \`username\` text not null default '', \`password\` text not null default '', \`remark\` text null, primary key (\`id\`));`);

    this.addSql(`create table \`blade_dict_biz\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`parent_id\` text not null default '0', \`code\` text not null, \`dict_key\` text not null, \`dict_value\` text not null, \`sort\` integer not null default 1, \`remark\` text null, \`is_sealed\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`blade_dict_biz_tenant_id_index\` on \`blade_dict_biz\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_dict_biz_tenant_id_code_parent_id_index\` on \`blade_dict_biz\` (\`tenant_id\`, \`code\`, \`parent_id\`);`);

    this.addSql(`create table \`blade_log_error\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`service_id\` text not null default '', \`server_ip\` text not null default '', \`server_host\` text not null default '', \`env\` text not null default '', \`remote_ip\` text not null default '', \`user_agent\` text not null default '', \`request_uri\` text not null default '', \`method\` text not null default '', \`method_class\` text not null default '', \`method_name\` text not null default '', \`params\` text null, \`create_by\` text not null default '', \`request_id\` text not null default '', \`stack_trace\` text null, \`exception_name\` text not null default '', \`message\` text null, \`file_name\` text not null default '', \`line_number\` integer null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_log_error_tenant_id_index\` on \`blade_log_error\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_log_error_create_time_index\` on \`blade_log_error\` (\`create_time\`);`);
    this.addSql(`create index \`blade_log_error_tenant_id_create_time_index\` on \`blade_log_error\` (\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_notice\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`title\` text not null, \`category\` integer not null default 1, \`release_time\` datetime null, \`content\` text not null, \`publish_state\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`blade_notice_tenant_id_index\` on \`blade_notice\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_notice_tenant_id_publish_state_release_time_index\` on \`blade_notice\` (\`tenant_id\`, \`publish_state\`, \`release_time\`);`);

    this.addSql(`create table \`blade_notice_read\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`notice_id\` text not null, \`user_id\` text not null, \`read_time\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_notice_read_tenant_id_index\` on \`blade_notice_read\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_notice_read_tenant_id_user_id_index\` on \`blade_notice_read\` (\`tenant_id\`, \`user_id\`);`);
    this.addSql(`create unique index \`blade_notice_read_notice_id_user_id_unique\` on \`blade_notice_read\` (\`notice_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_oss\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`category\` integer not null, \`oss_code\` text not null, \`endpoint\` text not null default '', \`access_key\` text not null default '', \`secret_key\` text not null default '', \`bucket_name\` text not null default '', \`app_id\` text not null default '', \`region\` text not null default '', \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_oss_tenant_id_index\` on \`blade_oss\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_oss_tenant_id_oss_code_index\` on \`blade_oss\` (\`tenant_id\`, \`oss_code\`);`);

    this.addSql(`create table \`blade_region\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`code\` text not null, \`parent_code\` text not null, \`ancestors\` text not null, \`name\` text not null, \`province_code\` text null, \`province_name\` text null, \`city_code\` text null, \`city_name\` text null, \`district_code\` text null, \`district_name\` text null, \`town_code\` text null, \`town_name\` text null, \`village_code\` text null, \`village_name\` text null, \`region_level\` integer not null default 0, \`sort\` integer not null default 1, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create unique index \`blade_region_code_unique\` on \`blade_region\` (\`code\`);`);
    this.addSql(`create index \`blade_region_parent_code_index\` on \`blade_region\` (\`parent_code\`);`);

    this.addSql(`create table \`blade_role_scope\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`scope_category\` integer not null, \`scope_id\` text not null, \`role_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_role_scope_tenant_id_index\` on \`blade_role_scope\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_role_scope_tenant_id_role_id_index\` on \`blade_role_scope\` (\`tenant_id\`, \`role_id\`);`);

    this.addSql(`create table \`blade_tenant_package\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`package_name\` text not null, \`menu_id\` text not null, \`remark\` text null, primary key (\`id\`));`);

    this.addSql(`create table \`blade_user_app\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`user_id\` text not null, \`user_ext\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_user_app_tenant_id_index\` on \`blade_user_app\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_user_app_tenant_id_user_id_index\` on \`blade_user_app\` (\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_user_dept\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`user_id\` text not null, \`dept_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_user_dept_tenant_id_index\` on \`blade_user_dept\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_user_dept_tenant_id_user_id_index\` on \`blade_user_dept\` (\`tenant_id\`, \`user_id\`);`);
    this.addSql(`create index \`blade_user_dept_tenant_id_dept_id_index\` on \`blade_user_dept\` (\`tenant_id\`, \`dept_id\`);`);

    this.addSql(`create table \`blade_user_other\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`user_id\` text not null, \`user_ext\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_user_other_tenant_id_index\` on \`blade_user_other\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_user_other_tenant_id_user_id_index\` on \`blade_user_other\` (\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_user_web\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`user_id\` text not null, \`user_ext\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_user_web_tenant_id_index\` on \`blade_user_web\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_user_web_tenant_id_user_id_index\` on \`blade_user_web\` (\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_log_usual\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`service_id\` text not null default '', \`server_ip\` text not null default '', \`server_host\` text not null default '', \`env\` text not null default '', \`remote_ip\` text not null default '', \`user_agent\` text not null default '', \`request_uri\` text not null default '', \`method\` text not null default '', \`method_class\` text not null default '', \`method_name\` text not null default '', \`params\` text null, \`create_by\` text not null default '', \`request_id\` text not null default '', \`log_level\` text not null default 'info', \`log_id\` text not null default '', \`log_data\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_log_usual_tenant_id_index\` on \`blade_log_usual\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_log_usual_create_time_index\` on \`blade_log_usual\` (\`create_time\`);`);
    this.addSql(`create index \`blade_log_usual_tenant_id_create_time_index\` on \`blade_log_usual\` (\`tenant_id\`, \`create_time\`);`);

    this.addSql(`alter table \`blade_user\` add column \`pending_approval\` integer not null default false;`);
    this.addSql(`create index \`blade_user_tenant_id_pending_approval_index\` on \`blade_user\` (\`tenant_id\`, \`pending_approval\`);`);
  }

}
