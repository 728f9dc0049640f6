import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061634_org_scopes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_scope_api\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`menu_id\` bigint not null, \`resource_code\` varchar(255) not null, \`scope_name\` varchar(255) not null, \`scope_path\` varchar(255) not null, \`scope_type\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_scope_api\` add index \`blade_scope_api_menu_id_index\`(\`menu_id\`);`);
    this.addSql(`alter table \`blade_scope_api\` add index \`blade_scope_api_resource_code_index\`(\`resource_code\`);`);

    this.addSql(`create table \`blade_scope_data\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`menu_id\` bigint not null, \`resource_code\` varchar(255) not null, \`scope_name\` varchar(255) not null, \`scope_field\` varchar(255) not null default '*', \`scope_class\` varchar(500) not null default '', \`scope_column\` varchar(255) not null default '', \`scope_type\` int not null default 1, \`scope_value\` varchar(500) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_scope_data\` add index \`blade_scope_data_menu_id_index\`(\`menu_id\`);`);
    this.addSql(`alter table \`blade_scope_data\` add index \`blade_scope_data_resource_code_index\`(\`resource_code\`);`);

    this.addSql(`create table \`blade_role_scope\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`scope_category\` int not null, \`scope_id\` bigint not null, \`role_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_role_scope\` add index \`blade_role_scope_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_role_scope\` add index \`blade_role_scope_tenant_id_role_id_index\`(\`tenant_id\`, \`role_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_scope_api\`;`);

    this.addSql(`drop table if exists \`blade_scope_data\`;`);

    this.addSql(`drop table if exists \`blade_role_scope\`;`);
  }

}
