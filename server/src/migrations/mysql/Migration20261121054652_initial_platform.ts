import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054652_initial_platform extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`auth_session\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`user_id\` bigint not null, \`client_id\` varchar(48) not null, \`dept_id\` bigint null, \`role_id\` bigint null, \`expires_at\` datetime(3) not null, \`revoked_at\` datetime(3) null, \`revoke_reason\` varchar(32) null, \`ip\` varchar(64) null, \`user_agent\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`auth_session\` add index \`auth_session_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`auth_captcha\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`captcha_key\` varchar(64) not null, \`code_hash\` varchar(64) not null, \`expires_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`auth_captcha\` add unique \`auth_captcha_captcha_key_unique\`(\`captcha_key\`);`);

    this.addSql(`create table \`blade_client\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`client_id\` varchar(48) not null, \`client_secret\` varchar(255) not null, \`scope\` varchar(255) not null default 'all', \`authorized_grant_types\` varchar(255) not null, \`web_server_redirect_uri\` varchar(255) null, \`authorities\` varchar(255) null, \`access_token_validity\` int not null default 3600, \`refresh_token_validity\` int not null default 604800, \`additional_information\` varchar(4096) null, \`autoapprove\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_client\` add unique \`blade_client_client_id_unique\`(\`client_id\`);`);

    this.addSql(`create table \`blade_dept\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`parent_id\` bigint not null default '0', \`ancestors\` varchar(2000) not null default '0', \`dept_category\` int not null default 1, \`dept_name\` varchar(45) not null, \`full_name\` varchar(45) null, \`sort\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_dept\` add index \`blade_dept_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_dept\` add index \`blade_dept_tenant_id_parent_id_index\`(\`tenant_id\`, \`parent_id\`);`);

    this.addSql(`create table \`blade_dict\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`parent_id\` bigint not null default '0', \`code\` varchar(255) not null, \`dict_key\` varchar(255) not null, \`dict_value\` varchar(255) not null, \`sort\` int not null default 1, \`remark\` varchar(255) null, \`is_sealed\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_dict\` add index \`blade_dict_code_parent_id_index\`(\`code\`, \`parent_id\`);`);

    this.addSql(`create table \`auth_login_failure\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`account\` varchar(45) not null, \`fail_count\` int not null default 0, \`locked_until\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`auth_login_failure\` add unique \`auth_login_failure_tenant_id_account_unique\`(\`tenant_id\`, \`account\`);`);

    this.addSql(`create table \`blade_menu\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`parent_id\` bigint not null default '0', \`code\` varchar(255) not null, \`name\` varchar(255) not null, \`alias\` varchar(255) not null default '', \`path\` varchar(255) not null default '', \`source\` varchar(255) not null default '', \`sort\` int not null default 1, \`category\` int not null default 1, \`action\` int not null default 0, \`is_open\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_menu\` add index \`blade_menu_code_index\`(\`code\`);`);
    this.addSql(`alter table \`blade_menu\` add index \`blade_menu_parent_id_index\`(\`parent_id\`);`);

    this.addSql(`create table \`blade_param\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`param_name\` varchar(255) not null, \`param_key\` varchar(255) not null, \`param_value\` varchar(2000) not null, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_param\` add unique \`blade_param_param_key_unique\`(\`param_key\`);`);

    this.addSql(`create table \`blade_post\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`category\` int not null default 1, \`post_code\` varchar(12) not null, \`post_name\` varchar(64) not null, \`sort\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_post\` add index \`blade_post_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_post\` add index \`blade_post_tenant_id_post_code_index\`(\`tenant_id\`, \`post_code\`);`);

    this.addSql(`create table \`auth_refresh_token\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`session_id\` bigint not null, \`token_hash\` varchar(64) not null, \`state\` varchar(16) not null default 'active', \`expires_at\` datetime(3) not null, \`used_at\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`auth_refresh_token\` add unique \`auth_refresh_token_token_hash_unique\`(\`token_hash\`);`);
    this.addSql(`alter table \`auth_refresh_token\` add index \`auth_refresh_token_session_id_index\`(\`session_id\`);`);

    this.addSql(`create table \`blade_role\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`parent_id\` bigint not null default '0', \`role_name\` varchar(255) not null, \`sort\` int not null default 1, \`role_alias\` varchar(255) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_role\` add index \`blade_role_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_role\` add index \`blade_role_tenant_id_role_alias_index\`(\`tenant_id\`, \`role_alias\`);`);

    this.addSql(`create table \`blade_role_menu\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`role_id\` bigint not null, \`menu_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_role_menu\` add index \`blade_role_menu_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_role_menu\` add index \`blade_role_menu_tenant_id_role_id_index\`(\`tenant_id\`, \`role_id\`);`);

    this.addSql(`create table \`blade_tenant\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`tenant_name\` varchar(50) not null, \`domain_url\` varchar(255) null, \`background_url\` varchar(1000) null, \`linkman\` varchar(20) null, \`contact_number\` varchar(20) null, \`address\` varchar(255) null, \`account_number\` int not null default -1, \`expire_time\` datetime(3) null, \`package_id\` bigint null, \`datasource_id\` bigint null, \`license_key\` varchar(1000) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_tenant\` add unique \`blade_tenant_tenant_id_unique\`(\`tenant_id\`);`);

    this.addSql(`create table \`blade_top_menu\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`code\` varchar(255) not null, \`name\` varchar(255) not null, \`source\` varchar(255) not null default '', \`sort\` int not null default 1, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_top_menu\` add index \`blade_top_menu_tenant_id_index\`(\`tenant_id\`);`);

    this.addSql(`create table \`blade_top_menu_setting\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`top_menu_id\` bigint not null, \`menu_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_top_menu_setting\` add index \`blade_top_menu_setting_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_top_menu_setting\` add index \`blade_top_menu_setting_tenant_id_top_menu_id_index\`(\`tenant_id\`, \`top_menu_id\`);`);

    this.addSql(`create table \`blade_user\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`code\` varchar(12) null, \`user_type\` int not null default 1, \`account\` varchar(45) not null, \`password\` varchar(255) not null, \`name\` varchar(20) null, \`real_name\` varchar(10) null, \`avatar\` varchar(500) null, \`email\` varchar(45) null, \`phone\` varchar(45) null, \`birthday\` datetime(3) null, \`sex\` int null, \`role_id\` varchar(1000) not null default '', \`dept_id\` varchar(1000) not null default '', \`post_id\` varchar(1000) not null default '', primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_user\` add index \`blade_user_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_user\` add index \`blade_user_tenant_id_account_index\`(\`tenant_id\`, \`account\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`auth_session\`;`);

    this.addSql(`drop table if exists \`auth_captcha\`;`);

    this.addSql(`drop table if exists \`blade_client\`;`);

    this.addSql(`drop table if exists \`blade_dept\`;`);

    this.addSql(`drop table if exists \`blade_dict\`;`);

    this.addSql(`drop table if exists \`auth_login_failure\`;`);

    this.addSql(`drop table if exists \`blade_menu\`;`);

    this.addSql(`drop table if exists \`blade_param\`;`);

    this.addSql(`drop table if exists \`blade_post\`;`);

    this.addSql(`drop table if exists \`auth_refresh_token\`;`);

    this.addSql(`drop table if exists \`blade_role\`;`);

    this.addSql(`drop table if exists \`blade_role_menu\`;`);

    this.addSql(`drop table if exists \`blade_tenant\`;`);

    this.addSql(`drop table if exists \`blade_top_menu\`;`);

    this.addSql(`drop table if exists \`blade_top_menu_setting\`;`);

    this.addSql(`drop table if exists \`blade_user\`;`);
  }

}
