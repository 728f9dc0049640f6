import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../core/auth/public.decorator';
import type { RequestContext } from '../../core/http/request-context';
import { PasswordResetCodeInput, PasswordResetInput } from './password-reset.inputs';
import type { PasswordResetService } from './password-reset.service';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Sends a password reset code by SMS when the number belongs to an account of the tenant; the answer is the same otherwise.',
  })
  async requestPasswordResetCode(@Arg('input') input: PasswordResetCodeInput, @Ctx() context: RequestContext): Promise<boolean> {
    return this.resets.requestCode(context.platformEm, context.ip, input.tenantId.trim(), input.phone);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Sets a new password with the SMS code; every session of the account ends.' })
  async resetPasswordBySms(@Arg('input') input: PasswordResetInput, @Ctx() context: RequestContext): Promise<boolean> {
    return this.resets.reset(context.platformEm, input.tenantId.trim(), input.phone, input.code, input.newPassword);
  }
}
