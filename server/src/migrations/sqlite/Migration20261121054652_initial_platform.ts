import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054652_initial_platform extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`auth_session\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`user_id\` text not null, \`client_id\` text not null, \`dept_id\` text null, \`role_id\` text null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`revoke_reason\` text null, \`ip\` text null, \`user_agent\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`auth_session_tenant_id_user_id_index\` on \`auth_session\` (\`tenant_id\`, \`user_id\`);`);

    this.addSql(`create table \`auth_captcha\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`captcha_key\` text not null, \`code_hash\` text not null, \`expires_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create unique index \`auth_captcha_captcha_key_unique\` on \`auth_captcha\` (\`captcha_key\`);`);

    this.addSql(`create table \`blade_client\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`client_id\` text not null, \`client_secret\` text not null, \`scope\` text not null default 'all', \`authorized_grant_types\` text not null, \`web_server_redirect_uri\` text null, \`authorities\` text null, \`access_token_validity\` integer not null default 3600, \`refresh_token_validity\` integer not null default 604800, \`additional_information\` text null, \`autoapprove\` text null, primary key (\`id\`));`);
    this.addSql(`create unique index \`blade_client_client_id_unique\` on \`blade_client\` (\`client_id\`);`);

    this.addSql(`create table \`blade_dept\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`parent_id\` text not null default '0', \`ancestors\` text not null default '0', \`dept_category\` integer not null default 1, \`dept_name\` text not null, \`full_name\` text null, \`sort\` integer not null default 1, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_dept_tenant_id_index\` on \`blade_dept\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_dept_tenant_id_parent_id_index\` on \`blade_dept\` (\`tenant_id\`, \`parent_id\`);`);

    this.addSql(`create table \`blade_dict\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`parent_id\` text not null default '0', \`code\` text not null, \`dict_key\` text not null, \`dict_value\` text not null, \`sort\` integer not null default 1, \`remark\` text null, \`is_sealed\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`blade_dict_code_parent_id_index\` on \`blade_dict\` (\`code\`, \`parent_id\`);`);

    this.addSql(`create table \`auth_login_failure\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`account\` text not null, \`fail_count\` integer not null default 0, \`locked_until\` datetime null, primary key (\`id\`));`);
    this.addSql(`create unique index \`auth_login_failure_tenant_id_account_unique\` on \`auth_login_failure\` (\`tenant_id\`, \`account\`);`);

    this.addSql(`create table \`blade_menu\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`parent_id\` text not null default '0', \`code\` text not null, \`name\` text not null, \`alias\` text not null default '', \`path\` text not null default '', \`source\` text not null default '', \`sort\` integer not null default 1, \`category\` integer not null default 1, \`action\` integer not null default 0, \`is_open\` integer not null default 1, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_menu_code_index\` on \`blade_menu\` (\`code\`);`);
    this.addSql(`create index \`blade_menu_parent_id_index\` on \`blade_menu\` (\`parent_id\`);`);

    this.addSql(`create table \`blade_param\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`param_name\` text not null, \`param_key\` text not null, \`param_value\` text not null, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create unique index \`blade_param_param_key_unique\` on \`blade_param\` (\`param_key\`);`);

    this.addSql(`create table \`blade_post\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`category\` integer not null default 1, \`post_code\` text not null, \`post_name\` text not null, \`sort\` integer not null default 1, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_post_tenant_id_index\` on \`blade_post\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_post_tenant_id_post_code_index\` on \`blade_post\` (\`tenant_id\`, \`post_code\`);`);

    this.addSql(`create table \`auth_refresh_token\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`session_id\` text not null, \`token_hash\` text not null, \`state\` text not null default 'active', \`expires_at\` datetime not null, \`used_at\` datetime null, primary key (\`id\`));`);
    this.addSql(`create unique index \`auth_refresh_token_token_hash_unique\` on \`auth_refresh_token\` (\`token_hash\`);`);
    this.addSql(`create index \`auth_refresh_token_session_id_index\` on \`auth_refresh_token\` (\`session_id\`);`);

    this.addSql(`create table \`blade_role\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`parent_id\` text not null default '0', \`role_name\` text not null, \`sort\` integer not null default 1, \`role_alias\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_role_tenant_id_index\` on \`blade_role\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_role_tenant_id_role_alias_index\` on \`blade_role\` (\`tenant_id\`, \`role_alias\`);`);

    this.addSql(`create table \`blade_role_menu\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`role_id\` text not null, \`menu_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_role_menu_tenant_id_index\` on \`blade_role_menu\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_role_menu_tenant_id_role_id_index\` on \`blade_role_menu\` (\`tenant_id\`, \`role_id\`);`);

    this.addSql(`create table \`blade_tenant\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`tenant_name\` text not null, \`domain_url\` text null, \`background_url\` text null, \`linkman\` text null, \`contact_number\` text null, \`address\` text null, \`account_number\` integer not null default -1, \`expire_time\` datetime null, \`package_id\` text null, \`datasource_id\` text null, \`license_key\` text null, primary key (\`id\`));`);
    this.addSql(`create unique index \`blade_tenant_tenant_id_unique\` on \`blade_tenant\` (\`tenant_id\`);`);

    this.addSql(`create table \`blade_top_menu\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`code\` text not null, \`name\` text not null, \`source\` text not null default '', \`sort\` integer not null default 1, primary key (\`id\`));`);
    this.addSql(`create index \`blade_top_menu_tenant_id_index\` on \`blade_top_menu\` (\`tenant_id\`);`);

    this.addSql(`create table \`blade_top_menu_setting\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`top_menu_id\` text not null, \`menu_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_top_menu_setting_tenant_id_index\` on \`blade_top_menu_setting\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_top_menu_setting_tenant_id_top_menu_id_index\` on \`blade_top_menu_setting\` (\`tenant_id\`, \`top_menu_id\`);`);

    this.addSql(`create table \`blade_user\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`code\` text null, \`user_type\` integer not null default 1, \`account\` text not null, \`password\` text not null, \`name\` text null, \`real_name\` text null, \`avatar\` text null, \`email\` text null, \`phone\` text null, \`birthday\` datetime null, \`sex\` integer null, \`role_id\` text not null default '', \`dept_id\` text not null default '', \`post_id\` text not null default '', primary key (\`id\`));`);
    this.addSql(`create index \`blade_user_tenant_id_index\` on \`blade_user\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_user_tenant_id_account_index\` on \`blade_user\` (\`tenant_id\`, \`account\`);`);
  }

}
