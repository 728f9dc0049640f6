import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../../core/shared-state/shared-state';
import { AppError } from '../../../core/errors/app-error';
import { maskPhone } from './sms-message-check';

/** How often a number may receive messages and how many a tenant may send per day. */
export interface SmsLimits {
  phoneIntervalSeconds: number;
  phoneDaily: number;
  tenantDaily: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Per-number and per-tenant limits with rate-limiter-flexible, like the login's (through the shared state: one count
 * for every node with REDIS_URL). Every limit is checked before anything is counted, so a refused send counts
 * nothing; a number is keyed by tenant so tenants do not share counts.
 */
export class SmsRateLimits {
  private readonly interval: RateLimiterAbstract;
  private readonly phoneDay: RateLimiterAbstract;
  private readonly tenantDay: RateLimiterAbstract;

  constructor(
    private readonly limits: SmsLimits,
    limiters: LimiterFactory,
  ) {
    this.interval = limiters({ keyPrefix: 'sms-phone-interval', points: 1, duration: limits.phoneIntervalSeconds });
    this.phoneDay = limiters({ keyPrefix: 'sms-phone-day', points: limits.phoneDaily, duration: DAY_SECONDS });
    this.tenantDay = limiters({ keyPrefix: 'sms-tenant-day', points: limits.tenantDaily, duration: DAY_SECONDS });
  }

  /** Refuses (RATE_LIMITED, translated) when any number or the tenant is over its limit; otherwise counts the send. */
  async consume(tenantId: string, phones: readonly string[]): Promise<void> {
    const tenantUsed = (await this.tenantDay.get(tenantId))?.consumedPoints ?? 0;
    if (tenantUsed + phones.length > this.limits.tenantDaily) {
      throw new AppError('RATE_LIMITED', 'sms.tenantQuota');
    }
    for (const phone of phones) {
      const key = `${tenantId}:${phone}`;
      const recent = await this.interval.get(key);
      const daily = await this.phoneDay.get(key);
      if ((recent && recent.consumedPoints >= 1) || (daily && daily.consumedPoints >= this.limits.phoneDaily)) {
        const waitMs = Math.max(
          recent?.consumedPoints ? recent.msBeforeNext : 0,
          daily && daily.consumedPoints >= this.limits.phoneDaily ? daily.msBeforeNext : 0,
        );
        throw new AppError('RATE_LIMITED', 'sms.phoneThrottled', {
          phone: maskPhone(phone),
          seconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }
    }
    try {
      await this.tenantDay.consume(tenantId, phones.length);
      for (const phone of phones) {
        await this.interval.consume(`${tenantId}:${phone}`);
        await this.phoneDay.consume(`${tenantId}:${phone}`);
      }
    } catch (error) {
      // Two sends racing for the last point: the later one is refused like any other over the limit.
      if (error instanceof RateLimiterRes) {
        throw new AppError('RATE_LIMITED', 'errors.rateLimited');
      }
      throw error;
    }
  }
}
