import { Migration } from '@mikro-orm/migrations';

export class Migration20261129002034_liveUniqueKeys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`blade_dict\` add column \`live_code\` text generated always as (case when is_deleted = 0 then code end) virtual;`);
    this.addSql(`create unique index \`blade_dict_live_code_key_unique\` on \`blade_dict\` (\`live_code\`, \`dict_key\`);`);

    this.addSql(`alter table \`blade_dict_biz\` add column \`live_code\` text generated always as (case when is_deleted = 0 then code end) virtual;`);
    this.addSql(`create unique index \`blade_dict_biz_tenant_live_code_key_unique\` on \`blade_dict_biz\` (\`tenant_id\`, \`live_code\`, \`dict_key\`);`);

    this.addSql(`alter table \`blade_post\` add column \`live_post_code\` text generated always as (case when is_deleted = 0 then post_code end) virtual;`);
    this.addSql(`create unique index \`blade_post_tenant_live_code_unique\` on \`blade_post\` (\`tenant_id\`, \`live_post_code\`);`);

    this.addSql(`alter table \`report_definition\` add column \`live_code\` text generated always as (case when is_deleted = 0 then code end) virtual;`);
    this.addSql(`create unique index \`report_definition_tenant_live_code_unique\` on \`report_definition\` (\`tenant_id\`, \`live_code\`);`);

    this.addSql(`alter table \`blade_user\` add column \`live_account\` text generated always as (case when is_deleted = 0 then account end) virtual;`);
    this.addSql(`create unique index \`blade_user_tenant_live_account_unique\` on \`blade_user\` (\`tenant_id\`, \`live_account\`);`);
  }

}
