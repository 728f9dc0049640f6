import { Migration } from '@mikro-orm/migrations';

export class Migration20261121095213_exam extends Migration {

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

    this.addSql(`create table \`exam_examination_dept\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`dept_id\` bigint not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_examination_dept\` add index \`exam_examination_dept_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_examination_dept\` add index \`exam_examination_dept_tenant_id_dept_id_index\`(\`tenant_id\`, \`dept_id\`);`);
    this.addSql(`alter table \`exam_examination_dept\` add unique \`exam_examination_dept_examination_id_dept_id_unique\`(\`examination_id\`, \`dept_id\`);`);

    this.addSql(`create table \`exam_examination_user\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`user_id\` bigint not null, \`dept_id\` bigint null, \`candidate_status\` varchar(20) not null default 'ACTIVE', \`added_by\` bigint not null, \`added_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_examination_user\` add index \`exam_examination_user_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_examination_user\` add index \`exam_examination_user_tenant_id_user_id_candidate_status_index\`(\`tenant_id\`, \`user_id\`, \`candidate_status\`);`);
    this.addSql(`alter table \`exam_examination_user\` add unique \`exam_examination_user_examination_id_user_id_unique\`(\`examination_id\`, \`user_id\`);`);

    this.addSql(`create table \`exam_examination\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`name\` varchar(255) not null, \`description\` varchar(2000) null, \`instructions\` mediumtext null, \`paper_id\` bigint not null, \`snapshot_id\` bigint null, \`kind\` varchar(20) not null default 'FORMAL', \`open_at\` datetime(3) not null, \`close_at\` datetime(3) not null, \`timing_mode\` varchar(20) not null default 'FIXED_WINDOW', \`duration_min\` int not null, \`overdue_handling\` varchar(20) not null default 'AUTO_SUBMIT', \`grace_sec\` int not null default 0, \`max_attempts\` int not null default 1, \`grade_method\` varchar(20) not null default 'HIGHEST', \`pass_score\` int not null default 0, \`shuffle_questions\` tinyint(1) not null default false, \`shuffle_options\` tinyint(1) not null default false, \`navigation\` varchar(20) not null default 'FREE', \`questions_per_page\` int not null default 1, \`audience_mode\` varchar(20) not null default 'ROSTER', \`audience_dept_ids\` mediumtext null, \`require_fullscreen\` tinyint(1) not null default false, \`max_focus_loss\` int not null default 0, \`integrity_action\` varchar(20) not null default 'LOG_ONLY', \`disable_copy_paste\` tinyint(1) not null default false, \`review_policy\` mediumtext not null, \`results_release_at\` datetime(3) null, \`results_released_at\` datetime(3) null, \`exam_status\` varchar(20) not null default 'DRAFT', \`published_at\` datetime(3) null, \`cancel_reason\` varchar(500) null, \`cancelled_at\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_examination\` add index \`exam_examination_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_examination\` add index \`exam_examination_paper_id_index\`(\`paper_id\`);`);
    this.addSql(`alter table \`exam_examination\` add index \`exam_examination_exam_status_close_at_index\`(\`exam_status\`, \`close_at\`);`);
    this.addSql(`alter table \`exam_examination\` add index \`exam_examination_exam_status_open_at_index\`(\`exam_status\`, \`open_at\`);`);
    this.addSql(`alter table \`exam_examination\` add index \`exam_examination_tenant_id_exam_status_open_at_index\`(\`tenant_id\`, \`exam_status\`, \`open_at\`);`);

    this.addSql(`create table \`exam_paper_snapshot\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`data\` mediumtext not null, \`total_score\` int not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_paper_snapshot\` add index \`exam_paper_snapshot_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_paper_snapshot\` add index \`exam_paper_snapshot_examination_id_index\`(\`examination_id\`);`);

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

    this.addSql(`create table \`exam_key_override\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`examination_id\` bigint not null, \`question_id\` bigint not null, \`question\` text not null, \`mode\` varchar(16) not null, \`reason\` varchar(500) not null, \`by_user_id\` bigint not null, \`applied_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_key_override\` add index \`exam_key_override_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_key_override\` add unique \`exam_key_override_tenant_id_examination_id_question_id_unique\`(\`tenant_id\`, \`examination_id\`, \`question_id\`);`);

    this.addSql(`create table \`exam_test_paper\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`name\` varchar(200) not null, \`description\` varchar(1000) null, \`mode\` varchar(20) not null default 'FIXED', \`pass_score\` int not null default 0, \`suggested_duration_min\` int null, \`paper_status\` varchar(20) not null default 'DRAFT', \`total_score\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_test_paper\` add index \`exam_test_paper_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_test_paper\` add index \`exam_test_paper_tenant_id_paper_status_index\`(\`tenant_id\`, \`paper_status\`);`);

