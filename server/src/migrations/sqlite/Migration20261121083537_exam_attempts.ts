import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083537_exam_attempts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_attempt\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`examination_id\` text not null, \`user_id\` text not null, \`attempt_no\` integer not null, \`state\` text not null default 'IN_PROGRESS', \`snapshot_id\` text not null, \`layout\` text not null, \`started_at\` datetime not null, \`deadline_at\` datetime not null, \`submitted_at\` datetime null, \`last_saved_at\` datetime null, \`auto_score\` integer null, \`manual_score\` integer null, \`total_score\` integer null, \`passed\` integer null, \`grading_state\` text not null default 'UNGRADED', \`grading_claimed_at\` datetime null, \`graded_at\` datetime null, \`submit_source\` text null, \`submit_key\` text null, \`row_version\` integer not null default 0, \`client_ip\` text null, \`user_agent\` text null, \`integrity_count\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`exam_attempt_tenant_id_index\` on \`exam_attempt\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_attempt_tenant_id_user_id_examination_id_index\` on \`exam_attempt\` (\`tenant_id\`, \`user_id\`, \`examination_id\`);`);
    this.addSql(`create index \`exam_attempt_state_grading_state_index\` on \`exam_attempt\` (\`state\`, \`grading_state\`);`);
    this.addSql(`create index \`exam_attempt_state_deadline_at_index\` on \`exam_attempt\` (\`state\`, \`deadline_at\`);`);
    this.addSql(`create unique index \`exam_attempt_examination_id_user_id_attempt_no_unique\` on \`exam_attempt\` (\`examination_id\`, \`user_id\`, \`attempt_no\`);`);

    this.addSql(`create table \`exam_examination_user_option\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`attempt_id\` text not null, \`slot\` integer not null, \`question_id\` text not null, \`max_score\` integer not null, \`response\` text null, \`client_seq\` bigint not null default 0, \`saved_at\` datetime null, \`flagged\` integer not null default false, \`auto_score\` integer null, \`manual_score\` integer null, \`final_score\` integer null, \`is_correct\` text null, \`grading_state\` text not null default 'UNGRADED', \`grader_id\` text null, \`graded_at\` datetime null, \`feedback\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_examination_user_option_tenant_id_index\` on \`exam_examination_user_option\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_examination_user_option_grading_state_attempt_id_index\` on \`exam_examination_user_option\` (\`grading_state\`, \`attempt_id\`);`);
    this.addSql(`create index \`exam_examination_user_option_tenant_id_question_id_index\` on \`exam_examination_user_option\` (\`tenant_id\`, \`question_id\`);`);
    this.addSql(`create unique index \`exam_examination_user_option_attempt_id_slot_unique\` on \`exam_examination_user_option\` (\`attempt_id\`, \`slot\`);`);

    this.addSql(`create table \`exam_grade_change\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`attempt_item_id\` text not null, \`attempt_id\` text not null, \`old_score\` integer null, \`new_score\` integer not null, \`reason\` text null, \`by_user_id\` text not null, \`kind\` text not null, \`changed_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_grade_change_tenant_id_index\` on \`exam_grade_change\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_grade_change_tenant_id_attempt_id_index\` on \`exam_grade_change\` (\`tenant_id\`, \`attempt_id\`);`);
    this.addSql(`create index \`exam_grade_change_tenant_id_attempt_item_id_index\` on \`exam_grade_change\` (\`tenant_id\`, \`attempt_item_id\`);`);

    this.addSql(`create table \`exam_grading_lock\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`lock_key\` text not null, \`examination_id\` text not null, \`question_id\` text null, \`attempt_item_id\` text null, \`grader_id\` text not null, \`locked_at\` datetime not null, \`expires_at\` datetime not null, \`completed_at\` datetime null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_grading_lock_tenant_id_index\` on \`exam_grading_lock\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_grading_lock_tenant_id_examination_id_grader_id_index\` on \`exam_grading_lock\` (\`tenant_id\`, \`examination_id\`, \`grader_id\`);`);
    this.addSql(`create unique index \`exam_grading_lock_tenant_id_lock_key_unique\` on \`exam_grading_lock\` (\`tenant_id\`, \`lock_key\`);`);

    this.addSql(`create table \`exam_integrity_event\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`attempt_id\` text not null, \`examination_id\` text not null, \`user_id\` text not null, \`event_type\` text not null, \`occurred_at\` datetime null, \`detail\` text null, \`count_after\` integer not null default 0, \`action_taken\` text null, \`forgiven\` integer not null default false, \`forgiven_by\` text null, \`note\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_integrity_event_tenant_id_index\` on \`exam_integrity_event\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_integrity_event_tenant_id_examination_id_index\` on \`exam_integrity_event\` (\`tenant_id\`, \`examination_id\`);`);
    this.addSql(`create index \`exam_integrity_event_tenant_id_attempt_id_index\` on \`exam_integrity_event\` (\`tenant_id\`, \`attempt_id\`);`);

    this.addSql(`create table \`exam_response_file\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`attempt_item_id\` text not null, \`attempt_id\` text not null, \`storage_key\` text not null, \`storage_category\` integer not null, \`oss_id\` text null, \`filename\` text not null, \`mime\` text not null, \`size\` integer not null, \`sha256\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_response_file_tenant_id_index\` on \`exam_response_file\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_response_file_tenant_id_attempt_item_id_index\` on \`exam_response_file\` (\`tenant_id\`, \`attempt_item_id\`);`);
  }

}
