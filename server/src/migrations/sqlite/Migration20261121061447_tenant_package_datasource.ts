import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061447_tenant_package_datasource extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_datasource\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`name\` text not null, \`driver_class\` text not null, \`url\` text not null, \`username\` text not null default '', \`password\` text not null default '', \`remark\` text null, primary key (\`id\`));`);

    this.addSql(`create table \`blade_tenant_package\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`package_name\` text not null, \`menu_id\` text not null, \`remark\` text null, primary key (\`id\`));`);
  }

}
