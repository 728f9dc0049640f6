import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170254_workflow extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`blade_process_leave\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`process_definition_id\` text not null, \`process_instance_id\` text null, \`start_time\` datetime not null, \`end_time\` datetime not null, \`days\` integer not null, \`reason\` text not null, \`task_user\` text not null, \`apply_time\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`blade_process_leave_tenant_id_index\` on \`blade_process_leave\` (\`tenant_id\`);`);
    this.addSql(`create index \`process_leave_instance_index\` on \`blade_process_leave\` (\`process_instance_id\`);`);
    this.addSql(`create index \`process_leave_tenant_creator_index\` on \`blade_process_leave\` (\`tenant_id\`, \`create_user\`);`);

    this.addSql(`create table \`wf_activity_history\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`instance_id\` text not null, \`seq\` integer not null, \`activity_id\` text not null, \`activity_name\` text null, \`activity_type\` text not null, \`execution_id\` text not null, \`task_id\` text null, \`assignee_id\` text null, \`started_at\` datetime not null, \`ended_at\` datetime null, \`duration_ms\` bigint null, primary key (\`id\`));`);
    this.addSql(`create index \`wf_activity_history_tenant_id_index\` on \`wf_activity_history\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_history_instance_seq_index\` on \`wf_activity_history\` (\`instance_id\`, \`seq\`);`);
    this.addSql(`create unique index \`wf_history_instance_execution_activity_unique\` on \`wf_activity_history\` (\`instance_id\`, \`execution_id\`, \`activity_id\`);`);

    this.addSql(`create table \`wf_comment\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`instance_id\` text not null, \`task_id\` text null, \`user_id\` text not null, \`comment_type\` text not null, \`message\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`wf_comment_tenant_id_index\` on \`wf_comment\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_comment_task_index\` on \`wf_comment\` (\`task_id\`);`);
    this.addSql(`create index \`wf_comment_instance_index\` on \`wf_comment\` (\`instance_id\`, \`create_time\`);`);

    this.addSql(`create table \`wf_deployment\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`name\` text not null, \`category\` text null, \`source\` text not null, \`model_id\` text null, \`resource_name\` text null, \`deployed_at\` datetime not null, \`deployed_by\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`wf_deployment_tenant_id_index\` on \`wf_deployment\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_deployment_tenant_deployed_index\` on \`wf_deployment\` (\`tenant_id\`, \`deployed_at\`);`);

    this.addSql(`create table \`wf_instance_state\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`state\` text not null, \`engine_version\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`wf_instance_state_tenant_id_index\` on \`wf_instance_state\` (\`tenant_id\`);`);

    this.addSql(`create table \`wf_job\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`instance_id\` text not null, \`activity_id\` text not null, \`execution_id\` text not null, \`job_type\` text not null default 'TIMER', \`due_at\` datetime not null, \`job_status\` text not null default 'SCHEDULED', \`locked_by\` text null, \`lock_expires_at\` datetime null, \`attempts\` integer not null default 0, \`last_error\` text null, \`rev\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`wf_job_tenant_id_index\` on \`wf_job\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_job_instance_status_index\` on \`wf_job\` (\`instance_id\`, \`job_status\`);`);
    this.addSql(`create index \`wf_job_status_due_index\` on \`wf_job\` (\`job_status\`, \`due_at\`);`);

    this.addSql(`create table \`wf_model\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`model_key\` text not null, \`name\` text not null, \`category\` text null, \`description\` text null, \`xml\` text null, \`rev\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`wf_model_tenant_id_index\` on \`wf_model\` (\`tenant_id\`);`);
    this.addSql(`create unique index \`wf_model_tenant_key_unique\` on \`wf_model\` (\`tenant_id\`, \`model_key\`);`);

    this.addSql(`create table \`wf_process_definition\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`deployment_id\` text not null, \`definition_key\` text not null, \`name\` text not null, \`version\` integer not null, \`category\` text null, \`description\` text null, \`suspended\` integer not null default false, \`is_latest\` integer not null default true, \`xml\` text not null, \`serialized_context\` text not null, \`starter_users\` text null, \`starter_groups\` text null, \`engine_version\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`wf_process_definition_tenant_id_index\` on \`wf_process_definition\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_definition_deployment_index\` on \`wf_process_definition\` (\`deployment_id\`);`);
    this.addSql(`create index \`wf_definition_tenant_latest_category_index\` on \`wf_process_definition\` (\`tenant_id\`, \`is_latest\`, \`category\`);`);
    this.addSql(`create unique index \`wf_definition_tenant_key_version_unique\` on \`wf_process_definition\` (\`tenant_id\`, \`definition_key\`, \`version\`);`);

    this.addSql(`create table \`wf_process_instance\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`definition_id\` text not null, \`definition_key\` text not null, \`definition_version\` integer not null, \`category\` text null, \`business_key\` text null, \`business_table\` text null, \`business_id\` text null, \`name\` text not null, \`start_user_id\` text not null, \`started_at\` datetime not null, \`ended_at\` datetime null, \`end_activity_id\` text null, \`instance_status\` text not null default 'RUNNING', \`suspended\` integer not null default false, \`delete_reason\` text null, \`variables\` text not null, \`rev\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`wf_process_instance_tenant_id_index\` on \`wf_process_instance\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_instance_definition_status_index\` on \`wf_process_instance\` (\`definition_id\`, \`instance_status\`);`);
    this.addSql(`create index \`wf_instance_tenant_starter_index\` on \`wf_process_instance\` (\`tenant_id\`, \`start_user_id\`, \`started_at\`);`);
    this.addSql(`create index \`wf_instance_tenant_status_started_index\` on \`wf_process_instance\` (\`tenant_id\`, \`instance_status\`, \`started_at\`);`);
    this.addSql(`create unique index \`wf_instance_tenant_business_key_unique\` on \`wf_process_instance\` (\`tenant_id\`, \`business_key\`);`);

    this.addSql(`create table \`wf_task\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`instance_id\` text not null, \`definition_id\` text not null, \`definition_key\` text not null, \`category\` text null, \`activity_id\` text not null, \`execution_id\` text not null, \`name\` text not null, \`assignee_id\` text null, \`owner_id\` text null, \`task_status\` text not null default 'ACTIVE', \`priority\` integer not null default 50, \`due_at\` datetime null, \`form_key\` text null, \`claimed_at\` datetime null, \`ended_at\` datetime null, \`completed_by\` text null, \`outcome\` text null, \`rev\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`wf_task_tenant_id_index\` on \`wf_task\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_task_instance_status_index\` on \`wf_task\` (\`instance_id\`, \`task_status\`);`);
    this.addSql(`create index \`wf_task_tenant_completed_index\` on \`wf_task\` (\`tenant_id\`, \`completed_by\`, \`ended_at\`);`);
    this.addSql(`create index \`wf_task_tenant_assignee_index\` on \`wf_task\` (\`tenant_id\`, \`assignee_id\`, \`task_status\`, \`create_time\`);`);
    this.addSql(`create unique index \`wf_task_instance_execution_unique\` on \`wf_task\` (\`instance_id\`, \`execution_id\`);`);

    this.addSql(`create table \`wf_task_candidate\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`task_id\` text not null, \`kind\` text not null, \`ref\` text not null, \`open\` integer not null default true, primary key (\`id\`));`);
    this.addSql(`create index \`wf_task_candidate_tenant_id_index\` on \`wf_task_candidate\` (\`tenant_id\`);`);
    this.addSql(`create index \`wf_candidate_claim_index\` on \`wf_task_candidate\` (\`tenant_id\`, \`kind\`, \`ref\`, \`open\`, \`create_time\`);`);
    this.addSql(`create unique index \`wf_candidate_task_kind_ref_unique\` on \`wf_task_candidate\` (\`task_id\`, \`kind\`, \`ref\`);`);
  }

}
