import type { SmsCredentials, SmsProviderClient, SmsSendOutcome, SmsSendRequest } from './sms-provider';
import { endpointUrl, isOutcome, postToProvider, textOf } from './sms-http';

export const YUNPIAN_ENDPOINT = 'https://sms.yunpian.com';

/** The names of a Yunpian template's `#var#` placeholders, in order of first appearance. */
export function yunpianVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/#([A-Za-z0-9_]+)#/g)].map((match) => match[1] ?? ''))];
}

/** The text Yunpian checks against the approved template: placeholders replaced, the signature 【…】 in front. */
export function yunpianText(credentials: SmsCredentials, params: Array<[string, string]>): string {
  const values = new Map(params);
  const text = credentials.templateId.replace(/#([A-Za-z0-9_]+)#/g, (whole, name: string) => values.get(name) ?? whole);
  return credentials.signName && !text.startsWith('【') ? `【${credentials.signName}】${text}` : text;
}

interface BatchItem {
  code?: unknown;
  msg?: unknown;
  sid?: unknown;
}

/** Yunpian batch_send (same text to many numbers); no signature, the apikey travels in the form body. */
export class YunpianSmsClient implements SmsProviderClient {
  constructor(private readonly endpoint: string = YUNPIAN_ENDPOINT) {}

  async send(credentials: SmsCredentials, request: SmsSendRequest): Promise<SmsSendOutcome> {
    const url = endpointUrl(this.endpoint, '/v2/sms/batch_send.json');
    const body = new URLSearchParams({
      apikey: credentials.accessKey,
      mobile: request.phones.join(','),
      text: yunpianText(credentials, request.params),
    }).toString();
    const reply = await postToProvider(
      url,
      { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body,
    );
    if (isOutcome(reply)) {
      return reply;
    }
    if (reply.json['code'] !== undefined) {
      return { ok: false, providerCode: textOf(reply.json['code']), providerMessage: textOf(reply.json['msg']), requestId: '' };
    }
    const items = Array.isArray(reply.json['data']) ? (reply.json['data'] as BatchItem[]) : [];
    const failed = items.find((item) => item.code !== 0);
    if (items.length === 0 || failed) {
      return { ok: false, providerCode: textOf(failed?.code) || String(reply.status), providerMessage: textOf(failed?.msg), requestId: '' };
    }
    return { ok: true, providerCode: '0', providerMessage: textOf(items[0]?.msg), requestId: textOf(items[0]?.sid) };
  }
}
