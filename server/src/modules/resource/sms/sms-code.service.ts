import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { SmsCode } from './sms-code.entity';
import { normalisePhones } from './sms-message-check';
import type { SmsSendService, SmsSender } from './sms-send.service';

/** Minutes a code stays valid, and wrong tries before it is void. */
export const SMS_CODE_TTL_MINUTES = 10;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** What a caller gets back: the code's id to verify with (never the code itself). */
export interface IssuedSmsCode {
  id: string;
  phone: string;
  success: boolean;
}

/**
 * Verification codes by SMS (legacy send-validate / validate-message; the password reset uses `issue` and `check`):
 * six digits from crypto.randomInt sent through the tenant's configuration with the template variable `code`,
 * stored as an HMAC bound to id, number and purpose; at most SMS_CODE_MAX_ATTEMPTS wrong tries; single use.
 */
export class SmsCodeService {
  constructor(
    private readonly menus: MenuService,
    private readonly sms: SmsSendService,
    private readonly key: string,
  ) {}

  async send(context: SignedInContext, phone: string): Promise<IssuedSmsCode> {
    await this.menus.require(context, 'sms');
    return this.issue(context.em, { tenantId: context.actor.tenantId, userId: context.actor.userId }, phone, 'validate');
  }

  async verify(context: SignedInContext, id: string, phone: string, value: string): Promise<boolean> {
    await this.menus.require(context, 'sms');
    return this.check(context.em, id, phone, value, 'validate');
  }

  /** Sends a fresh code to one number; nothing is stored when the provider refuses it. */
  async issue(em: EntityManager, sender: SmsSender, phone: string, purpose: string): Promise<IssuedSmsCode> {
    const [number = ''] = normalisePhones([phone]);
    const value = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const result = await this.sms.deliver(em, sender, { phones: [number], params: [{ name: 'code', value }] });
    if (!result.success) {
      return { id: '', phone: number, success: false };
    }
    await em.nativeDelete(SmsCode, { expiresAt: { $lt: new Date() } });
    const row = em.create(SmsCode, {
      phone: number,
      purpose,
      codeHash: '',
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_MINUTES * 60_000),
    } as SmsCode);
    row.codeHash = this.hash(row.id, number, purpose, value);
    await em.flush();
    return { id: row.id, phone: number, success: true };
  }

  /** True once for the right code of this number and purpose within its time; wrong tries count, the fifth voids it. */
  async check(em: EntityManager, id: string, phone: string, value: string, purpose: string): Promise<boolean> {
    if (!isId(id) || !/^\d{6}$/.test(value.trim())) {
      throw new AppError('VALIDATION', 'sms.codeWrong');
    }
    const [number = ''] = normalisePhones([phone]);
    const row = await em.findOne(SmsCode, { id, phone: number, purpose });
    if (!row || row.expiresAt.getTime() <= Date.now()) {
      return false;
    }
    const given = Buffer.from(this.hash(row.id, number, purpose, value.trim()), 'hex');
    if (given.length === 32 && timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      return (await em.nativeDelete(SmsCode, { id: row.id })) === 1;
    }
    if (row.attempts + 1 >= SMS_CODE_MAX_ATTEMPTS) {
      await em.nativeDelete(SmsCode, { id: row.id });
    } else {
      await em.nativeUpdate(SmsCode, { id: row.id }, { attempts: row.attempts + 1 });
    }
    return false;
  }

  private hash(id: string, phone: string, purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`sms-code:${id}:${phone}:${purpose}:${value}`).digest('hex');
  }
}
