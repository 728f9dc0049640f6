import { Migration } from '@mikro-orm/migrations';

export class Migration20261121082520_exam_authoring extends Migration {

  override async up(): Promise<void> {
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
    this.addSql(`drop table if exists \`exam_test_paper\`;`);

    this.addSql(`drop table if exists \`exam_paper_draw_rule\`;`);

    this.addSql(`drop table if exists \`exam_subject_test\`;`);

    this.addSql(`drop table if exists \`exam_paper_section\`;`);

    this.addSql(`drop table if exists \`exam_subject\`;`);

    this.addSql(`drop table if exists \`exam_question_bank\`;`);

    this.addSql(`drop table if exists \`exam_subject_option\`;`);
  }

}
