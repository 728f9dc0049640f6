import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { UserService } from './user.service';

@Resolver()
export class UserResolver {
  constructor(private readonly users: UserService) {}

  @Authorized('user_unlock')
  @Mutation(() => Int, { description: 'Clears the failed-login lock of these users; returns how many were found.' })
  async unlockUsers(
    @Arg('userIds', () => [ID], { description: 'Users to unlock.' }) userIds: string[],
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.users.unlock(signedIn(context), userIds);
  }
}
