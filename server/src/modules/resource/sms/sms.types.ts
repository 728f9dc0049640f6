import { Field, ID, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { SmsSendLog } from './sms-send-log.entity';
import { SmsConfig } from './sms.entity';

export const SmsConfigPage = createPageType(SmsConfig, 'SmsConfigPage');
export type SmsConfigPage = InstanceType<typeof SmsConfigPage>;

export const SmsSendLogPage = createPageType(SmsSendLog, 'SmsSendLogPage');
export type SmsSendLogPage = InstanceType<typeof SmsSendLogPage>;

@ObjectType({ description: 'The outcome of a send: success, the provider’s code and message, and the log row.' })
export class SmsSendResult {
  @Field({ description: 'Whether the provider accepted every number.' })
  success!: boolean;

  @Field({ description: 'The provider’s code (OK, Ok, 0, or its error code).' })
  providerCode!: string;

  @Field({ description: 'The provider’s message.' })
  providerMessage!: string;

  @Field({ description: 'The provider’s request or job id.' })
  requestId!: string;

  @Field(() => ID, { description: 'The send log row.' })
  logId!: string;
}

@ObjectType({ description: 'A verification code sent: its id to verify with (the code itself is never returned).' })
export class SmsCodeIssued {
  @Field(() => ID, { description: 'Id of the code (empty when the provider refused the message).' })
  id!: string;

  @Field({ description: 'The number it was sent to (normalised).' })
  phone!: string;

  @Field({ description: 'Whether the provider accepted the message.' })
  success!: boolean;
}
