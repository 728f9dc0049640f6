import { randomUUID } from 'node:crypto';
import { create as createCaptchaImage } from 'svg-captcha';
import { sha256Hex } from '../../core/auth/password';
import { AppError } from '../../core/errors/app-error';
import type { SharedState } from '../../core/shared-state/shared-state';

export interface CaptchaChallenge {
  key: string;
  /** data: URL of an SVG image. */
  image: string;
}

/** Key of a challenge in the shared state (every node sees it; Redis `SET EX` + `GETDEL` with several nodes). */
export const captchaStateKey = (key: string): string => `captcha:${key}`;

/**
 * Issues captcha challenges kept in the shared state with an expiry (the hash of the code, never the code); each
 * challenge verifies at most once, on whichever node it is answered.
 */
export class CaptchaService {
  constructor(
    private readonly shared: Pick<SharedState, 'put' | 'takeOnce'>,
    private readonly ttlSeconds: number,
  ) {}

  async issue(): Promise<CaptchaChallenge> {
    const image = createCaptchaImage({ size: 5, noise: 2, ignoreChars: '0oO1ilI', width: 130, height: 48, background: '#f4f6fa' });
    const key = randomUUID();
    await this.shared.put(captchaStateKey(key), sha256Hex(image.text.toLowerCase()), this.ttlSeconds);
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}` };
  }

  /** Consumes the challenge and throws CAPTCHA_INVALID unless the code matches (case-insensitive). */
  async verify(key: string | undefined, code: string | undefined): Promise<void> {
    if (!key || !code || key.length > 64 || code.length > 16) {
      throw new AppError('CAPTCHA_INVALID', 'auth.captchaInvalid');
    }
    const codeHash = await this.shared.takeOnce(captchaStateKey(key));
    if (codeHash === null || codeHash !== sha256Hex(code.trim().toLowerCase())) {
      throw new AppError('CAPTCHA_INVALID', 'auth.captchaInvalid');
    }
  }
}
