import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063724_resources extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_attach\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`link\` varchar(1000) not null, \`domain_url\` varchar(255) not null default '', \`name\` varchar(255) not null, \`original_name\` varchar(255) not null, \`extension\` varchar(16) not null, \`attach_size\` bigint not null, \`category\` int not null, \`oss_id\` varchar(20) null, \`object_key\` varchar(255) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_attach\` add index \`blade_attach_tenant_id_index\`(\`tenant_id\`);`);

    this.addSql(`create table \`blade_oss\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`category\` int not null, \`oss_code\` varchar(64) not null, \`endpoint\` varchar(255) not null default '', \`access_key\` varchar(255) not null default '', \`secret_key\` varchar(1000) not null default '', \`bucket_name\` varchar(64) not null default '', \`app_id\` varchar(64) not null default '', \`region\` varchar(64) not null default '', \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_oss\` add index \`blade_oss_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_oss\` add index \`blade_oss_tenant_id_oss_code_index\`(\`tenant_id\`, \`oss_code\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_attach\`;`);

    this.addSql(`drop table if exists \`blade_oss\`;`);
  }

}
