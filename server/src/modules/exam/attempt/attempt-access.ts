import { createHash, timingSafeEqual } from 'node:crypto';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../../core/shared-state/shared-state';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { Examination } from '../examination/examination.entity';
import { addressAllowed, normalizeAddress } from '../shared/ip-allow-list';

/**
 * FORBIDDEN unless `allowed` (the examination's allow-list check); names only the caller's own address. Start and
 * resume check it, and so does every save, flag and submit (reference/exam-domain.md §c.5: the rules hold for the
 * whole attempt, not only its start), so moving to another network mid-attempt stops the answering there.
 */
export function requireAllowedAddress(allowed: boolean, ip: string): void {
  if (!allowed) {
    throw new AppError('FORBIDDEN', 'exam.ipNotAllowed', { ip: normalizeAddress(ip) || '-' });
  }
}

/** Wrong access passwords tolerated per user and examination within `windowSeconds`. */
export interface AccessGuessLimit {
  guesses: number;
  windowSeconds: number;
}

export const DEFAULT_GUESS_LIMIT: AccessGuessLimit = { guesses: 5, windowSeconds: 600 };

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * The access rules of startAttempt (reference/exam-domain.md §c.5 "any password is correct, and any IP allowlist
 * matches"). The address is the request's (Express's request.ip: the TRUST_PROXY setting decides whether
 * X-Forwarded-For counts, as for the login). Wrong passwords are throttled per tenant, user and examination with
 * rate-limiter-flexible like the login, through the shared state (every node counts together with REDIS_URL).
 */
export class AttemptAccessCheck {
  private readonly guesses: RateLimiterAbstract;

  constructor(
    limiters: LimiterFactory,
    private readonly limit: AccessGuessLimit = DEFAULT_GUESS_LIMIT,
  ) {
    this.guesses = limiters({ keyPrefix: 'exam-access-password', points: limit.guesses, duration: limit.windowSeconds });
  }

  /** FORBIDDEN unless the caller's address is in the examination's allow-list (an empty list allows any). */
  requireAddress(context: SignedInContext, exam: Examination): void {
    requireAllowedAddress(addressAllowed(exam.ipAllowList ?? [], context.ip), context.ip);
  }

  /**
   * Checks the access password given to start (nothing to check when the examination has none): missing or wrong
   * is a VALIDATION error on `accessPassword`; after `guesses` wrong ones the user must wait (RATE_LIMITED), even
   * with the right one. A right password clears the count.
   */
  async requirePassword(context: SignedInContext, exam: Examination, given: string | null | undefined): Promise<void> {
    const expected = exam.accessPassword;
    if (!expected) {
      return;
    }
    const key = `${context.actor.tenantId}:${exam.id}:${context.actor.userId}`;
    const used = await this.guesses.get(key);
    if (used && used.consumedPoints >= this.limit.guesses) {
      throw this.throttled(used);
    }
    const answer = given?.trim() ?? '';
    if (answer === '') {
      throw new AppError('VALIDATION', 'exam.accessPasswordRequired', {}, [
        { field: 'accessPassword', messageKey: 'exam.accessPasswordRequired' },
      ]);
    }
    if (!timingSafeEqual(digest(answer), digest(expected))) {
      try {
        await this.guesses.consume(key);
      } catch (error) {
        throw error instanceof RateLimiterRes ? this.throttled(error) : error;
      }
      throw new AppError('VALIDATION', 'exam.accessPasswordWrong', {}, [
        { field: 'accessPassword', messageKey: 'exam.accessPasswordWrong' },
      ]);
    }
    await this.guesses.delete(key);
  }

  private throttled(state: RateLimiterRes): AppError {
    return new AppError('RATE_LIMITED', 'exam.accessPasswordThrottled', { minutes: Math.max(1, Math.ceil(state.msBeforeNext / 60_000)) });
  }
}
