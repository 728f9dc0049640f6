import { Migration } from '@mikro-orm/migrations';

export class Migration20261128003232_develop_models_codes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_code\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`model_id\` text not null, \`code_name\` text not null, \`service_name\` text not null, \`package_name\` text not null, \`table_name\` text not null, \`table_prefix\` text not null default '', \`pk_name\` text not null default 'id', \`base_mode\` integer not null default 2, \`tenant_mode\` integer not null default 2, \`wrap_mode\` integer not null default 2, \`feign_mode\` integer not null default 1, \`code_style\` text not null default 'saber', \`template_type\` text not null default 'crud', \`author\` text not null default '', \`sub_model_id\` text null, \`sub_fk_id\` text null, \`tree_id\` text null, \`tree_pid\` text null, \`tree_name\` text null, \`api_path\` text not null default '', \`web_path\` text not null default '', primary key (\`id\`));`);

    this.addSql(`create table \`blade_model\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`datasource_id\` text not null, \`model_name\` text not null, \`model_code\` text not null, \`model_table\` text not null, \`model_class\` text not null, \`model_remark\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_model_model_table_index\` on \`blade_model\` (\`model_table\`);`);

    this.addSql(`create table \`blade_model_prototype\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`model_id\` text not null, \`jdbc_name\` text not null, \`jdbc_type\` text not null, \`jdbc_comment\` text not null default '', \`property_name\` text not null, \`property_type\` text not null, \`property_entity\` text not null, \`is_list\` integer not null default false, \`is_form\` integer not null default false, \`is_row\` integer not null default false, \`is_required\` integer not null default false, \`is_query\` integer not null default false, \`component_type\` text not null, \`dict_code\` text not null default '', \`query_type\` text not null, \`max_length\` integer null, \`sort\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`blade_model_prototype_model_id_index\` on \`blade_model_prototype\` (\`model_id\`);`);
  }

}
