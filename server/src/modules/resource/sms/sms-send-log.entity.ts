import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** Outcome of a send (the row's status): 1 sent, 2 refused by the provider or not reached. */
export const SMS_SEND_STATUS = { sent: 1, failed: 2 } as const;

/** One send through a provider: who, which configuration, masked numbers, the outcome. */
@ObjectType({ description: 'A message sent (or tried) through an SMS provider; status 1 sent, 2 failed.' })
@Entity({ tableName: 'blade_sms_log' })
@Index({ properties: ['tenantId', 'createTime'] })
export class SmsSendLog extends TenantScopedEntity {
  @Field(() => ID, { description: 'The configuration used.' })
  @Property({ type: IdType })
  configId!: string;

  @Field({ description: 'Resource code of the configuration used.' })
  @Property({ type: 'string', length: 64 })
  smsCode!: string;

  @Field(() => Int, { description: 'Provider (1 Yunpian, 2 Qiniu, 3 Aliyun, 4 Tencent Cloud).' })
  @Property({ type: 'integer' })
  category!: number;

  @Field({ description: 'Template id (Yunpian: the template text).' })
  @Property({ type: 'string', length: 500, default: '' })
  templateId: string = '';

  @Field({ description: 'The numbers, masked (138****0000), comma separated.' })
  @Property({ type: 'string', length: 4000 })
  phones!: string;

  @Field(() => Int, { description: 'How many numbers.' })
  @Property({ type: 'integer' })
  phoneCount!: number;

  @Field({ description: 'The provider’s code (OK, Ok, 0, or its error code).' })
  @Property({ type: 'string', length: 128, default: '' })
  providerCode: string = '';

  @Field({ description: 'The provider’s request or job id.' })
  @Property({ type: 'string', length: 128, default: '' })
  requestId: string = '';

  @Field(() => String, { nullable: true, description: 'Error message of a failed send.' })
  @Property({ type: 'string', length: 500, nullable: true })
  error?: string | null;

  @Field(() => Int, { description: 'Milliseconds the provider took.' })
  @Property({ type: 'integer', default: 0 })
  latencyMs: number = 0;
}
