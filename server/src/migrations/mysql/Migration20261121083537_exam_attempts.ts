import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083537_exam_attempts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_attempt\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`user_id\` bigint not null, \`attempt_no\` int not null, \`state\` varchar(20) not null default 'IN_PROGRESS', \`snapshot_id\` bigint not null, \`layout\` mediumtext not null, \`started_at\` datetime(3) not null, \`deadline_at\` datetime(3) not null, \`submitted_at\` datetime(3) null, \`last_saved_at\` datetime(3) null, \`auto_score\` int null, \`manual_score\` int null, \`total_score\` int null, \`passed\` tinyint(1) null, \`grading_state\` varchar(24) not null default 'UNGRADED', \`grading_claimed_at\` datetime(3) null, \`graded_at\` datetime(3) null, \`submit_source\` varchar(24) null, \`submit_key\` varchar(64) null, \`row_version\` int not null default 0, \`client_ip\` varchar(64) null, \`user_agent\` varchar(255) null, \`integrity_count\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_attempt\` add index \`exam_attempt_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_attempt\` add index \`exam_attempt_tenant_id_user_id_examination_id_index\`(\`tenant_id\`, \`user_id\`, \`examination_id\`);`);
    this.addSql(`alter table \`exam_attempt\` add index \`exam_attempt_state_grading_state_index\`(\`state\`, \`grading_state\`);`);
    this.addSql(`alter table \`exam_attempt\` add index \`exam_attempt_state_deadline_at_index\`(\`state\`, \`deadline_at\`);`);
    this.addSql(`alter table \`exam_attempt\` add unique \`exam_attempt_examination_id_user_id_attempt_no_unique\`(\`examination_id\`, \`user_id\`, \`attempt_no\`);`);

    this.addSql(`create table \`exam_examination_user_option\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_id\` bigint not null, \`slot\` int not null, \`question_id\` bigint not null, \`max_score\` int not null, \`response\` text null, \`client_seq\` bigint not null default 0, \`saved_at\` datetime(3) null, \`flagged\` tinyint(1) not null default false, \`auto_score\` int null, \`manual_score\` int null, \`final_score\` int null, \`is_correct\` varchar(10) null, \`grading_state\` varchar(20) not null default 'UNGRADED', \`grader_id\` bigint null, \`graded_at\` datetime(3) null, \`feedback\` varchar(4000) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_examination_user_option\` add index \`exam_examination_user_option_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_examination_user_option\` add index \`exam_examination_user_option_grading_state_attempt_id_index\`(\`grading_state\`, \`attempt_id\`);`);
    this.addSql(`alter table \`exam_examination_user_option\` add index \`exam_examination_user_option_tenant_id_question_id_index\`(\`tenant_id\`, \`question_id\`);`);
    this.addSql(`alter table \`exam_examination_user_option\` add unique \`exam_examination_user_option_attempt_id_slot_unique\`(\`attempt_id\`, \`slot\`);`);

    this.addSql(`create table \`exam_grade_change\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_item_id\` bigint not null, \`attempt_id\` bigint not null, \`old_score\` int null, \`new_score\` int not null, \`reason\` varchar(500) null, \`by_user_id\` bigint not null, \`kind\` varchar(16) not null, \`changed_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_grade_change\` add index \`exam_grade_change_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_grade_change\` add index \`exam_grade_change_tenant_id_attempt_id_index\`(\`tenant_id\`, \`attempt_id\`);`);
    this.addSql(`alter table \`exam_grade_change\` add index \`exam_grade_change_tenant_id_attempt_item_id_index\`(\`tenant_id\`, \`attempt_item_id\`);`);

    this.addSql(`create table \`exam_grading_lock\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`lock_key\` varchar(80) not null, \`examination_id\` bigint not null, \`question_id\` bigint null, \`attempt_item_id\` bigint null, \`grader_id\` bigint not null, \`locked_at\` datetime(3) not null, \`expires_at\` datetime(3) not null, \`completed_at\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_grading_lock\` add index \`exam_grading_lock_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_grading_lock\` add index \`exam_grading_lock_tenant_id_examination_id_grader_id_index\`(\`tenant_id\`, \`examination_id\`, \`grader_id\`);`);
    this.addSql(`alter table \`exam_grading_lock\` add unique \`exam_grading_lock_tenant_id_lock_key_unique\`(\`tenant_id\`, \`lock_key\`);`);

    this.addSql(`create table \`exam_integrity_event\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_id\` bigint not null, \`examination_id\` bigint not null, \`user_id\` bigint not null, \`event_type\` varchar(24) not null, \`occurred_at\` datetime(3) null, \`detail\` text null, \`count_after\` int not null default 0, \`action_taken\` varchar(24) null, \`forgiven\` tinyint(1) not null default false, \`forgiven_by\` bigint null, \`note\` varchar(500) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_integrity_event\` add index \`exam_integrity_event_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_integrity_event\` add index \`exam_integrity_event_tenant_id_examination_id_index\`(\`tenant_id\`, \`examination_id\`);`);
    this.addSql(`alter table \`exam_integrity_event\` add index \`exam_integrity_event_tenant_id_attempt_id_index\`(\`tenant_id\`, \`attempt_id\`);`);

    this.addSql(`create table \`exam_response_file\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_item_id\` bigint not null, \`attempt_id\` bigint not null, \`storage_key\` varchar(255) not null, \`storage_category\` int not null, \`oss_id\` bigint null, \`filename\` varchar(255) not null, \`mime\` varchar(128) not null, \`size\` int not null, \`sha256\` varchar(64) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_response_file\` add index \`exam_response_file_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_response_file\` add index \`exam_response_file_tenant_id_attempt_item_id_index\`(\`tenant_id\`, \`attempt_item_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_attempt\`;`);

    this.addSql(`drop table if exists \`exam_examination_user_option\`;`);

    this.addSql(`drop table if exists \`exam_grade_change\`;`);

    this.addSql(`drop table if exists \`exam_grading_lock\`;`);

    this.addSql(`drop table if exists \`exam_integrity_event\`;`);

    this.addSql(`drop table if exists \`exam_response_file\`;`);
  }

}
