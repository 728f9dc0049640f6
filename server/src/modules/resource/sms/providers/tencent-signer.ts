import { sha256Hex } from '../../../../core/auth/password';
import type { SignableRequest } from './sms-provider';
import { hmacSha256 } from './sms-signing';

export const TENCENT_ALGORITHM = 'TC3-HMAC-SHA256';

/** What TC3 signs besides the request: the service of the scope, the content type and the time in seconds. */
export interface TencentSigning {
  service: string;
  contentType: string;
  timestamp: number;
}

/** The UTC date (yyyy-MM-dd) of a timestamp in seconds. */
export function tencentDate(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/**
 * Tencent Cloud's TC3-HMAC-SHA256: the canonical request signs `content-type` and `host`; the credential scope
 * is `<date>/<service>/tc3_request`; the signing key is the chain HMAC("TC3"+SecretKey, date) -> service ->
 * "tc3_request", and the signature the hex HMAC-SHA256 of the string to sign with it.
 */
export function tencentStringToSign(request: SignableRequest, signing: TencentSigning): string {
  const headers = `content-type:${signing.contentType}\nhost:${request.host}\n`;
  const canonical = [request.method, request.path, request.query, headers, 'content-type;host', sha256Hex(request.body)].join('\n');
  const scope = `${tencentDate(signing.timestamp)}/${signing.service}/tc3_request`;
  return `${TENCENT_ALGORITHM}\n${signing.timestamp}\n${scope}\n${sha256Hex(canonical)}`;
}

export function tencentSignature(secretKey: string, request: SignableRequest, signing: TencentSigning): string {
  const dateKey = hmacSha256(`TC3${secretKey}`, tencentDate(signing.timestamp));
  const serviceKey = hmacSha256(dateKey, signing.service);
  const signingKey = hmacSha256(serviceKey, 'tc3_request');
  return hmacSha256(signingKey, tencentStringToSign(request, signing)).toString('hex');
}

export function tencentAuthorization(secretId: string, secretKey: string, request: SignableRequest, signing: TencentSigning): string {
  const scope = `${tencentDate(signing.timestamp)}/${signing.service}/tc3_request`;
  const signature = tencentSignature(secretKey, request, signing);
  return `${TENCENT_ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}
