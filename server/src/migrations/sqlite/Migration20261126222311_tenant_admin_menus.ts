import { Migration } from '@mikro-orm/migrations';

export class Migration20261126222311_tenant_admin_menus extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`blade_tenant\` add column \`admin_menu_digest\` text null;`);
  }

}
