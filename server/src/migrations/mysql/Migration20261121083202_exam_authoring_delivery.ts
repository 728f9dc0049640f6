import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083202_exam_authoring_delivery extends Migration {

  override async up(): Promise<void> {
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
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_examination_dept\`;`);

    this.addSql(`drop table if exists \`exam_examination_user\`;`);

    this.addSql(`drop table if exists \`exam_examination\`;`);

    this.addSql(`drop table if exists \`exam_paper_snapshot\`;`);

    this.addSql(`drop table if exists \`exam_test_paper\`;`);

    this.addSql(`drop table if exists \`exam_paper_draw_rule\`;`);

    this.addSql(`drop table if exists \`exam_subject_test\`;`);

    this.addSql(`drop table if exists \`exam_paper_section\`;`);

    this.addSql(`drop table if exists \`exam_subject\`;`);

    this.addSql(`drop table if exists \`exam_question_bank\`;`);

    this.addSql(`drop table if exists \`exam_subject_option\`;`);
  }

}
