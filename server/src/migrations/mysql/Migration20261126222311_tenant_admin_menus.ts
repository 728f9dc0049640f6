import { Migration } from '@mikro-orm/migrations';

export class Migration20261126222311_tenant_admin_menus extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`blade_tenant\` add \`admin_menu_digest\` varchar(64) null;`);

    this.addSql(`alter table \`blade_tenant_package\` modify \`menu_id\` text not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`blade_tenant\` drop column \`admin_menu_digest\`;`);

    this.addSql(`alter table \`blade_tenant_package\` modify \`menu_id\` varchar(3000) not null;`);
  }

}
