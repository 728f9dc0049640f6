import { md5Hex, verifyPassword } from '../../core/auth/password';
import { AppError } from '../../core/errors/app-error';
import type { SignedInContext } from '../../core/http/request-context';
import { User } from '../system/user/user.entity';
import type { AuthService } from './auth.service';
import type { LockoutService } from './lockout.service';
import type { SessionService } from './session.service';

/**
 * The lock screen's password check: the caller's real account password, verified like a login
 * (argon2id over the md5 hex). Failures count toward the account lockout; when the account gets
 * locked the caller's session ends too, so a locked screen cannot be guessed open.
 */
export class ScreenLockService {
  constructor(
    private readonly auth: AuthService,
    private readonly lockout: LockoutService,
    private readonly sessions: SessionService,
  ) {}

  async verify(context: SignedInContext, password: string): Promise<boolean> {
    const { actor, platformEm, em } = context;
    await this.auth.throttle(context.ip);
    await this.lockAndEndSessionIfLocked(context);
    const user = await em.findOne(User, { id: actor.userId }, { populate: ['password'] });
    const check = user ? await verifyPassword(user.password, md5Hex(password)) : { valid: false };
    if (!check.valid) {
      await this.lockout.recordFailure(platformEm, actor.tenantId, actor.account);
      await this.lockAndEndSessionIfLocked(context);
      throw new AppError('BAD_CREDENTIALS', 'auth.passwordWrong', {}, [{ field: 'password', messageKey: 'auth.passwordWrong' }]);
    }
    await this.lockout.clear(platformEm, actor.tenantId, [actor.account]);
    return true;
  }

  private async lockAndEndSessionIfLocked(context: SignedInContext): Promise<void> {
    try {
      await this.lockout.assertNotLocked(context.platformEm, context.actor.tenantId, context.actor.account);
    } catch (error) {
      await this.sessions.revoke(context.platformEm, context.actor.sessionId, context.actor.userId, 'screen-lock-failures');
      throw error;
    }
  }
}
