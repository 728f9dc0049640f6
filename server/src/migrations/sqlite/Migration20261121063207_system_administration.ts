import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063207_system_administration extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_datasource\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`name\` text not null, \`driver_class\` text not null, \`url\` text not null, \`username\` text not null default '', \`password\` text not null default '', \`remark\` text null, primary key (\`id\`));`);

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

    this.addSql(`alter table \`blade_user\` add column \`pending_approval\` integer not null default false;`);
    this.addSql(`create index \`blade_user_tenant_id_pending_approval_index\` on \`blade_user\` (\`tenant_id\`, \`pending_approval\`);`);
  }

}
