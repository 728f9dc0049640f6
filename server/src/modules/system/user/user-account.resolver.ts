import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { Public } from '../../../core/auth/public.decorator';
import type { RequestContext } from '../../../core/http/request-context';
import type { UserAccountService } from './user-account.service';
import type { UserRegistrationService } from './user-registration.service';
import { MyInfoInput, MyPasswordInput, RegisterGuestInput } from './user.inputs';
import type { UserService } from './user.service';
import { UserOption, UserView } from './user.types';

/** What any signed-in user does with their own account, pick lists, and guest registration. */
@Resolver()
export class UserAccountResolver {
  constructor(
    private readonly users: UserService,
    private readonly account: UserAccountService,
    private readonly registrations: UserRegistrationService,
  ) {}

  @Authorized()
  @Query(() => UserView, { description: 'The caller’s own account (profile page).' })
  async myProfile(@Ctx() context: RequestContext): Promise<UserView> {
    return this.users.profile(signedIn(context));
  }

  @Authorized('user', 'exam_examination_roster', 'exam_grade')
  @Query(() => [UserOption], {
    description:
      'Users of the caller’s tenant to pick in forms (at most 1000), optionally matching account or real name; for user ' +
      'administrators and examination staff (roster, grading).',
  })
  async userOptions(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() context: RequestContext,
  ): Promise<UserOption[]> {
    return this.users.options(signedIn(context), search);
  }

  @Authorized()
  @Mutation(() => UserView, { description: 'Changes the caller’s avatar, names, phone and e-mail.' })
  async updateMyInfo(@Arg('input', () => MyInfoInput) input: MyInfoInput, @Ctx() context: RequestContext): Promise<UserView> {
    return this.account.updateInfo(signedIn(context), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Changes the caller’s password (plain text); the caller’s other sessions end.' })
  async updateMyPassword(@Arg('input', () => MyPasswordInput) input: MyPasswordInput, @Ctx() context: RequestContext): Promise<boolean> {
    return this.account.updatePasswordPlain(signedIn(context), input.oldPassword, input.newPassword, input.newPassword1);
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Asks for an account (when registration is open); it can sign in once an administrator approves it.',
  })
  async registerGuest(@Arg('input', () => RegisterGuestInput) input: RegisterGuestInput, @Ctx() context: RequestContext): Promise<boolean> {
    return this.registrations.register(context, input);
  }
}
