import { ArrayMaxSize, ArrayNotEmpty, IsIn, IsInt, IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { ACCOUNT_PATTERN, AVATAR_PATTERN, EMAIL_PATTERN, IsMobilePhone } from './user.validators';

const ID_PATTERN = /^\d{1,19}$/;
const MAX_LINKS = 100;

@InputType({ description: 'Filters of the user list. Text filters match when the column contains the text.' })
export class UserFilter {
  @Field({ nullable: true, description: 'Part of the account.' })
  @IsOptional()
  @MaxLength(45)
  account?: string;

  @Field({ nullable: true, description: 'Part of the real name.' })
  @IsOptional()
  @MaxLength(45)
  realName?: string;

  @Field({ nullable: true, description: 'Part of the nickname.' })
  @IsOptional()
  @MaxLength(45)
  name?: string;

  @Field(() => Int, { nullable: true, description: 'User platform: 1 web, 2 app, 3 other.' })
  @IsOptional()
  @IsIn([1, 2, 3], { message: 'user.userTypeInvalid' })
  userType?: number;

  @Field(() => ID, { nullable: true, description: 'Users of this department or any of its descendants.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  deptId?: string;

  @Field({ nullable: true, description: 'Users of departments whose name contains this text.' })
  @IsOptional()
  @MaxLength(45)
  deptName?: string;

  @Field({ nullable: true, description: 'Users of posts whose name contains this text.' })
  @IsOptional()
  @MaxLength(64)
  postName?: string;
}

@InputType({ description: 'A user to add (no id) or change (with id; the password is then ignored).' })
export class UserInput {
  @Field(() => ID, { nullable: true, description: 'Id of the user to change; absent to add one.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  id?: string;

  @Field({ description: 'Login account, unique in the tenant.' })
  @Length(1, 45, { message: 'user.accountRequired' })
  @Matches(ACCOUNT_PATTERN, { message: 'user.accountFormat' })
  account!: string;

  @Field({ nullable: true, description: 'Password in plain text; required when adding, ignored when changing.' })
  @IsOptional()
  @Length(6, 64, { message: 'user.passwordLength' })
  password?: string;

  @Field({ nullable: true, description: 'Password confirmation; must equal password when given.' })
  @IsOptional()
  @MaxLength(64)
  password2?: string;

  @Field(() => String, { nullable: true, description: 'Nickname.' })
  @IsOptional()
  @MaxLength(20)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Real name.' })
  @IsOptional()
  @MaxLength(10)
  realName?: string | null;

  @Field(() => String, { nullable: true, description: 'User number.' })
  @IsOptional()
  @MaxLength(12)
  code?: string | null;

  @Field(() => String, { nullable: true, description: 'Avatar URL (http(s) or a site path).' })
  @IsOptional()
  @MaxLength(500)
  @Matches(AVATAR_PATTERN, { message: 'user.avatarFormat' })
  avatar?: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address.' })
  @IsOptional()
  @MaxLength(45)
  @Matches(EMAIL_PATTERN, { message: 'user.emailFormat' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Mainland mobile number (11 digits).' })
  @IsOptional()
  @IsMobilePhone({ required: false })
  phone?: string | null;

  @Field(() => Date, { nullable: true, description: 'Birthday.' })
  @IsOptional()
  birthday?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Sex: 1 male, 2 female, 3 unknown.' })
  @IsOptional()
  @IsIn([1, 2, 3], { message: 'user.sexInvalid' })
  sex?: number | null;

  @Field(() => Int, { defaultValue: 1, description: 'User platform: 1 web, 2 app, 3 other.' })
  @IsInt()
  @IsIn([1, 2, 3], { message: 'user.userTypeInvalid' })
  userType: number = 1;

  @Field(() => [ID], { description: 'Roles (of the caller’s tenant); at least one.' })
  @ArrayNotEmpty({ message: 'user.roleRequired' })
  @ArrayMaxSize(MAX_LINKS)
  @Matches(ID_PATTERN, { each: true })
  roleIds!: string[];

  @Field(() => [ID], { description: 'Departments (of the caller’s tenant); at least one.' })
  @ArrayNotEmpty({ message: 'user.deptRequired' })
  @ArrayMaxSize(MAX_LINKS)
  @Matches(ID_PATTERN, { each: true })
  deptIds!: string[];

  @Field(() => [ID], { defaultValue: [], description: 'Posts (of the caller’s tenant).' })
  @ArrayMaxSize(MAX_LINKS)
  @Matches(ID_PATTERN, { each: true })
  postIds!: string[];
}

@InputType({ description: 'The caller’s own profile fields.' })
export class MyInfoInput {
  @Field(() => String, { nullable: true, description: 'Avatar URL (http(s) or a site path).' })
  @IsOptional()
  @MaxLength(500)
  @Matches(AVATAR_PATTERN, { message: 'user.avatarFormat' })
  avatar?: string | null;

  @Field(() => String, { nullable: true, description: 'Nickname.' })
  @IsOptional()
  @MaxLength(20)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Real name.' })
  @IsOptional()
  @MaxLength(10)
  realName?: string | null;

  @Field({ description: 'Mainland mobile number: required, 11 digits.' })
  @IsMobilePhone({ required: true })
  phone!: string;

  @Field(() => String, { nullable: true, description: 'E-mail address.' })
  @IsOptional()
  @MaxLength(45)
  @Matches(EMAIL_PATTERN, { message: 'user.emailFormat' })
  email?: string | null;
}

@InputType({ description: 'A password change of the caller (plain text; the server hashes).' })
export class MyPasswordInput {
  @Field({ description: 'Current password.' })
  @Length(1, 128, { message: 'user.passwordRequired' })
  oldPassword!: string;

  @Field({ description: 'New password (6 to 64 characters).' })
  @Length(6, 64, { message: 'user.passwordLength' })
  newPassword!: string;

  @Field({ description: 'New password again.' })
  @Length(1, 64, { message: 'user.passwordRequired' })
  newPassword1!: string;
}

@InputType({ description: 'Platform extension data of one user.' })
export class UserPlatformInput {
  @Field(() => ID, { description: 'The user.' })
  @Matches(ID_PATTERN)
  userId!: string;

  @Field(() => Int, { description: 'Platform: 1 web, 2 app, 3 other.' })
  @IsIn([1, 2, 3], { message: 'user.userTypeInvalid' })
  userType!: number;

  @Field(() => String, { nullable: true, description: 'Extension data (usually JSON), at most 4000 characters.' })
  @IsOptional()
  @MaxLength(4000, { message: 'user.extTooLong' })
  userExt?: string | null;
}

@InputType({ description: 'A guest registration (from the registration dialog or after a third-party login).' })
export class RegisterGuestInput {
  @Field({ description: 'Tenant to register with.' })
  @Length(1, 12, { message: 'user.tenantInvalid' })
  tenantId!: string;

  @Field({ description: 'Name shown for the account.' })
  @Length(1, 10, { message: 'errors.required' })
  name!: string;

  @Field({ description: 'Login account.' })
  @Length(1, 45, { message: 'user.accountRequired' })
  @Matches(ACCOUNT_PATTERN, { message: 'user.accountFormat' })
  account!: string;

  @Field({ description: 'Password in plain text.' })
  @Length(6, 64, { message: 'user.passwordLength' })
  password!: string;

  @Field({ nullable: true, description: 'Password confirmation; must equal password when given.' })
  @IsOptional()
  @MaxLength(64)
  password2?: string;

  @Field({ nullable: true, description: 'Third-party login id (social login is not configured here).' })
  @IsOptional()
  @MaxLength(64)
  oauthId?: string;
}

@InputType({ description: 'Approval of pending guest registrations: the roles, departments and posts they get.' })
export class ApproveRegistrationsInput {
  @Field(() => [ID], { description: 'Pending registrations to approve.' })
  @ArrayNotEmpty({ message: 'user.unlockNone' })
  @ArrayMaxSize(1000)
  @Matches(ID_PATTERN, { each: true })
  userIds!: string[];

  @Field(() => [ID], { description: 'Roles to give; at least one.' })
  @ArrayNotEmpty({ message: 'user.roleRequired' })
  @ArrayMaxSize(MAX_LINKS)
  @Matches(ID_PATTERN, { each: true })
  roleIds!: string[];

  @Field(() => [ID], { description: 'Departments to give; at least one.' })
  @ArrayNotEmpty({ message: 'user.deptRequired' })
  @ArrayMaxSize(MAX_LINKS)
  @Matches(ID_PATTERN, { each: true })
  deptIds!: string[];

  @Field(() => [ID], { defaultValue: [], description: 'Posts to give.' })
  @ArrayMaxSize(MAX_LINKS)
  @Matches(ID_PATTERN, { each: true })
  postIds!: string[];
}
