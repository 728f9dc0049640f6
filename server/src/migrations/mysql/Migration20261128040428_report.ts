import { Migration } from '@mikro-orm/migrations';

export class Migration20261128040428_report extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`report_definition\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`code\` varchar(64) not null, \`name\` varchar(255) not null, \`description\` varchar(1000) null, \`state\` enum('draft', 'published') not null default 'draft', \`version\` int not null default 0, \`dataset_kind\` enum('graphql', 'sql') not null, \`dataset_ref\` varchar(64) null, \`sql_text\` mediumtext null, \`datasource_id\` bigint null, \`params_schema\` mediumtext not null, \`layout\` mediumtext not null, \`row_limit\` int not null default 1000, \`timeout_ms\` int not null default 10000, \`permission_code\` varchar(64) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`report_definition\` add index \`report_definition_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`report_definition\` add index \`report_definition_tenant_id_code_index\`(\`tenant_id\`, \`code\`);`);

    this.addSql(`create table \`report_definition_version\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`definition_id\` bigint not null, \`version\` int not null, \`snapshot\` mediumtext not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`report_definition_version\` add index \`report_definition_version_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`report_definition_version\` add index \`report_definition_version_definition_id_version_index\`(\`definition_id\`, \`version\`);`);

    this.addSql(`create table \`report_run\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`definition_id\` bigint not null, \`version\` int not null, \`params_hash\` varchar(64) not null, \`row_count\` int not null, \`truncated\` tinyint(1) not null, \`duration_ms\` int not null, \`format\` varchar(8) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`report_run\` add index \`report_run_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`report_run\` add index \`report_run_tenant_id_definition_id_index\`(\`tenant_id\`, \`definition_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`report_definition\`;`);

    this.addSql(`drop table if exists \`report_definition_version\`;`);

    this.addSql(`drop table if exists \`report_run\`;`);
  }

}
