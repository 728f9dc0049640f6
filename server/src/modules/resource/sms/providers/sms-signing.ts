import { createHmac, randomBytes } from 'node:crypto';
import type { SigningClock } from './sms-provider';

export function hmacSha256(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value, 'utf8').digest();
}

/** Percent-encoding of RFC 3986 (unreserved characters kept), as Aliyun's canonical query wants. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The query string of sorted, percent-encoded pairs. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
}

export const SYSTEM_CLOCK: SigningClock = {
  now: () => new Date(),
  nonce: () => randomBytes(16).toString('hex'),
};
