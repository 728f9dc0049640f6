import type { EntityManager } from '@mikro-orm/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../core/shared-state/shared-state';
import { hashPassword, md5Hex } from '../../core/auth/password';
import type { CacheInvalidation } from '../../core/cache/invalidation';
import type { TenantDatabases } from '../../core/db/tenant-databases';
import { inTransaction } from '../../core/db/transaction';
import { AppError } from '../../core/errors/app-error';
import type { SmsCodeService } from '../resource/sms/sms-code.service';
import { SmsCode } from '../resource/sms/sms-code.entity';
import { Tenant } from '../system/tenant/tenant.entity';
import { User } from '../system/user/user.entity';
import type { LockoutService } from './lockout.service';
import type { SessionService } from './session.service';

/** The purpose a reset code is bound to (SmsCodeService keys its hash with it). */
export const PASSWORD_RESET_PURPOSE = 'password-reset';

/** Mainland mobile numbers: 11 digits from 1, +86 / 0086 / 86, spaces and dashes allowed around them. */
const MOBILE = /^(?:\+86|0086|86)?(1\d{10})$/;

/** How often one number may ask (per tenant), how many requests one address may make, how many tries a number gets. */
export interface PasswordResetLimits {
  phoneIntervalSeconds: number;
  ipPerHour: number;
  attemptsPerHour: number;
}

const HOUR = 3600;

function normalise(phone: string): string | undefined {
  return MOBILE.exec(phone.replace(/[\s-]/g, ''))?.[1];
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError('RATE_LIMITED', 'auth.resetTooOften');
    }
    throw error;
  }
}

/**
 * "Forgot password" by SMS, before sign-in. Asking for a code answers the same whatever the number: the limits are
 * counted first, then the code goes out in the background only when exactly one approved account of the tenant has
 * that number (SmsCodeService.issue through the tenant's enabled configuration). Resetting checks the newest code of
 * the number (single use, five wrong tries void it), sets the password and ends every session of the account.
 */
export class PasswordResetService {
  private readonly perPhone: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;
  private readonly attempts: RateLimiterAbstract;
  /** Sends still running (tests wait for them; nothing else reads this). */
  readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly databases: TenantDatabases,
    private readonly codes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly lockout: LockoutService,
    private readonly invalidation: CacheInvalidation,
    limits: PasswordResetLimits,
    limiters: LimiterFactory,
  ) {
    this.perPhone = limiters({ keyPrefix: 'reset-phone', points: 1, duration: limits.phoneIntervalSeconds });
    this.perIp = limiters({ keyPrefix: 'reset-ip', points: limits.ipPerHour, duration: HOUR });
    this.attempts = limiters({ keyPrefix: 'reset-try', points: limits.attemptsPerHour, duration: HOUR });
  }

  /** Always true once the limits allow it: whether a code was sent is not told. */
  async requestCode(platformEm: EntityManager, ip: string, tenantId: string, phone: string): Promise<boolean> {
    const number = normalise(phone);
    if (!number) {
      throw new AppError('VALIDATION', 'auth.resetPhoneInvalid', {}, [{ field: 'phone', messageKey: 'auth.resetPhoneInvalid' }]);
    }
    await consume(this.perIp, ip);
    await consume(this.perPhone, `${tenantId}:${number}`);
    const sending = this.sendIfKnown(platformEm, tenantId, number).catch(() => undefined);
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
    return true;
  }

  async reset(platformEm: EntityManager, tenantId: string, phone: string, code: string, newPassword: string): Promise<boolean> {
    const number = normalise(phone);
    if (!number) {
      throw new AppError('VALIDATION', 'auth.resetPhoneInvalid', {}, [{ field: 'phone', messageKey: 'auth.resetPhoneInvalid' }]);
    }
    if (newPassword.length < 6 || newPassword.length > 64) {
      throw new AppError('VALIDATION', 'auth.resetPasswordRule', {}, [{ field: 'newPassword', messageKey: 'auth.resetPasswordRule' }]);
    }
    await consume(this.attempts, `${tenantId}:${number}`);
    const wrong = () => new AppError('VALIDATION', 'auth.resetCodeWrong', {}, [{ field: 'code', messageKey: 'auth.resetCodeWrong' }]);
    if (!/^\d{6}$/.test(code.trim()) || !(await this.knownTenant(platformEm, tenantId))) {
      throw wrong();
    }
    const em = await this.databases.forTenant(tenantId);
    const latest = await em.findOne(
      SmsCode,
      { phone: number, purpose: PASSWORD_RESET_PURPOSE },
      { orderBy: { createTime: 'desc', id: 'desc' } },
    );
    const user = await this.uniqueUser(em, number);
    if (!latest || !user || !(await this.codes.check(em, latest.id, number, code, PASSWORD_RESET_PURPOSE))) {
      throw wrong();
    }
    const account = await em.findOneOrFail(User, { id: user.id }, { populate: ['password'] });
    account.password = await hashPassword(md5Hex(newPassword));
    await inTransaction(em, async () => {
      await em.flush();
      await this.sessions.revokeAllOfUser(em, account.id, 'password-reset');
    });
    await this.lockout.clear(platformEm, tenantId, [account.account]);
    this.invalidation.publish({ topic: 'users', tenantId, userIds: [account.id] });
    return true;
  }

  private async sendIfKnown(platformEm: EntityManager, tenantId: string, number: string): Promise<void> {
    if (!(await this.knownTenant(platformEm, tenantId))) {
      return;
    }
    const em = await this.databases.forTenant(tenantId);
    const user = await this.uniqueUser(em, number);
    if (user) {
      await this.codes.issue(em, { tenantId, userId: user.id }, number, PASSWORD_RESET_PURPOSE);
    }
  }

  private async knownTenant(platformEm: EntityManager, tenantId: string): Promise<boolean> {
    return (await platformEm.count(Tenant, { tenantId })) === 1;
  }

  /** The one approved account with this number; none when no account or several have it. */
  private async uniqueUser(em: EntityManager, number: string): Promise<Pick<User, 'id'> | undefined> {
    const users = await em.find(
      User,
      { phone: { $in: [number, `+86${number}`, `86${number}`] }, pendingApproval: false },
      { fields: ['id'], limit: 2 },
    );
    return users.length === 1 ? users[0] : undefined;
  }
}
