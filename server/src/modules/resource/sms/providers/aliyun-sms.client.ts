import { sha256Hex } from '../../../../core/auth/password';
import { aliyunAuthorization, type AliyunHeaders } from './aliyun-signer';
import type { SigningClock, SmsCredentials, SmsProviderClient, SmsSendOutcome, SmsSendRequest } from './sms-provider';
import { endpointUrl, isOutcome, postToProvider, textOf } from './sms-http';
import { canonicalQuery, SYSTEM_CLOCK } from './sms-signing';

export const ALIYUN_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

/** Aliyun Dysms SendSms (2017-05-25) with the V3 signature; the RPC parameters travel in the query string. */
export class AliyunSmsClient implements SmsProviderClient {
  constructor(
    private readonly endpoint: string = ALIYUN_ENDPOINT,
    private readonly clock: SigningClock = SYSTEM_CLOCK,
  ) {}

  async send(credentials: SmsCredentials, request: SmsSendRequest): Promise<SmsSendOutcome> {
    const url = endpointUrl(this.endpoint, '/');
    const query = canonicalQuery({
      PhoneNumbers: request.phones.join(','),
      SignName: credentials.signName,
      TemplateCode: credentials.templateId,
      TemplateParam: JSON.stringify(Object.fromEntries(request.params)),
    });
    url.search = query;
    const headers: AliyunHeaders = {
      'x-acs-action': 'SendSms',
      'x-acs-version': '2017-05-25',
      'x-acs-date': this.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      'x-acs-signature-nonce': this.clock.nonce(),
      'x-acs-content-sha256': sha256Hex(''),
    };
    const authorization = aliyunAuthorization(
      credentials.accessKey,
      credentials.secretKey,
      { method: 'POST', host: url.host, path: url.pathname, query, body: '' },
      headers,
    );
    const reply = await postToProvider(url, { ...headers, authorization, accept: 'application/json' }, '');
    if (isOutcome(reply)) {
      return reply;
    }
    const code = textOf(reply.json['Code']) || String(reply.status);
    return {
      ok: code === 'OK',
      providerCode: code,
      providerMessage: textOf(reply.json['Message']),
      requestId: textOf(reply.json['RequestId']),
    };
  }
}
