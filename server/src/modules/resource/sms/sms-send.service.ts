import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { SecretBox } from '../../../core/auth/secret-box';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { CONFIG_STATUS } from '../config/resource-config';
import type { SmsProviderClient } from './providers/sms-provider';
import { yunpianVariables } from './providers/yunpian-sms.client';
import { SMS_SEND_STATUS, SmsSendLog } from './sms-send-log.entity';
import { SMS_CATEGORY, SmsConfig } from './sms.entity';
import type { SmsSendInput, SmsSendLogFilter } from './sms.inputs';
import { maskPhone, normalisePhones, orderedParams } from './sms-message-check';
import type { SmsRateLimits } from './sms-rate-limits';
import type { SmsSendResult } from './sms.types';

/** Who sends: the tenant whose configuration and quota are used, and the user written on the log. */
export interface SmsSender {
  tenantId: string;
  userId: string;
}

/**
 * Sending: resolve the configuration (the named one, else the tenant's enabled one; never a platform fallback),
 * validate numbers and variables, apply the rate limits, call the provider's client, write the send log.
 * `deliver` is the entry other modules use (password reset codes, exam reminders) with their own access checks.
 */
export class SmsSendService {
  constructor(
    private readonly menus: MenuService,
    private readonly secrets: SecretBox,
    private readonly clients: Readonly<Record<number, SmsProviderClient>>,
    private readonly limits: SmsRateLimits,
  ) {}

  /** A send asked for by a user holding `sms` (the test send of the configuration page, legacy send-message). */
  async send(context: SignedInContext, input: SmsSendInput): Promise<SmsSendResult> {
    await this.menus.require(context, 'sms');
    return this.deliver(context.em, { tenantId: context.actor.tenantId, userId: context.actor.userId }, input);
  }

  /**
   * Sends on an EntityManager bound to the sender's tenant (the tenant filter keeps configurations to it).
   * `onlyDeclared`: a sender offering more variables than the template uses (the exam reminder offers exam, time and
   * minutes) passes only those the template declares; a declared one missing is still refused.
   */
  async deliver(
    em: EntityManager,
    sender: SmsSender,
    input: SmsSendInput,
    options: { onlyDeclared?: boolean } = {},
  ): Promise<SmsSendResult> {
    const config = await this.resolve(em, input.code?.trim() || undefined);
    const phones = normalisePhones(input.phones);
    const declared = config.category === SMS_CATEGORY.yunpian ? yunpianVariables(config.templateId) : splitNames(config.templateVariables);
    const given =
      options.onlyDeclared && declared.length > 0 ? input.params.filter((param) => declared.includes(param.name)) : input.params;
    const params = orderedParams(given, declared);
    await this.limits.consume(sender.tenantId, phones);
    const client = this.clients[config.category];
    if (!client) {
      throw new AppError('NOT_CONFIGURED', 'sms.notConfigured');
    }
    const started = Date.now();
    const outcome = await client.send(
      {
        accessKey: config.accessKey,
        secretKey: config.secretKey ? this.secrets.open(config.secretKey) : '',
        templateId: config.templateId,
        signName: config.signName,
        regionId: config.regionId,
        appId: config.appId,
      },
      { phones, params },
    );
    const log = em.create(SmsSendLog, {
      configId: config.id,
      smsCode: config.smsCode,
      category: config.category,
      templateId: config.templateId,
      phones: phones.map(maskPhone).join(','),
      phoneCount: phones.length,
      providerCode: outcome.providerCode.slice(0, 128),
      requestId: outcome.requestId.slice(0, 128),
      error: outcome.ok ? null : (outcome.providerMessage || outcome.providerCode).slice(0, 500),
      latencyMs: Date.now() - started,
      status: outcome.ok ? SMS_SEND_STATUS.sent : SMS_SEND_STATUS.failed,
      createUser: sender.userId,
    } as SmsSendLog);
    await em.flush();
    return {
      success: outcome.ok,
      providerCode: outcome.providerCode,
      providerMessage: outcome.providerMessage,
      requestId: outcome.requestId,
      logId: log.id,
    };
  }

  async logs(context: SignedInContext, filter: SmsSendLogFilter | null | undefined, page: PageInput): Promise<PageResult<SmsSendLog>> {
    await this.menus.require(context, 'sms');
    const where: FilterQuery<SmsSendLog> = {};
    if (filter?.status) {
      where.status = filter.status;
    }
    if (filter?.smsCode) {
      where.smsCode = { $like: containsPattern(filter.smsCode) };
    }
    return findPage(context.em, SmsSendLog, where, page, { createTime: 'desc', id: 'desc' });
  }

  private async resolve(em: EntityManager, code: string | undefined): Promise<SmsConfig> {
    const config = code
      ? await em.findOne(SmsConfig, { smsCode: code })
      : await em.findOne(SmsConfig, { status: CONFIG_STATUS.enabled }, { orderBy: { updateTime: 'desc' } });
    if (!config) {
      throw new AppError('NOT_CONFIGURED', 'sms.notConfigured');
    }
    return config;
  }
}

function splitNames(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
