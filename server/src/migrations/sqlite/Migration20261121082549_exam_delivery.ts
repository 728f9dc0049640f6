import { Migration } from '@mikro-orm/migrations';

export class Migration20261121082549_exam_delivery extends Migration {

  override async up(): Promise<void> {
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
  }

}
