import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063724_resources extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_attach\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`link\` text not null, \`domain_url\` text not null default '', \`name\` text not null, \`original_name\` text not null, \`extension\` text not null, \`attach_size\` bigint not null, \`category\` integer not null, \`oss_id\` text null, \`object_key\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_attach_tenant_id_index\` on \`blade_attach\` (\`tenant_id\`);`);

    this.addSql(`create table \`blade_oss\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`category\` integer not null, \`oss_code\` text not null, \`endpoint\` text not null default '', \`access_key\` text not null default '', \`secret_key\` text not null default '', \`bucket_name\` text not null default '', \`app_id\` text not null default '', \`region\` text not null default '', \`remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_oss_tenant_id_index\` on \`blade_oss\` (\`tenant_id\`);`);
    this.addSql(`create index \`blade_oss_tenant_id_oss_code_index\` on \`blade_oss\` (\`tenant_id\`, \`oss_code\`);`);
  }

}
