import { Migration } from '@mikro-orm/migrations';

export class Migration20261128040428_report extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`report_definition\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`code\` text not null, \`name\` text not null, \`description\` text null, \`state\` text check (\`state\` in ('draft', 'published')) not null default 'draft', \`version\` integer not null default 0, \`dataset_kind\` text check (\`dataset_kind\` in ('graphql', 'sql')) not null, \`dataset_ref\` text null, \`sql_text\` text null, \`datasource_id\` text null, \`params_schema\` text not null, \`layout\` text not null, \`row_limit\` integer not null default 1000, \`timeout_ms\` integer not null default 10000, \`permission_code\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`report_definition_tenant_id_index\` on \`report_definition\` (\`tenant_id\`);`);
    this.addSql(`create index \`report_definition_tenant_id_code_index\` on \`report_definition\` (\`tenant_id\`, \`code\`);`);

    this.addSql(`create table \`report_definition_version\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`definition_id\` text not null, \`version\` integer not null, \`snapshot\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`report_definition_version_tenant_id_index\` on \`report_definition_version\` (\`tenant_id\`);`);
    this.addSql(`create index \`report_definition_version_definition_id_version_index\` on \`report_definition_version\` (\`definition_id\`, \`version\`);`);

    this.addSql(`create table \`report_run\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`definition_id\` text not null, \`version\` integer not null, \`params_hash\` text not null, \`row_count\` integer not null, \`truncated\` integer not null, \`duration_ms\` integer not null, \`format\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`report_run_tenant_id_index\` on \`report_run\` (\`tenant_id\`);`);
    this.addSql(`create index \`report_run_tenant_id_definition_id_index\` on \`report_run\` (\`tenant_id\`, \`definition_id\`);`);
  }

}
