import { Migration } from '@mikro-orm/migrations';

export class Migration20261128041249_examinationSmsReminder extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`exam_examination\` add column \`sms_reminder\` integer not null default false;`);
    this.addSql(`alter table \`exam_examination\` add column \`sms_reminder_minutes\` integer not null default 60;`);
    this.addSql(`alter table \`exam_examination\` add column \`sms_reminder_sent_at\` datetime null;`);
  }

}
