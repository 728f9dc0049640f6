import { Migration } from '@mikro-orm/migrations';

export class Migration20261128080558_captcha_shared_state extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop table if exists \`auth_captcha\`;`);
  }

}
