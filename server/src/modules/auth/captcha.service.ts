import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { create as createCaptchaImage } from 'svg-captcha';
import { sha256Hex } from '../../core/auth/password';
import { AppError } from '../../core/errors/app-error';
import { Captcha } from './captcha.entity';

export interface CaptchaChallenge {
  key: string;
  /** data: URL of an SVG image. */
  image: string;
}

/** Issues captcha challenges stored server-side with an expiry; each challenge verifies at most once. */
export class CaptchaService {
  constructor(private readonly ttlSeconds: number) {}

  async issue(em: EntityManager): Promise<CaptchaChallenge> {
    const now = new Date();
    await em.nativeDelete(Captcha, { expiresAt: { $lt: now } });
    const image = createCaptchaImage({ size: 5, noise: 2, ignoreChars: '0oO1ilI', width: 130, height: 48, background: '#f4f6fa' });
    const key = randomUUID();
    em.create(Captcha, {
      captchaKey: key,
      codeHash: sha256Hex(image.text.toLowerCase()),
      expiresAt: new Date(now.getTime() + this.ttlSeconds * 1000),
    });
    await em.flush();
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}` };
  }

  /** Consumes the challenge and throws CAPTCHA_INVALID unless the code matches (case-insensitive). */
  async verify(em: EntityManager, key: string | undefined, code: string | undefined): Promise<void> {
    if (!key || !code || key.length > 64 || code.length > 16) {
      throw new AppError('CAPTCHA_INVALID', 'auth.captchaInvalid');
    }
    const row = await em.findOne(Captcha, { captchaKey: key });
    if (!row) {
      throw new AppError('CAPTCHA_INVALID', 'auth.captchaInvalid');
    }
    const deleted = await em.nativeDelete(Captcha, { id: row.id });
    const valid = deleted === 1 && row.expiresAt.getTime() > Date.now() && row.codeHash === sha256Hex(code.trim().toLowerCase());
    if (!valid) {
      throw new AppError('CAPTCHA_INVALID', 'auth.captchaInvalid');
    }
  }
}
