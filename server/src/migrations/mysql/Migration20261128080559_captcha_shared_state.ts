import { Migration } from '@mikro-orm/migrations';

export class Migration20261128080559_captcha_shared_state extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop table if exists \`auth_captcha\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table \`auth_captcha\` (\`id\` bigint unsigned not null, \`create_user\` bigint null, \`create_dept\` bigint null, \`create_time\` datetime(3) not null, \`update_user\` bigint null, \`update_time\` datetime(3) not null, \`status\` int not null default 1, \`is_deleted\` int not null default 0, \`captcha_key\` varchar(64) not null, \`code_hash\` varchar(64) not null, \`expires_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB;`);
    this.addSql(`alter table \`auth_captcha\` add unique \`auth_captcha_captcha_key_unique\`(\`captcha_key\`);`);
  }

}
