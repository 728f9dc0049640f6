import { Migration } from '@mikro-orm/migrations';

export class Migration20261128003232_develop_models_codes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_code\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`model_id\` bigint not null, \`code_name\` varchar(100) not null, \`service_name\` varchar(64) not null, \`package_name\` varchar(100) not null, \`table_name\` varchar(64) not null, \`table_prefix\` varchar(32) not null default '', \`pk_name\` varchar(64) not null default 'id', \`base_mode\` int not null default 2, \`tenant_mode\` int not null default 2, \`wrap_mode\` int not null default 2, \`feign_mode\` int not null default 1, \`code_style\` varchar(32) not null default 'saber', \`template_type\` varchar(16) not null default 'crud', \`author\` varchar(64) not null default '', \`sub_model_id\` bigint null, \`sub_fk_id\` varchar(64) null, \`tree_id\` varchar(64) null, \`tree_pid\` varchar(64) null, \`tree_name\` varchar(64) null, \`api_path\` varchar(255) not null default '', \`web_path\` varchar(255) not null default '', primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);

    this.addSql(`create table \`blade_model\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`datasource_id\` bigint not null, \`model_name\` varchar(100) not null, \`model_code\` varchar(100) not null, \`model_table\` varchar(64) not null, \`model_class\` varchar(100) not null, \`model_remark\` varchar(255) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_model\` add index \`blade_model_model_table_index\`(\`model_table\`);`);

    this.addSql(`create table \`blade_model_prototype\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`model_id\` bigint not null, \`jdbc_name\` varchar(64) not null, \`jdbc_type\` varchar(100) not null, \`jdbc_comment\` varchar(255) not null default '', \`property_name\` varchar(64) not null, \`property_type\` varchar(32) not null, \`property_entity\` varchar(32) not null, \`is_list\` tinyint(1) not null default false, \`is_form\` tinyint(1) not null default false, \`is_row\` tinyint(1) not null default false, \`is_required\` tinyint(1) not null default false, \`is_query\` tinyint(1) not null default false, \`component_type\` varchar(32) not null, \`dict_code\` varchar(64) not null default '', \`query_type\` varchar(32) not null, \`max_length\` int null, \`sort\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_model_prototype\` add index \`blade_model_prototype_model_id_index\`(\`model_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_code\`;`);

    this.addSql(`drop table if exists \`blade_model\`;`);

    this.addSql(`drop table if exists \`blade_model_prototype\`;`);
  }

}
