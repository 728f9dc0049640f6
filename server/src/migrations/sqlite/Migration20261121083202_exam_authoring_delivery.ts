import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083202_exam_authoring_delivery extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`exam_examination_dept\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`examination_id\` text not null, \`dept_id\` text not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_examination_dept_tenant_id_index\` on \`exam_examination_dept\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_examination_dept_tenant_id_dept_id_index\` on \`exam_examination_dept\` (\`tenant_id\`, \`dept_id\`);`);
    this.addSql(`create unique index \`exam_examination_dept_examination_id_dept_id_unique\` on \`exam_examination_dept\` (\`examination_id\`, \`dept_id\`);`);

    this.addSql(`create table \`exam_examination_user\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`examination_id\` text not null, \`user_id\` text not null, \`dept_id\` text null, \`candidate_status\` text not null default 'ACTIVE', \`added_by\` text not null, \`added_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_examination_user_tenant_id_index\` on \`exam_examination_user\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_examination_user_tenant_id_user_id_candidate_status_index\` on \`exam_examination_user\` (\`tenant_id\`, \`user_id\`, \`candidate_status\`);`);
    this.addSql(`create unique index \`exam_examination_user_examination_id_user_id_unique\` on \`exam_examination_user\` (\`examination_id\`, \`user_id\`);`);

    this.addSql(`create table \`exam_examination\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`name\` text not null, \`description\` text null, \`instructions\` text null, \`paper_id\` text not null, \`snapshot_id\` text null, \`kind\` text not null default 'FORMAL', \`open_at\` datetime not null, \`close_at\` datetime not null, \`timing_mode\` text not null default 'FIXED_WINDOW', \`duration_min\` integer not null, \`overdue_handling\` text not null default 'AUTO_SUBMIT', \`grace_sec\` integer not null default 0, \`max_attempts\` integer not null default 1, \`grade_method\` text not null default 'HIGHEST', \`pass_score\` integer not null default 0, \`shuffle_questions\` integer not null default false, \`shuffle_options\` integer not null default false, \`navigation\` text not null default 'FREE', \`questions_per_page\` integer not null default 1, \`audience_mode\` text not null default 'ROSTER', \`audience_dept_ids\` text null, \`require_fullscreen\` integer not null default false, \`max_focus_loss\` integer not null default 0, \`integrity_action\` text not null default 'LOG_ONLY', \`disable_copy_paste\` integer not null default false, \`review_policy\` text not null, \`results_release_at\` datetime null, \`results_released_at\` datetime null, \`exam_status\` text not null default 'DRAFT', \`published_at\` datetime null, \`cancel_reason\` text null, \`cancelled_at\` datetime null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_examination_tenant_id_index\` on \`exam_examination\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_examination_paper_id_index\` on \`exam_examination\` (\`paper_id\`);`);
    this.addSql(`create index \`exam_examination_exam_status_close_at_index\` on \`exam_examination\` (\`exam_status\`, \`close_at\`);`);
    this.addSql(`create index \`exam_examination_exam_status_open_at_index\` on \`exam_examination\` (\`exam_status\`, \`open_at\`);`);
    this.addSql(`create index \`exam_examination_tenant_id_exam_status_open_at_index\` on \`exam_examination\` (\`tenant_id\`, \`exam_status\`, \`open_at\`);`);

    this.addSql(`create table \`exam_paper_snapshot\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`examination_id\` text not null, \`data\` text not null, \`total_score\` integer not null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_paper_snapshot_tenant_id_index\` on \`exam_paper_snapshot\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_paper_snapshot_examination_id_index\` on \`exam_paper_snapshot\` (\`examination_id\`);`);

    this.addSql(`create table \`exam_test_paper\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`name\` text not null, \`description\` text null, \`mode\` text not null default 'FIXED', \`pass_score\` integer not null default 0, \`suggested_duration_min\` integer null, \`paper_status\` text not null default 'DRAFT', \`total_score\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`exam_test_paper_tenant_id_index\` on \`exam_test_paper\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_test_paper_tenant_id_paper_status_index\` on \`exam_test_paper\` (\`tenant_id\`, \`paper_status\`);`);

    this.addSql(`create table \`exam_paper_draw_rule\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`paper_id\` text not null, \`section_id\` text not null, \`bank_id\` text not null, \`question_type\` text not null, \`difficulty\` integer null, \`count\` integer not null, \`score_each\` integer not null, \`sort\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`exam_paper_draw_rule_tenant_id_index\` on \`exam_paper_draw_rule\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_paper_draw_rule_tenant_id_paper_id_section_id_sort_index\` on \`exam_paper_draw_rule\` (\`tenant_id\`, \`paper_id\`, \`section_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_subject_test\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`paper_id\` text not null, \`section_id\` text not null, \`question_id\` text not null, \`score\` integer not null, \`sort\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`exam_subject_test_tenant_id_index\` on \`exam_subject_test\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_subject_test_tenant_id_question_id_index\` on \`exam_subject_test\` (\`tenant_id\`, \`question_id\`);`);
    this.addSql(`create index \`exam_subject_test_tenant_id_paper_id_section_id_sort_index\` on \`exam_subject_test\` (\`tenant_id\`, \`paper_id\`, \`section_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_paper_section\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`paper_id\` text not null, \`title\` text not null, \`instructions\` text null, \`sort\` integer not null default 0, \`shuffle_questions\` integer not null default false, primary key (\`id\`));`);
    this.addSql(`create index \`exam_paper_section_tenant_id_index\` on \`exam_paper_section\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_paper_section_tenant_id_paper_id_sort_index\` on \`exam_paper_section\` (\`tenant_id\`, \`paper_id\`, \`sort\`);`);

    this.addSql(`create table \`exam_subject\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`bank_id\` text not null, \`question_type\` text not null, \`stem\` text not null, \`difficulty\` integer not null default 3, \`tags\` text not null, \`explanation\` text null, \`default_score\` integer not null default 100, \`question_status\` text not null default 'DRAFT', \`multi_select_scoring\` text not null default 'ALL_OR_NOTHING', \`blanks\` text not null, \`case_sensitive\` integer not null default false, \`reference_answer\` text null, \`file_rule\` text null, \`version\` integer not null default 1, primary key (\`id\`));`);
    this.addSql(`create index \`exam_subject_tenant_id_index\` on \`exam_subject\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_subject_tenant_id_bank_id_question_type_question_status_difficulty_index\` on \`exam_subject\` (\`tenant_id\`, \`bank_id\`, \`question_type\`, \`question_status\`, \`difficulty\`);`);

    this.addSql(`create table \`exam_question_bank\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`name\` text not null, \`code\` text not null, \`description\` text null, primary key (\`id\`));`);
    this.addSql(`create index \`exam_question_bank_tenant_id_index\` on \`exam_question_bank\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_question_bank_tenant_id_name_index\` on \`exam_question_bank\` (\`tenant_id\`, \`name\`);`);
    this.addSql(`create unique index \`exam_question_bank_tenant_id_code_unique\` on \`exam_question_bank\` (\`tenant_id\`, \`code\`);`);

    this.addSql(`create table \`exam_subject_option\` (\`id\` text not null, \`create_user\` text null, \`create_dept\` text null, \`create_time\` datetime not null, \`update_user\` text null, \`update_time\` datetime not null, \`status\` integer not null default 1, \`is_deleted\` integer not null default 0, \`tenant_id\` text not null, \`question_id\` text not null, \`content\` text not null, \`is_correct\` integer not null default false, \`weight_pct\` integer not null default 0, \`sort\` integer not null default 0, primary key (\`id\`));`);
    this.addSql(`create index \`exam_subject_option_tenant_id_index\` on \`exam_subject_option\` (\`tenant_id\`);`);
    this.addSql(`create index \`exam_subject_option_tenant_id_question_id_sort_index\` on \`exam_subject_option\` (\`tenant_id\`, \`question_id\`, \`sort\`);`);
  }

}
