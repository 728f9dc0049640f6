import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';

/** A user as administrators and the user see it (the legacy UserVO): never the password. */
@ObjectType({ description: 'A user account with the names of its tenant, roles, departments and posts; never the password.' })
export class UserView {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field({ description: 'Tenant id.' })
  tenantId!: string;

  @Field({ description: 'Tenant name.' })
  tenantName!: string;

  @Field(() => String, { nullable: true, description: 'User number.' })
  code!: string | null;

  @Field(() => Int, { description: 'User platform: 1 web, 2 app, 3 other.' })
  userType!: number;

  @Field({ description: 'Name of the user platform (dictionary user_type).' })
  userTypeName!: string;

  @Field({ description: 'Login account.' })
  account!: string;

  @Field(() => String, { nullable: true, description: 'Nickname.' })
  name!: string | null;

  @Field(() => String, { nullable: true, description: 'Real name.' })
  realName!: string | null;

  @Field(() => String, { nullable: true, description: 'Avatar URL.' })
  avatar!: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number.' })
  phone!: string | null;

  @Field(() => Date, { nullable: true, description: 'Birthday.' })
  birthday!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Sex: 1 male, 2 female, 3 unknown.' })
  sex!: number | null;

  @Field({ description: 'Name of the sex.' })
  sexName!: string;

  @Field(() => [ID], { description: 'Roles of the user.' })
  roleIds!: string[];

  @Field(() => [String], { description: 'Names of those roles (same order; unknown ids skipped).' })
  roleNames!: string[];

  @Field(() => [ID], { description: 'Departments of the user.' })
  deptIds!: string[];

  @Field(() => [String], { description: 'Names of those departments.' })
  deptNames!: string[];

  @Field(() => [ID], { description: 'Posts of the user.' })
  postIds!: string[];

  @Field(() => [String], { description: 'Names of those posts.' })
  postNames!: string[];

  @Field({ description: 'A guest registration waiting for approval (cannot sign in yet).' })
  pendingApproval!: boolean;

  @Field(() => String, { nullable: true, description: 'Platform extension data (detail only; null in lists).' })
  userExt!: string | null;

  @Field(() => Int, { description: 'Row status (1 normal).' })
  status!: number;

  @Field(() => ID, { nullable: true, description: 'User who created the account.' })
  createUser!: string | null;

  @Field(() => ID, { nullable: true, description: 'Department of the user who created the account.' })
  createDept!: string | null;

  @Field(() => Date, { description: 'Creation time (UTC).' })
  createTime!: Date;

  @Field(() => ID, { nullable: true, description: 'User who last changed the account.' })
  updateUser!: string | null;

  @Field(() => Date, { description: 'Last change time (UTC).' })
  updateTime!: Date;
}

export const UserPage = createPageType(UserView, 'UserPage');
export type UserPage = InstanceType<typeof UserPage>;

@ObjectType({ description: 'A user to pick in a form (approver, assignee): no contact data.' })
export class UserOption {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field({ description: 'Login account.' })
  account!: string;

  @Field({ description: 'Nickname, empty when none.' })
  name!: string;

  @Field({ description: 'Real name, empty when none.' })
  realName!: string;

  @Field(() => [ID], { description: 'Departments of the user.' })
  deptIds!: string[];
}
