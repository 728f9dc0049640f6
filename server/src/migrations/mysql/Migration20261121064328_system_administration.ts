import { Migration } from '@mikro-orm/migrations';

export class Migration20261121064328_system_administration extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_log_api\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`service_id\` varchar(64) not null default '', \`server_ip\` varchar(64) not null default '', \`server_host\` varchar(255) not null default '', \`env\` varchar(32) not null default '', \`remote_ip\` varchar(64) not null default '', \`user_agent\` varchar(500) not null default '', \`request_uri\` varchar(1000) not null default '', \`method\` varchar(16) not null default '', \`method_class\` varchar(255) not null default '', \`method_name\` varchar(255) not null default '', \`params\` text null, \`create_by\` varchar(64) not null default '', \`request_id\` varchar(64) not null default '', \`type\` varchar(2) not null default '1', \`title\` varchar(255) not null default '', \`time\` int not null default 0, \`http_status\` int not null default 200, \`error_code\` varchar(32) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_log_api\` add index \`blade_log_api_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_log_api\` add index \`blade_log_api_create_time_index\`(\`create_time\`);`);
    this.addSql(`alter table \`blade_log_api\` add index \`blade_log_api_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_scope_api\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`menu_id\` bigint not null, \`resource_code\` varchar(255) not null, \`scope_name\` varchar(255) not null, \`scope_path\` varchar(255) not null, \`scope_type\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_scope_api\` add index \`blade_scope_api_menu_id_index\`(\`menu_id\`);`);
    this.addSql(`alter table \`blade_scope_api\` add index \`blade_scope_api_resource_code_index\`(\`resource_code\`);`);

    this.addSql(`create table \`blade_attach\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`link\` varchar(1000) not null, \`domain_url\` varchar(255) not null default '', \`name\` varchar(255) not null, \`original_name\` varchar(255) not null, \`extension\` varchar(16) not null, \`attach_size\` bigint not null, \`category\` int not null, \`oss_id\` varchar(20) null, \`object_key\` varchar(255) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_attach\` add index \`blade_attach_tenant_id_index\`(\`tenant_id\`);`);

    this.addSql(`create table \`blade_scope_data\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`menu_id\` bigint not null, \`resource_code\` varchar(255) not null, \`scope_name\` varchar(255) not null, \`scope_field\` varchar(255) not null default '*', \`scope_class\` varchar(500) not null default '', \`scope_column\` varchar(255) not null default '', \`scope_type\` int not null default 1, \`scope_value\` varchar(500) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_scope_data\` add index \`blade_scope_data_menu_id_index\`(\`menu_id\`);`);
    this.addSql(`alter table \`blade_scope_data\` add index \`blade_scope_data_resource_code_index\`(\`resource_code\`);`);

    this.addSql(`create table \`blade_datasource\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`name\` varchar(100) not null, \`driver_class\` varchar(100) not null, \`url\` varchar(500) not null, \`username\` varchar(100) not null default '', \`password\` varchar(1000) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);

    this.addSql(`create table \`blade_dict_biz\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`parent_id\` bigint not null default '0', \`code\` varchar(255) not null, \`dict_key\` varchar(255) not null, \`dict_value\` varchar(255) not null, \`sort\` int not null default 1, \`remark\` varchar(255) null, \`is_sealed\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_dict_biz\` add index \`blade_dict_biz_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_dict_biz\` add index \`blade_dict_biz_tenant_id_code_parent_id_index\`(\`tenant_id\`, \`code\`, \`parent_id\`);`);

    this.addSql(`create table \`blade_log_error\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`service_id\` varchar(64) not null default '', \`server_ip\` varchar(64) not null default '', \`server_host\` varchar(255) not null default '', \`env\` varchar(32) not null default '', \`remote_ip\` varchar(64) not null default '', \`user_agent\` varchar(500) not null default '', \`request_uri\` varchar(1000) not null default '', \`method\` varchar(16) not null default '', \`method_class\` varchar(255) not null default '', \`method_name\` varchar(255) not null default '', \`params\` text null, \`create_by\` varchar(64) not null default '', \`request_id\` varchar(64) not null default '', \`stack_trace\` text null, \`exception_name\` varchar(255) not null default '', \`message\` text null, \`file_name\` varchar(1000) not null default '', \`line_number\` int null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_log_error\` add index \`blade_log_error_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_log_error\` add index \`blade_log_error_create_time_index\`(\`create_time\`);`);
    this.addSql(`alter table \`blade_log_error\` add index \`blade_log_error_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);

    this.addSql(`create table \`blade_notice\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`title\` varchar(255) not null, \`category\` int not null default 1, \`release_time\` datetime(3) null, \`content\` mediumtext not null, \`publish_state\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_notice\` add index \`blade_notice_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_notice\` add index \`blade_notice_tenant_id_publish_state_release_time_index\`(\`tenant_id\`, \`publish_state\`, \`release_time\`);`);

    this.addSql(`create table \`blade_notice_read\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`notice_id\` bigint not null, \`user_id\` bigint not null, \`read_time\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_notice_read\` add index \`blade_notice_read_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_notice_read\` add index \`blade_notice_read_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);
    this.addSql(`alter table \`blade_notice_read\` add unique \`blade_notice_read_notice_id_user_id_unique\`(\`notice_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_oss\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`category\` int not null, \`oss_code\` varchar(64) not null, \`endpoint\` varchar(255) not null default '', \`access_key\` varchar(255) not null default '', \`secret_key\` varchar(1000) not null default '', \`bucket_name\` varchar(64) not null default '', \`app_id\` varchar(64) not null default '', \`region\` varchar(64) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_oss\` add index \`blade_oss_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_oss\` add index \`blade_oss_tenant_id_oss_code_index\`(\`tenant_id\`, \`oss_code\`);`);

    this.addSql(`create table \`blade_region\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`code\` varchar(12) not null, \`parent_code\` varchar(12) not null, \`ancestors\` varchar(255) not null, \`name\` varchar(64) not null, \`province_code\` varchar(12) null, \`province_name\` varchar(64) null, \`city_code\` varchar(12) null, \`city_name\` varchar(64) null, \`district_code\` varchar(12) null, \`district_name\` varchar(64) null, \`town_code\` varchar(12) null, \`town_name\` varchar(64) null, \`village_code\` varchar(12) null, \`village_name\` varchar(64) null, \`region_level\` int not null default 0, \`sort\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_region\` add unique \`blade_region_code_unique\`(\`code\`);`);
    this.addSql(`alter table \`blade_region\` add index \`blade_region_parent_code_index\`(\`parent_code\`);`);

    this.addSql(`create table \`blade_role_scope\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`scope_category\` int not null, \`scope_id\` bigint not null, \`role_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_role_scope\` add index \`blade_role_scope_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_role_scope\` add index \`blade_role_scope_tenant_id_role_id_index\`(\`tenant_id\`, \`role_id\`);`);

    this.addSql(`create table \`blade_tenant_package\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`package_name\` varchar(50) not null, \`menu_id\` varchar(3000) not null, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);

    this.addSql(`create table \`blade_user_app\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`user_id\` bigint not null, \`user_ext\` text null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_user_app\` add index \`blade_user_app_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_user_app\` add index \`blade_user_app_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_user_dept\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`user_id\` bigint not null, \`dept_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_user_dept\` add index \`blade_user_dept_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_user_dept\` add index \`blade_user_dept_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);
    this.addSql(`alter table \`blade_user_dept\` add index \`blade_user_dept_tenant_id_dept_id_index\`(\`tenant_id\`, \`dept_id\`);`);

    this.addSql(`create table \`blade_user_other\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`user_id\` bigint not null, \`user_ext\` text null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_user_other\` add index \`blade_user_other_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_user_other\` add index \`blade_user_other_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_user_web\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`user_id\` bigint not null, \`user_ext\` text null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_user_web\` add index \`blade_user_web_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_user_web\` add index \`blade_user_web_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_log_usual\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`service_id\` varchar(64) not null default '', \`server_ip\` varchar(64) not null default '', \`server_host\` varchar(255) not null default '', \`env\` varchar(32) not null default '', \`remote_ip\` varchar(64) not null default '', \`user_agent\` varchar(500) not null default '', \`request_uri\` varchar(1000) not null default '', \`method\` varchar(16) not null default '', \`method_class\` varchar(255) not null default '', \`method_name\` varchar(255) not null default '', \`params\` text null, \`create_by\` varchar(64) not null default '', \`request_id\` varchar(64) not null default '', \`log_level\` varchar(16) not null default 'info', \`log_id\` varchar(64) not null default '', \`log_data\` text null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_log_usual\` add index \`blade_log_usual_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_log_usual\` add index \`blade_log_usual_create_time_index\`(\`create_time\`);`);
    this.addSql(`alter table \`blade_log_usual\` add index \`blade_log_usual_tenant_id_create_time_index\`(\`tenant_id\`, \`create_time\`);`);

    this.addSql(`alter table \`blade_user\` add \`pending_approval\` tinyint(1) not null default false;`);
    this.addSql(`alter table \`blade_user\` add index \`blade_user_tenant_id_pending_approval_index\`(\`tenant_id\`, \`pending_approval\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_log_api\`;`);

    this.addSql(`drop table if exists \`blade_scope_api\`;`);

    this.addSql(`drop table if exists \`blade_attach\`;`);

    this.addSql(`drop table if exists \`blade_scope_data\`;`);

    this.addSql(`drop table if exists \`blade_datasource\`;`);

    this.addSql(`drop table if exists \`blade_dict_biz\`;`);

    this.addSql(`drop table if exists \`blade_log_error\`;`);

    this.addSql(`drop table if exists \`blade_notice\`;`);

    this.addSql(`drop table if exists \`blade_notice_read\`;`);

    this.addSql(`drop table if exists \`blade_oss\`;`);

    this.addSql(`drop table if exists \`blade_region\`;`);

    this.addSql(`drop table if exists \`blade_role_scope\`;`);

    this.addSql(`drop table if exists \`blade_tenant_package\`;`);

    this.addSql(`drop table if exists \`blade_user_app\`;`);

    this.addSql(`drop table if exists \`blade_user_dept\`;`);

    this.addSql(`drop table if exists \`blade_user_other\`;`);

    this.addSql(`drop table if exists \`blade_user_web\`;`);

    this.addSql(`drop table if exists \`blade_log_usual\`;`);

    this.addSql(`alter table \`blade_user\` drop index \`blade_user_tenant_id_pending_approval_index\`;`);
    this.addSql(`alter table \`blade_user\` drop column \`pending_approval\`;`);
  }

}
