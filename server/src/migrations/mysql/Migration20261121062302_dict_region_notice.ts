import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062302_dict_region_notice extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_dict_biz\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`parent_id\` bigint not null default '0', \`code\` varchar(255) not null, \`dict_key\` varchar(255) not null, \`dict_value\` varchar(255) not null, \`sort\` int not null default 1, \`remark\` varchar(255) null, \`is_sealed\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_dict_biz\` add index \`blade_dict_biz_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_dict_biz\` add index \`blade_dict_biz_tenant_id_code_parent_id_index\`(\`tenant_id\`, \`code\`, \`parent_id\`);`);

    this.addSql(`create table \`blade_notice\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`title\` varchar(255) not null, \`category\` int not null default 1, \`release_time\` datetime(3) null, \`content\` mediumtext not null, \`publish_state\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_notice\` add index \`blade_notice_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_notice\` add index \`blade_notice_tenant_id_publish_state_release_time_index\`(\`tenant_id\`, \`publish_state\`, \`release_time\`);`);

    this.addSql(`create table \`blade_notice_read\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`notice_id\` bigint not null, \`user_id\` bigint not null, \`read_time\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_notice_read\` add index \`blade_notice_read_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_notice_read\` add index \`blade_notice_read_tenant_id_user_id_index\`(\`tenant_id\`, \`user_id\`);`);
    this.addSql(`alter table \`blade_notice_read\` add unique \`blade_notice_read_notice_id_user_id_unique\`(\`notice_id\`, \`user_id\`);`);

    this.addSql(`create table \`blade_region\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`code\` varchar(12) not null, \`parent_code\` varchar(12) not null, \`ancestors\` varchar(255) not null, \`name\` varchar(64) not null, \`province_code\` varchar(12) null, \`province_name\` varchar(64) null, \`city_code\` varchar(12) null, \`city_name\` varchar(64) null, \`district_code\` varchar(12) null, \`district_name\` varchar(64) null, \`town_code\` varchar(12) null, \`town_name\` varchar(64) null, \`village_code\` varchar(12) null, \`village_name\` varchar(64) null, \`region_level\` int not null default 0, \`sort\` int not null default 1, \`remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_region\` add unique \`blade_region_code_unique\`(\`code\`);`);
    this.addSql(`alter table \`blade_region\` add index \`blade_region_parent_code_index\`(\`parent_code\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_dict_biz\`;`);

    this.addSql(`drop table if exists \`blade_notice\`;`);

    this.addSql(`drop table if exists \`blade_notice_read\`;`);

    this.addSql(`drop table if exists \`blade_region\`;`);
  }

}