    this.addSql(`create table \`exam_paper_draw_rule\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`paper_id\` bigint not null, \`section_id\` bigint not null, \`bank_id\` bigint not null, \`question_type\` varchar(20) not null, \`difficulty\` int null, \`count\` int not null, \`score_each\` int not null, \`sort\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_paper_draw_rule\` add index \`exam_paper_draw_rule_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_paper_draw_rule\` add index \`exam_paper_draw_rule_tenant_id_paper_id_section_id_sort_index\`(\`tenant_id\`, \`paper_id\`, \`section_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_subject_test\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`paper_id\` bigint not null, \`section_id\` bigint not null, \`question_id\` bigint not null, \`score\` int not null, \`sort\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_subject_test\` add index \`exam_subject_test_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_subject_test\` add index \`exam_subject_test_tenant_id_question_id_index\`(\`tenant_id\`, \`question_id\`);`);
    this.addSql(`alter table \`exam_subject_test\` add index \`exam_subject_test_tenant_id_paper_id_section_id_sort_index\`(\`tenant_id\`, \`paper_id\`, \`section_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_paper_section\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`paper_id\` bigint not null, \`title\` varchar(200) not null, \`instructions\` varchar(2000) null, \`sort\` int not null default 0, \`shuffle_questions\` tinyint(1) not null default false, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_paper_section\` add index \`exam_paper_section_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_paper_section\` add index \`exam_paper_section_tenant_id_paper_id_sort_index\`(\`tenant_id\`, \`paper_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_subject\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`bank_id\` bigint not null, \`question_type\` varchar(20) not null, \`stem\` mediumtext not null, \`difficulty\` int not null default 3, \`tags\` text not null, \`explanation\` mediumtext null, \`default_score\` int not null default 100, \`question_status\` varchar(20) not null default 'DRAFT', \`multi_select_scoring\` varchar(20) not null default 'ALL_OR_NOTHING', \`blanks\` text not null, \`case_sensitive\` tinyint(1) not null default false, \`reference_answer\` mediumtext null, \`file_rule\` text null, \`version\` int not null default 1, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_subject\` add index \`exam_subject_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_subject\` add index \`exam_subject_tenant_id_bank_id_question_type_questi_0f4ee_index\`(\`tenant_id\`, \`bank_id\`, \`question_type\`, \`question_status\`, \`difficulty\`);`);

    this.addSql(`create table \`exam_question_bank\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`name\` varchar(100) not null, \`code\` varchar(64) not null, \`description\` varchar(500) null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_question_bank\` add index \`exam_question_bank_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_question_bank\` add index \`exam_question_bank_tenant_id_name_index\`(\`tenant_id\`, \`name\`);`);
    this.addSql(`alter table \`exam_question_bank\` add unique \`exam_question_bank_tenant_id_code_unique\`(\`tenant_id\`, \`code\`);`);

    this.addSql(`create table \`exam_subject_option\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`question_id\` bigint not null, \`content\` mediumtext not null, \`is_correct\` tinyint(1) not null default false, \`weight_pct\` int not null default 0, \`sort\` int not null default 0, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_subject_option\` add index \`exam_subject_option_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_subject_option\` add index \`exam_subject_option_tenant_id_question_id_sort_index\`(\`tenant_id\`, \`question_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_response_file\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`tenant_id\` varchar(12) not null, \`attempt_item_id\` bigint not null, \`attempt_id\` bigint not null, \`storage_key\` varchar(255) not null, \`storage_category\` int not null, \`oss_id\` bigint null, \`filename\` varchar(255) not null, \`mime\` varchar(128) not null, \`size\` int not null, \`sha256\` varchar(64) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`exam_response_file\` add index \`exam_response_file_tenant_id_index\`(\`tenant_id\`);`);
    this.addSql(`alter table \`exam_response_file\` add index \`exam_response_file_tenant_id_attempt_item_id_index\`(\`tenant_id\`, \`attempt_item_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_attempt\`;`);

    this.addSql(`drop table if exists \`exam_examination_user_option\`;`);

    this.addSql(`drop table if exists \`exam_examination_dept\`;`);

    this.addSql(`drop table if exists \`exam_examination_user\`;`);

    this.addSql(`drop table if exists \`exam_examination\`;`);

    this.addSql(`drop table if exists \`exam_paper_snapshot\`;`);

    this.addSql(`drop table if exists \`exam_grade_change\`;`);

    this.addSql(`drop table if exists \`exam_grading_lock\`;`);

    this.addSql(`drop table if exists \`exam_integrity_event\`;`);

    this.addSql(`drop table if exists \`exam_key_override\`;`);

    this.addSql(`drop table if exists \`exam_test_paper\`;`);

    this.addSql(`drop table if exists \`exam_paper_draw_rule\`;`);

    this.addSql(`drop table if exists \`exam_subject_test\`;`);

    this.addSql(`drop table if exists \`exam_paper_section\`;`);

    this.addSql(`drop table if exists \`exam_subject\`;`);

    this.addSql(`drop table if exists \`exam_question_bank\`;`);

    this.addSql(`drop table if exists \`exam_subject_option\`;`);

    this.addSql(`drop table if exists \`exam_response_file\`;`);
  }

}
