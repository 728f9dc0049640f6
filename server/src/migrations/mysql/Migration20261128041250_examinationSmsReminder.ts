import { Migration } from '@mikro-orm/migrations';

export class Migration20261128041250_examinationSmsReminder extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`exam_examination\` add \`sms_reminder\` tinyint(1) not null default false, add \`sms_reminder_minutes\` int not null default 60, add \`sms_reminder_sent_at\` datetime(3) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`exam_examination\` drop column \`sms_reminder\`, drop column \`sms_reminder_minutes\`, drop column \`sms_reminder_sent_at\`;`);
  }

}
