import { defineModule } from '../../core/module/module-descriptor';
import { Attach } from './attach/attach.entity';
import { ATTACH_MESSAGES } from './attach/attach.messages';
import { AttachResolver } from './attach/attach.resolver';
import { Oss } from './oss/oss.entity';
import { OSS_MESSAGES } from './oss/oss.messages';
import { OssResolver } from './oss/oss.resolver';
import type { ResourceServices } from './resource-services';
import { SmsCode } from './sms/sms-code.entity';
import { SmsCodeResolver } from './sms/sms-code.resolver';
import { SmsSendLog } from './sms/sms-send-log.entity';
import { SmsConfig } from './sms/sms.entity';
import { SMS_MESSAGES } from './sms/sms.messages';
import { SmsResolver } from './sms/sms.resolver';

/** The services the resource module's resolvers are built from (provided by app's `Services`). */
export interface ResourceModuleNeeds {
  resources: ResourceServices;
}

/** The resource module: everything app/ collects from it (see CONTRIBUTING.md). */
export const RESOURCE_MODULE = defineModule({
  name: 'resource',
  entities: [Oss, Attach, SmsConfig, SmsSendLog, SmsCode],
  resolvers: [OssResolver, AttachResolver, SmsResolver, SmsCodeResolver],
  createResolvers: (services: ResourceModuleNeeds) => [
    new OssResolver(services.resources.oss),
    new AttachResolver(services.resources.attaches),
    new SmsResolver(services.resources.smsConfigs, services.resources.sms),
    new SmsCodeResolver(services.resources.smsCodes),
  ],
  messages: [ATTACH_MESSAGES, OSS_MESSAGES, SMS_MESSAGES],
});
