import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { signedIn } from '../../core/auth/auth-checker';
import type { RequestContext } from '../../core/http/request-context';
import { VerifyMyPasswordInput } from './screen-lock.inputs';
import type { ScreenLockService } from './screen-lock.service';

/** The lock screen: any signed-in user proves it is still them with their account password. */
@Resolver()
export class ScreenLockResolver {
  constructor(private readonly screenLock: ScreenLockService) {}

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Checks the caller’s account password (lock screen). A wrong password is BAD_CREDENTIALS and counts toward the account ' +
      'lockout; once the account is locked (ACCOUNT_LOCKED) the session ends.',
  })
  async verifyMyPassword(
    @Arg('input', () => VerifyMyPasswordInput) input: VerifyMyPasswordInput,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    return this.screenLock.verify(signedIn(context), input.password);
  }
}
