import { sha256Hex } from '../../../../core/auth/password';
import type { SignableRequest } from './sms-provider';
import { hmacSha256 } from './sms-signing';

export const ALIYUN_ALGORITHM = 'ACS3-HMAC-SHA256';

/** The x-acs-* headers of a V3 request (besides host), lower-case names. */
export interface AliyunHeaders {
  'x-acs-action': string;
  'x-acs-version': string;
  'x-acs-date': string;
  'x-acs-signature-nonce': string;
  'x-acs-content-sha256': string;
}

/**
 * Aliyun's V3 signature (ACS3-HMAC-SHA256): the canonical request is method, path, sorted query, the signed
 * headers as `name:value` lines sorted by name, their names joined by `;`, and the hex SHA-256 of the body; the
 * string to sign is the algorithm and the hex SHA-256 of that; the signature the hex HMAC-SHA256 with the secret.
 */
export function aliyunCanonicalRequest(request: SignableRequest, headers: AliyunHeaders): { canonical: string; signedHeaders: string } {
  const all: Record<string, string> = { host: request.host, ...headers };
  const names = Object.keys(all).sort();
  const signedHeaders = names.join(';');
  const lines = names.map((name) => `${name}:${(all[name] ?? '').trim()}\n`).join('');
  const canonical = [request.method, request.path, request.query, lines, signedHeaders, sha256Hex(request.body)].join('\n');
  return { canonical, signedHeaders };
}

export function aliyunAuthorization(accessKeyId: string, secret: string, request: SignableRequest, headers: AliyunHeaders): string {
  const { canonical, signedHeaders } = aliyunCanonicalRequest(request, headers);
  const stringToSign = `${ALIYUN_ALGORITHM}\n${sha256Hex(canonical)}`;
  const signature = hmacSha256(secret, stringToSign).toString('hex');
  return `${ALIYUN_ALGORITHM} Credential=${accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
