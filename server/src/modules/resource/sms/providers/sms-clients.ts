import { SMS_CATEGORY } from '../sms.entity';
import { AliyunSmsClient } from './aliyun-sms.client';
import { QiniuSmsClient } from './qiniu-sms.client';
import type { SmsProviderClient } from './sms-provider';
import { TencentSmsClient } from './tencent-sms.client';
import { YunpianSmsClient } from './yunpian-sms.client';

/** Base URLs of the four providers (configurable so tests point them at the local emulator). */
export interface SmsEndpoints {
  aliyun?: string | undefined;
  tencent?: string | undefined;
  qiniu?: string | undefined;
  yunpian?: string | undefined;
}

/** The client of each provider category. */
export function createSmsClients(endpoints: SmsEndpoints): Record<number, SmsProviderClient> {
  return {
    [SMS_CATEGORY.aliyun]: new AliyunSmsClient(endpoints.aliyun),
    [SMS_CATEGORY.tencent]: new TencentSmsClient(endpoints.tencent),
    [SMS_CATEGORY.qiniu]: new QiniuSmsClient(endpoints.qiniu),
    [SMS_CATEGORY.yunpian]: new YunpianSmsClient(endpoints.yunpian),
  };
}
