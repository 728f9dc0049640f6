import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061448_tenant_package_datasource extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_datasource\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`name\` varchar(100) not null, \`driver_class\` varchar(100) not null, \`url\` varchar(500) not null, \`username\` varchar(100) not null default '', \`password\` varchar(1000) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);

    this.addSql(`create table \`blade_tenant_package\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`package_name\` varchar(50) not null, \`menu_id\` varchar(3000) not null, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_datasource\`;`);

    this.addSql(`drop table if exists \`blade_tenant_package\`;`);
  }

}
