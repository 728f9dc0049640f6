import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

/** Room for every menu of the product many times over (20 characters per id), within a MySQL TEXT column. */
export const TENANT_PACKAGE_MENU_ID_MAX_LENGTH = 60_000;

@InputType({ description: 'Filters of the tenant package list.' })
export class TenantPackageFilter {
  @Field({ nullable: true, description: 'Part of the package name.' })
  @IsOptional()
  @MaxLength(50)
  packageName?: string;
}

@InputType({ description: 'A tenant package to add (no id) or change (with id).' })
export class TenantPackageInput {
  @Field(() => ID, { nullable: true, description: 'Id of the package to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Package name.' })
  @Matches(/\S/, { message: 'tenantPackage.nameRequired' })
  @MaxLength(50)
  packageName!: string;

  @Field({ description: 'Comma-joined ids of the menus and buttons of the package (at least one).' })
  @Matches(/^\s*\d{1,19}\s*(,\s*\d{1,19}\s*)*$/, { message: 'tenantPackage.menuRequired' })
  @MaxLength(TENANT_PACKAGE_MENU_ID_MAX_LENGTH)
  menuId!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
