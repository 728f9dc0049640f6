import type { LimiterFactory } from '../../core/shared-state/shared-state';
import type { AppConfig } from '../../config/env';
import { SecretBox } from '../../core/auth/secret-box';
import type { MenuService } from '../system/menu/menu.service';
import { AttachUploadService } from './attach/attach-upload.service';
import { AttachService } from './attach/attach.service';
import { OssService } from './oss/oss.service';
import { createSmsClients } from './sms/providers/sms-clients';
import { SmsCodeService } from './sms/sms-code.service';
import { SmsRateLimits } from './sms/sms-rate-limits';
import { SmsSendService } from './sms/sms-send.service';
import { SmsConfigService } from './sms/sms.service';
import { StorageSelector } from './storage/storage-selector';

/** Object storage and attachments. */
export interface ResourceServices {
  oss: OssService;
  attaches: AttachService;
  uploads: AttachUploadService;
  uploadMaxBytes: number;
  /** Where the tenant's files go (used by modules that keep their own file rows, e.g. exam answer files). */
  storages: StorageSelector;
  smsConfigs: SmsConfigService;
  /** Sending SMS (other modules call `deliver` with their own access checks). */
  sms: SmsSendService;
  /** Verification codes by SMS (issue/check for other modules). */
  smsCodes: SmsCodeService;
}

export function createResourceServices(
  config: AppConfig,
  jwtSecret: string,
  menus: MenuService,
  limiters: LimiterFactory,
): ResourceServices {
  // Storage secret keys are sealed with a key derived from the JWT secret (as datasource passwords are).
  const secrets = new SecretBox(jwtSecret, 'oss-secret-key');
  const storages = new StorageSelector(config.dataDir, config.s3, secrets);
  const smsSecrets = new SecretBox(jwtSecret, 'sms-secret-key');
  const sms = new SmsSendService(menus, smsSecrets, createSmsClients(config.sms.endpoints), new SmsRateLimits(config.sms, limiters));
  return {
    oss: new OssService(menus, secrets),
    attaches: new AttachService(menus, storages),
    uploads: new AttachUploadService(storages),
    uploadMaxBytes: config.uploadMaxMb * 1024 * 1024,
    storages,
    smsConfigs: new SmsConfigService(menus, smsSecrets),
    sms,
    smsCodes: new SmsCodeService(menus, sms, jwtSecret),
  };
}
