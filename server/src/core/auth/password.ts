import { createHash } from 'node:crypto';
import { hash, verify, Algorithm } from '@node-rs/argon2';

/** Legacy clients send md5(password) as lower-case hex; the database keeps argon2id over that hex. */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

const LEGACY_SHA1 = /^[0-9a-f]{40}$/;
const MD5_HEX = /^[0-9a-f]{32}$/;

export function isMd5Hex(value: string): boolean {
  return MD5_HEX.test(value);
}

export async function hashPassword(md5OfPassword: string): Promise<string> {
  return hash(md5OfPassword.toLowerCase(), {
    algorithm: Algorithm.Argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
}

export interface PasswordCheck {
  valid: boolean;
  /** True when the stored hash is a BladeX sha1(md5) that should be replaced by argon2id now. */
  needsUpgrade: boolean;
}

export async function verifyPassword(stored: string, md5OfPassword: string): Promise<PasswordCheck> {
  const candidate = md5OfPassword.toLowerCase();
  if (LEGACY_SHA1.test(stored)) {
    const valid = createHash('sha1').update(candidate, 'utf8').digest('hex') === stored;
    return { valid, needsUpgrade: valid };
  }
  try {
    return { valid: await verify(stored, candidate), needsUpgrade: false };
  } catch {
    return { valid: false, needsUpgrade: false };
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
