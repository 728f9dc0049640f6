import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { SmsCodeService } from './sms-code.service';
import { SmsCodeIssued } from './sms.types';

@Resolver()
export class SmsCodeResolver {
  constructor(private readonly codes: SmsCodeService) {}

  @Authorized('sms')
  @Mutation(() => SmsCodeIssued, { description: 'Sends a 6-digit verification code to one number (template variable `code`).' })
  async sendSmsCode(@Arg('phone') phone: string, @Ctx() context: RequestContext): Promise<SmsCodeIssued> {
    return this.codes.send(signedIn(context), phone);
  }

  @Authorized('sms')
  @Mutation(() => Boolean, { description: 'Checks a verification code once: true uses it up; five wrong tries void it.' })
  async verifySmsCode(
    @Arg('id', () => ID) id: string,
    @Arg('phone') phone: string,
    @Arg('value') value: string,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    return this.codes.verify(signedIn(context), id, phone, value);
  }
}
