import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

const ID_PATTERN = /^\d{1,19}$/;

@InputType({ description: 'Filters of the tenant list (each matches when the column contains the text).' })
export class TenantFilter {
  @Field({ nullable: true, description: 'Part of the tenant code.' })
  @IsOptional()
  @MaxLength(12)
  tenantId?: string;

  @Field({ nullable: true, description: 'Part of the tenant name.' })
  @IsOptional()
  @MaxLength(50)
  tenantName?: string;

  @Field({ nullable: true, description: 'Part of the contact person.' })
  @IsOptional()
  @MaxLength(20)
  linkman?: string;
}

@InputType({ description: 'A tenant to add (no id: provisions its admin role, department, post and user) or change (with id).' })
export class TenantInput {
  @Field(() => ID, { nullable: true, description: 'Row id of the tenant to change; absent to add one.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  id?: string;

  @Field({ description: 'Tenant name.' })
  @Matches(/\S/, { message: 'tenant.nameRequired' })
  @MaxLength(50)
  tenantName!: string;

  @Field({ description: 'Contact person.' })
  @Matches(/\S/, { message: 'tenant.linkmanRequired' })
  @MaxLength(20)
  linkman!: string;

  @Field(() => String, { nullable: true, description: 'Contact phone number.' })
  @IsOptional()
  @MaxLength(20)
  contactNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  @IsOptional()
  @MaxLength(255)
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Login domain (page origin, e.g. https://exam.example.com).' })
  @IsOptional()
  @MaxLength(255)
  domainUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Login page background image URL.' })
  @IsOptional()
  @MaxLength(1000)
  backgroundUrl?: string | null;

  @Field(() => ID, { nullable: true, description: 'On add: package whose menus the admin role is granted (else the default menus).' })
  @IsOptional()
  @Matches(ID_PATTERN)
  packageId?: string | null;
}

@InputType({ description: 'Account quota and expiry of tenants.' })
export class TenantSettingInput {
  @Field(() => [ID], { description: 'Row ids of the tenants.' })
  @ArrayMinSize(1, { message: 'errors.selectOne' })
  @ArrayMaxSize(1000)
  @Matches(ID_PATTERN, { each: true })
  ids!: string[];

  @Field(() => Int, { description: 'Maximum number of accounts; -1 (or 0) for unlimited.' })
  @IsInt()
  @Min(-1, { message: 'tenant.accountNumberInvalid' })
  @Max(10_000_000, { message: 'tenant.accountNumberInvalid' })
  accountNumber!: number;

  @Field(() => Date, { nullable: true, description: 'Expiry (UTC); null for never.' })
  @IsOptional()
  expireTime?: Date | null;
}
