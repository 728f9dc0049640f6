import { createHmac } from 'node:crypto';
import type { SignableRequest } from './sms-provider';

/**
 * Qiniu's access token v2: `<METHOD> <path>[?query]\nHost: <host>\nContent-Type: <type>\n\n<body>` (the body
 * only when the type is not application/octet-stream), HMAC-SHA1 with the SecretKey, URL-safe base64.
 */
export function qiniuStringToSign(request: SignableRequest, contentType: string): string {
  const target = request.query ? `${request.path}?${request.query}` : request.path;
  const body = contentType && contentType !== 'application/octet-stream' ? request.body : '';
  return `${request.method} ${target}\nHost: ${request.host}\n${contentType ? `Content-Type: ${contentType}\n` : ''}\n${body}`;
}

export function qiniuAuthorization(accessKey: string, secretKey: string, request: SignableRequest, contentType: string): string {
  const sign = createHmac('sha1', secretKey).update(qiniuStringToSign(request, contentType), 'utf8').digest('base64');
  return `Qiniu ${accessKey}:${sign.replace(/\+/g, '-').replace(/\//g, '_')}`;
}
