import { Migration } from '@mikro-orm/migrations';

export class Migration20261121082520_exam_authoring extends Migration {

  override async up(): Promise<void> {
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
