import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ResourceConfigEntity } from '../config/resource-config.entity';

/** Providers by the legacy dictionary `sms`: 1 Yunpian, 2 Qiniu, 3 Aliyun, 4 Tencent Cloud. */
export const SMS_CATEGORY = { yunpian: 1, qiniu: 2, aliyun: 3, tencent: 4 } as const;
export type SmsCategory = (typeof SMS_CATEGORY)[keyof typeof SMS_CATEGORY];
export const SMS_CATEGORIES: readonly number[] = Object.values(SMS_CATEGORY);

/**
 * An SMS provider configuration of a tenant (legacy table blade_sms). At most one is enabled (status 2); sends
 * without a code use it. The secret key is stored sealed and never leaves the server (GraphQL shows hasSecret).
 */
@ObjectType({ description: 'An SMS configuration (status 1 disabled, 2 enabled; one enabled per tenant).' })
@Entity({ tableName: 'blade_sms' })
@Index({ properties: ['tenantId', 'smsCode'] })
export class SmsConfig extends ResourceConfigEntity {
  @Field(() => Int, { description: 'Provider: 1 Yunpian, 2 Qiniu, 3 Aliyun, 4 Tencent Cloud.' })
  @Property({ type: 'integer' })
  category!: number;

  @Field({ description: 'Resource code, unique in the tenant; sends may name it.' })
  @Property({ type: 'string', length: 64 })
  smsCode!: string;

  @Field({ description: 'Template id (Aliyun TemplateCode, Tencent/Qiniu template id); Yunpian: the template text with #var#.' })
  @Property({ type: 'string', length: 500, default: '' })
  templateId: string = '';

  @Field({ description: 'Region (Aliyun cn-hangzhou, Tencent ap-guangzhou).' })
  @Property({ type: 'string', length: 64, default: '' })
  regionId: string = '';

  @Field({ description: 'Signature name shown in the message.' })
  @Property({ type: 'string', length: 64, default: '' })
  signName: string = '';

  @Field({ description: 'Application id (Tencent SmsSdkAppId); empty for the others.' })
  @Property({ type: 'string', length: 64, default: '' })
  appId: string = '';

  @Field({ description: 'The template variables in order, comma separated (Yunpian reads them from the text).' })
  @Property({ type: 'string', length: 500, default: '' })
  templateVariables: string = '';
}
