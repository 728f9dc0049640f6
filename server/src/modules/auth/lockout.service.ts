import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../core/errors/app-error';
import type { ParamService } from '../system/param/param.service';
import { LoginFailure } from './login-failure.entity';

export interface LockoutSettings {
  /** Used when the parameter account.failCount is missing. */
  defaultFailLimit: number;
  lockMinutes: number;
}

/** Counts failed logins per tenant and account; locks the account at the limit until it expires or is unlocked. */
export class LockoutService {
  constructor(
    private readonly settings: LockoutSettings,
    private readonly params: ParamService,
  ) {}

  async assertNotLocked(em: EntityManager, tenantId: string, account: string): Promise<void> {
    const row = await em.findOne(LoginFailure, { tenantId, account });
    if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
      throw new AppError('ACCOUNT_LOCKED', 'auth.accountLocked');
    }
  }

  async recordFailure(em: EntityManager, tenantId: string, account: string): Promise<void> {
    const limit = await this.params.intValue(em, 'account.failCount', this.settings.defaultFailLimit);
    let row = await em.findOne(LoginFailure, { tenantId, account });
    if (!row) {
      row = em.create(LoginFailure, { tenantId, account, failCount: 0 });
    }
    if (row.lockedUntil && row.lockedUntil.getTime() <= Date.now()) {
      // The previous lock expired: start counting again.
      row.failCount = 0;
      row.lockedUntil = null;
    }
    row.failCount += 1;
    if (row.failCount >= limit) {
      row.lockedUntil = new Date(Date.now() + this.settings.lockMinutes * 60_000);
    }
    await em.flush();
  }

  async clear(em: EntityManager, tenantId: string, accounts: string[]): Promise<void> {
    if (accounts.length > 0) {
      await em.nativeDelete(LoginFailure, { tenantId, account: { $in: accounts } });
    }
  }
}
