import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Settings the browser may know before signing in.' })
export class ClientConfig {
  @Field({ description: 'Captcha mode: the login form must send a solved captcha.' })
  captchaEnabled!: boolean;

  @Field({ description: 'Multi-tenant mode: the login form asks for the tenant id.' })
  tenantMode!: boolean;

  @Field({ description: 'Department and role switching is offered.' })
  switchMode!: boolean;

  @Field({ description: 'Tenant id used when none is entered.' })
  defaultTenantId!: string;

  @Field(() => Int, { description: 'The browser refreshes its access token once it is at least this many seconds old.' })
  tokenRefreshSeconds!: number;

  @Field({ description: 'Guest self-registration is open.' })
  registerEnabled!: boolean;
}

@ObjectType('Captcha', { description: 'A captcha challenge; answer it with its key and the characters shown.' })
export class CaptchaView {
  @Field({ description: 'Challenge key to send back with the answer.' })
  key!: string;

  @Field({ description: 'data: URL of the challenge image.' })
  image!: string;
}

@ObjectType({ description: 'The signed-in user as this session sees it.' })
export class CurrentUser {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field({ description: 'Tenant id, e.g. 000000.' })
  tenantId!: string;

  @Field({ description: 'Tenant name.' })
  tenantName!: string;

  @Field({ description: 'Login account.' })
  account!: string;

  @Field({ description: 'Nickname.' })
  name!: string;

  @Field({ description: 'Real name.' })
  realName!: string;

  @Field({ description: 'Avatar URL, empty when none.' })
  avatar!: string;

  @Field({ description: 'E-mail address, empty when none.' })
  email!: string;

  @Field({ description: 'Phone number, empty when none.' })
  phone!: string;

  @Field(() => [ID], { description: 'Roles of this session (narrowed when a role was chosen at login).' })
  roleIds!: string[];

  @Field(() => [String], { description: 'Aliases of those roles, e.g. administrator.' })
  roleAliases!: string[];

  @Field(() => [String], { description: 'Names of those roles.' })
  roleNames!: string[];

  @Field(() => [ID], { description: 'Departments of this session.' })
  deptIds!: string[];

  @Field(() => [ID], { description: 'Posts of the user.' })
  postIds!: string[];

  @Field({ description: 'Platform administrator: passes every permission check.' })
  isAdministrator!: boolean;
}

@ObjectType({ description: 'Tokens of a new or refreshed session.' })
export class AuthPayload {
  @Field({ description: 'Short-lived JWT; send as Authorization: Bearer <token>.' })
  accessToken!: string;

  @Field({ description: 'Opaque refresh token; usable once, a new one comes with every refresh.' })
  refreshToken!: string;

  @Field({ description: 'Always "bearer".' })
  tokenType!: string;

  @Field(() => Int, { description: 'Access token lifetime in seconds.' })
  expiresIn!: number;

  @Field(() => CurrentUser, { description: 'The signed-in user.' })
  user!: CurrentUser;
}
