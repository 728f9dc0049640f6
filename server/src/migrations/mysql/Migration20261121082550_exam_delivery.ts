import { Migration } from '@mikro-orm/migrations';

export class Migration20261121082550_exam_delivery extends Migration {

  override async up(): Promise<void> {
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
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`exam_examination_user\`;`);

    this.addSql(`drop table if exists \`exam_examination\`;`);

    this.addSql(`drop table if exists \`exam_paper_snapshot\`;`);
  }

}
