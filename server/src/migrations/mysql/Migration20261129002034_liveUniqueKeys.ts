import { Migration } from '@mikro-orm/migrations';

export class Migration20261129002034_liveUniqueKeys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`blade_dict\` add \`live_code\` varchar(255) generated always as (case when is_deleted = 0 then code end) virtual;`);
    this.addSql(`alter table \`blade_dict\` add unique \`blade_dict_live_code_key_unique\`(\`live_code\`, \`dict_key\`);`);

    this.addSql(`alter table \`blade_dict_biz\` add \`live_code\` varchar(255) generated always as (case when is_deleted = 0 then code end) virtual;`);
    this.addSql(`alter table \`blade_dict_biz\` add unique \`blade_dict_biz_tenant_live_code_key_unique\`(\`tenant_id\`, \`live_code\`, \`dict_key\`);`);

    this.addSql(`alter table \`blade_post\` add \`live_post_code\` varchar(12) generated always as (case when is_deleted = 0 then post_code end) virtual;`);
    this.addSql(`alter table \`blade_post\` add unique \`blade_post_tenant_live_code_unique\`(\`tenant_id\`, \`live_post_code\`);`);

    this.addSql(`alter table \`report_definition\` add \`live_code\` varchar(64) generated always as (case when is_deleted = 0 then code end) virtual;`);
    this.addSql(`alter table \`report_definition\` add unique \`report_definition_tenant_live_code_unique\`(\`tenant_id\`, \`live_code\`);`);

    this.addSql(`alter table \`blade_user\` add \`live_account\` varchar(45) generated always as (case when is_deleted = 0 then account end) virtual;`);
    this.addSql(`alter table \`blade_user\` add unique \`blade_user_tenant_live_account_unique\`(\`tenant_id\`, \`live_account\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`blade_dict\` drop index \`blade_dict_live_code_key_unique\`;`);
    this.addSql(`alter table \`blade_dict\` drop column \`live_code\`;`);

    this.addSql(`alter table \`blade_dict_biz\` drop index \`blade_dict_biz_tenant_live_code_key_unique\`;`);
    this.addSql(`alter table \`blade_dict_biz\` drop column \`live_code\`;`);

    this.addSql(`alter table \`blade_post\` drop index \`blade_post_tenant_live_code_unique\`;`);
    this.addSql(`alter table \`blade_post\` drop column \`live_post_code\`;`);

    this.addSql(`alter table \`report_definition\` drop index \`report_definition_tenant_live_code_unique\`;`);
    this.addSql(`alter table \`report_definition\` drop column \`live_code\`;`);

    this.addSql(`alter table \`blade_user\` drop index \`blade_user_tenant_live_account_unique\`;`);
    this.addSql(`alter table \`blade_user\` drop column \`live_account\`;`);
  }

}
