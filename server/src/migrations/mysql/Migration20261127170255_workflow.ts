import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170255_workflow extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_process_leave\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`process_definition_id\` bigint not null, \`process_instance_id\` bigint null, \`start_time\` datetime(3) not null, \`end_time\` datetime(3) not null, \`days\` int not null, \`reason\` varchar(2000) not null, \`task_user\` bigint not null, \`apply_time\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`blade_process_leave\` add index \`blade_process_leave_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`blade_process_leave\` add index \`process_leave_instance_index\`(\`process_instance_id\`);`);
    this.addSql(`alter table \`blade_process_leave\` add index \`process_leave_tenant_creator_index\`(\`tenant_id\`, \`create_user\`);`);

    this.addSql(`create table \`wf_activity_history\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`instance_id\` bigint not null, \`seq\` int not null, \`activity_id\` varchar(255) not null, \`activity_name\` varchar(255) null, \`activity_type\` varchar(64) not null, \`execution_id\` varchar(255) not null, \`task_id\` bigint null, \`assignee_id\` bigint null, \`started_at\` datetime(3) not null, \`ended_at\` datetime(3) null, \`duration_ms\` bigint null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_activity_history\` add index \`wf_activity_history_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_activity_history\` add index \`wf_history_instance_seq_index\`(\`instance_id\`, \`seq\`);`);
    this.addSql(`alter table \`wf_activity_history\` add unique \`wf_history_instance_execution_activity_unique\`(\`instance_id\`, \`execution_id\`, \`activity_id\`);`);

    this.addSql(`create table \`wf_comment\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`instance_id\` bigint not null, \`task_id\` bigint null, \`user_id\` bigint not null, \`comment_type\` varchar(16) not null, \`message\` varchar(2000) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_comment\` add index \`wf_comment_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_comment\` add index \`wf_comment_task_index\`(\`task_id\`);`);
    this.addSql(`alter table \`wf_comment\` add index \`wf_comment_instance_index\`(\`instance_id\`, \`create_time\`);`);

    this.addSql(`create table \`wf_deployment\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`name\` varchar(255) not null, \`category\` varchar(255) null, \`source\` varchar(16) not null, \`model_id\` bigint null, \`resource_name\` varchar(255) null, \`deployed_at\` datetime(3) not null, \`deployed_by\` bigint null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_deployment\` add index \`wf_deployment_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_deployment\` add index \`wf_deployment_tenant_deployed_index\`(\`tenant_id\`, \`deployed_at\`);`);

    this.addSql(`create table \`wf_instance_state\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`state\` mediumtext not null, \`engine_version\` varchar(32) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_instance_state\` add index \`wf_instance_state_tenant_id_index\`(\`tenant_id\`);`);

    this.addSql(`create table \`wf_job\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`instance_id\` bigint not null, \`activity_id\` varchar(255) not null, \`execution_id\` varchar(255) not null, \`job_type\` varchar(16) not null default 'TIMER', \`due_at\` datetime(3) not null, \`job_status\` varchar(16) not null default 'SCHEDULED', \`locked_by\` varchar(64) null, \`lock_expires_at\` datetime(3) null, \`attempts\` int not null default 0, \`last_error\` varchar(2000) null, \`rev\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_job\` add index \`wf_job_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_job\` add index \`wf_job_instance_status_index\`(\`instance_id\`, \`job_status\`);`);
    this.addSql(`alter table \`wf_job\` add index \`wf_job_status_due_index\`(\`job_status\`, \`due_at\`);`);

    this.addSql(`create table \`wf_model\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`model_key\` varchar(255) not null, \`name\` varchar(255) not null, \`category\` varchar(255) null, \`description\` varchar(2000) null, \`xml\` mediumtext null, \`rev\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_model\` add index \`wf_model_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_model\` add unique \`wf_model_tenant_key_unique\`(\`tenant_id\`, \`model_key\`);`);

    this.addSql(`create table \`wf_process_definition\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`deployment_id\` bigint not null, \`definition_key\` varchar(255) not null, \`name\` varchar(255) not null, \`version\` int not null, \`category\` varchar(255) null, \`description\` varchar(2000) null, \`suspended\` tinyint(1) not null default false, \`is_latest\` tinyint(1) not null default true, \`xml\` mediumtext not null, \`serialized_context\` mediumtext not null, \`starter_users\` varchar(2000) null, \`starter_groups\` varchar(2000) null, \`engine_version\` varchar(32) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_process_definition\` add index \`wf_process_definition_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_process_definition\` add index \`wf_definition_deployment_index\`(\`deployment_id\`);`);
    this.addSql(`alter table \`wf_process_definition\` add index \`wf_definition_tenant_latest_category_index\`(\`tenant_id\`, \`is_latest\`, \`category\`);`);
    this.addSql(`alter table \`wf_process_definition\` add unique \`wf_definition_tenant_key_version_unique\`(\`tenant_id\`, \`definition_key\`, \`version\`);`);

    this.addSql(`create table \`wf_process_instance\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`definition_id\` bigint not null, \`definition_key\` varchar(255) not null, \`definition_version\` int not null, \`category\` varchar(255) null, \`business_key\` varchar(255) null, \`business_table\` varchar(64) null, \`business_id\` varchar(64) null, \`name\` varchar(255) not null, \`start_user_id\` bigint not null, \`started_at\` datetime(3) not null, \`ended_at\` datetime(3) null, \`end_activity_id\` varchar(255) null, \`instance_status\` varchar(16) not null default 'RUNNING', \`suspended\` tinyint(1) not null default false, \`delete_reason\` varchar(2000) null, \`variables\` mediumtext not null, \`rev\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_process_instance\` add index \`wf_process_instance_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_process_instance\` add index \`wf_instance_definition_status_index\`(\`definition_id\`, \`instance_status\`);`);
    this.addSql(`alter table \`wf_process_instance\` add index \`wf_instance_tenant_starter_index\`(\`tenant_id\`, \`start_user_id\`, \`started_at\`);`);
    this.addSql(`alter table \`wf_process_instance\` add index \`wf_instance_tenant_status_started_index\`(\`tenant_id\`, \`instance_status\`, \`started_at\`);`);
    this.addSql(`alter table \`wf_process_instance\` add unique \`wf_instance_tenant_business_key_unique\`(\`tenant_id\`, \`business_key\`);`);

    this.addSql(`create table \`wf_task\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`instance_id\` bigint not null, \`definition_id\` bigint not null, \`definition_key\` varchar(255) not null, \`category\` varchar(255) null, \`activity_id\` varchar(255) not null, \`execution_id\` varchar(255) not null, \`name\` varchar(255) not null, \`assignee_id\` bigint null, \`owner_id\` bigint null, \`task_status\` varchar(16) not null default 'ACTIVE', \`priority\` int not null default 50, \`due_at\` datetime(3) null, \`form_key\` varchar(255) null, \`claimed_at\` datetime(3) null, \`ended_at\` datetime(3) null, \`completed_by\` bigint null, \`outcome\` varchar(16) null, \`rev\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_task\` add index \`wf_task_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_task\` add index \`wf_task_instance_status_index\`(\`instance_id\`, \`task_status\`);`);
    this.addSql(`alter table \`wf_task\` add index \`wf_task_tenant_completed_index\`(\`tenant_id\`, \`completed_by\`, \`ended_at\`);`);
    this.addSql(`alter table \`wf_task\` add index \`wf_task_tenant_assignee_index\`(\`tenant_id\`, \`assignee_id\`, \`task_status\`, \`create_time\`);`);
    this.addSql(`alter table \`wf_task\` add unique \`wf_task_instance_execution_unique\`(\`instance_id\`, \`execution_id\`);`);

    this.addSql(`create table \`wf_task_candidate\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`task_id\` bigint not null, \`kind\` varchar(8) not null, \`ref\` varchar(255) not null, \`open\` tinyint(1) not null default true, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`wf_task_candidate\` add index \`wf_task_candidate_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`wf_task_candidate\` add index \`wf_candidate_claim_index\`(\`tenant_id\`, \`kind\`, \`ref\`, \`open\`, \`create_time\`);`);
    this.addSql(`alter table \`wf_task_candidate\` add unique \`wf_candidate_task_kind_ref_unique\`(\`task_id\`, \`kind\`, \`ref\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`blade_process_leave\`;`);

    this.addSql(`drop table if exists \`wf_activity_history\`;`);

    this.addSql(`drop table if exists \`wf_comment\`;`);

    this.addSql(`drop table if exists \`wf_deployment\`;`);

    this.addSql(`drop table if exists \`wf_instance_state\`;`);

    this.addSql(`drop table if exists \`wf_job\`;`);

    this.addSql(`drop table if exists \`wf_model\`;`);

    this.addSql(`drop table if exists \`wf_process_definition\`;`);

    this.addSql(`drop table if exists \`wf_process_instance\`;`);

    this.addSql(`drop table if exists \`wf_task\`;`);

    this.addSql(`drop table if exists \`wf_task_candidate\`;`);
  }

}
