import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061634_org_scopes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_scope_api\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`menu_id\` text not null, \`resource_code\` text not null, \`scope_name\` text not null, \`scope_path\` text not null, \`scope_type\` integer not null default 1, \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_scope_api_menu_id_index\` on \`blade_scope_api\` (\`menu_id\`);`);
    this.addSql(`create index \`blade_scope_api_resource_code_index\` on \`blade_scope_api\` (\`resource_code\`);`);

    this.addSql(`create table \`blade_scope_data\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`menu_id\` text not null, \`resource_code\` text not null, \`scope_name\` text not null, \`scope_field\` text not null default '*', \`scope_class\` text not null default '', \`scope_column\` text not null default '', \`scope_type\` integer not null default 1, \`scope_value\` text not null default '', \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_scope_data_menu_id_index\` on \`blade_scope_data\` (\`menu_id\`);`);
    this.addSql(`create index \`blade_scope_data_resource_code_index\` on \`blade_scope_data\` (\`resource_code\`);`);

    this.addSql(`create table \`blade_role_scope\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`scope_category\` integer not null, \`scope_id\` text not null, \`role_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_role_scope_tenant_id_index\` on \`blade_role_scope\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_role_scope_tenant_id_role_id_index\` on \`blade_role_scope\` (\`tenant_id\`, \`role_id\`);`);
  }

}
