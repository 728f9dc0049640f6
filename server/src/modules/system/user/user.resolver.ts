import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { UserAdminService } from './user-admin.service';
import type { UserRegistrationService } from './user-registration.service';
import { ApproveRegistrationsInput, UserFilter, UserInput, UserPlatformInput } from './user.inputs';
import type { UserService } from './user.service';
import { UserPage, UserView } from './user.types';

/** User administration of the caller's tenant. Excel import/export are REST only:
 * /api/blade-user/{export-template,import-user,export-user}. */
@Resolver()
export class UserResolver {
  constructor(
    private readonly userService: UserService,
    private readonly admin: UserAdminService,
    private readonly registrations: UserRegistrationService,
  ) {}

  @Authorized('user')
  @Query(() => UserPage, { description: 'Users of the caller’s tenant, one page (department filter includes sub-departments).' })
  async users(
    @Arg('filter', () => UserFilter, { nullable: true }) filter: UserFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<UserPage> {
    return this.userService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('user_view', 'user_edit')
  @Query(() => UserView, { description: 'One user with role/department/post names and platform extension data.' })
  async user(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<UserView> {
    return this.userService.detail(signedIn(context), id);
  }

  @Authorized('user_approve')
  @Query(() => UserPage, { description: 'Guest registrations of the caller’s tenant waiting for approval.' })
  async pendingRegistrations(
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<UserPage> {
    return this.userService.pending(signedIn(context), page ?? new PageInput());
  }

  @Authorized('user_add', 'user_edit')
  @Mutation(() => UserView, {
    description: 'Adds a user (no id; needs user_add) or changes one (with id; needs user_edit; password ignored).',
  })
  async submitUser(@Arg('input', () => UserInput) input: UserInput, @Ctx() context: RequestContext): Promise<UserView> {
    return this.admin.submit(signedIn(context), input);
  }

  @Authorized('user_delete')
  @Mutation(() => Int, { description: 'Deletes users (never the caller) and ends their sessions; returns how many.' })
  async removeUsers(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.admin.remove(signedIn(context), ids);
  }

  @Authorized('user_reset')
  @Mutation(() => Int, {
    description: 'Resets passwords to the parameter account.initPassword (default 123456) and ends the users’ sessions.',
  })
  async resetUserPasswords(@Arg('userIds', () => [ID]) userIds: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.admin.resetPasswords(signedIn(context), userIds);
  }

  @Authorized('user_unlock')
  @Mutation(() => Int, { description: 'Clears the failed-login lock of these users; returns how many were found.' })
  async unlockUsers(
    @Arg('userIds', () => [ID], { description: 'Users to unlock.' }) userIds: string[],
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.userService.unlock(signedIn(context), userIds);
  }

  @Authorized('user_role')
  @Mutation(() => Int, { description: 'Gives these users exactly these roles (of the caller’s tenant); returns how many users.' })
  async grantUserRoles(
    @Arg('userIds', () => [ID]) userIds: string[],
    @Arg('roleIds', () => [ID]) roleIds: string[],
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.admin.grantRoles(signedIn(context), userIds, roleIds);
  }

  @Authorized('user_edit')
  @Mutation(() => Boolean, { description: 'Writes the platform extension data of a user (web, app or other).' })
  async updateUserPlatform(
    @Arg('input', () => UserPlatformInput) input: UserPlatformInput,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    return this.admin.updatePlatform(signedIn(context), input);
  }

  @Authorized('user_approve')
  @Mutation(() => Int, { description: 'Approves pending registrations with roles, departments and posts; they can sign in afterwards.' })
  async approveRegistrations(
    @Arg('input', () => ApproveRegistrationsInput) input: ApproveRegistrationsInput,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.registrations.approve(signedIn(context), input);
  }

  @Authorized('user_approve')
  @Mutation(() => Int, { description: 'Rejects pending registrations (the accounts are deleted).' })
  async rejectRegistrations(@Arg('userIds', () => [ID]) userIds: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.registrations.reject(signedIn(context), userIds);
  }
}
