import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { SmsSendService } from './sms-send.service';
import { SmsConfig } from './sms.entity';
import { SmsConfigFilter, SmsConfigInput, SmsSendInput, SmsSendLogFilter } from './sms.inputs';
import type { SmsConfigService } from './sms.service';
import { SmsConfigPage, SmsSendLogPage, SmsSendResult } from './sms.types';

@Resolver()
export class SmsResolver {
  constructor(
    private readonly configs: SmsConfigService,
    private readonly sender: SmsSendService,
  ) {}

  @Authorized('sms')
  @Query(() => SmsConfigPage, { description: 'SMS configurations of the caller’s tenant, one page (secrets never returned).' })
  async smsConfigs(
    @Arg('filter', () => SmsConfigFilter, { nullable: true }) filter: SmsConfigFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<SmsConfigPage> {
    return this.configs.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('sms_view', 'sms_edit')
  @Query(() => SmsConfig, { description: 'One SMS configuration (the secret key is never returned).' })
  async smsConfig(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<SmsConfig> {
    return this.configs.detail(signedIn(context), id);
  }

  @Authorized('sms_add', 'sms_edit')
  @Mutation(() => SmsConfig, { description: 'Adds (no id) or changes (with id) an SMS configuration.' })
  async submitSmsConfig(@Arg('input', () => SmsConfigInput) input: SmsConfigInput, @Ctx() context: RequestContext): Promise<SmsConfig> {
    return this.configs.submit(signedIn(context), input);
  }

  @Authorized('sms_delete')
  @Mutation(() => Int, { description: 'Deletes SMS configurations; returns how many were deleted.' })
  async removeSmsConfigs(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.configs.remove(signedIn(context), ids);
  }

  @Authorized('sms_enable')
  @Mutation(() => SmsConfig, { description: 'Enables this SMS configuration and disables the tenant’s others.' })
  async enableSmsConfig(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<SmsConfig> {
    return this.configs.enable(signedIn(context), id);
  }

  @Authorized('sms')
  @Mutation(() => SmsSendResult, { description: 'Sends a message through the enabled or the named configuration (rate limited, logged).' })
  async sendSms(@Arg('input', () => SmsSendInput) input: SmsSendInput, @Ctx() context: RequestContext): Promise<SmsSendResult> {
    return this.sender.send(signedIn(context), input);
  }

  @Authorized('sms')
  @Query(() => SmsSendLogPage, { description: 'The tenant’s SMS send log, newest first (numbers masked).' })
  async smsSendLogs(
    @Arg('filter', () => SmsSendLogFilter, { nullable: true }) filter: SmsSendLogFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<SmsSendLogPage> {
    return this.sender.logs(signedIn(context), filter, page ?? new PageInput());
  }
}
