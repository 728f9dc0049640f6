import type { SigningClock, SmsCredentials, SmsProviderClient, SmsSendOutcome, SmsSendRequest } from './sms-provider';
import { endpointUrl, isOutcome, postToProvider, textOf } from './sms-http';
import { SYSTEM_CLOCK } from './sms-signing';
import { tencentAuthorization } from './tencent-signer';

export const TENCENT_ENDPOINT = 'https://sms.tencentcloudapi.com';
const CONTENT_TYPE = 'application/json; charset=utf-8';

interface SendStatus {
  Code?: unknown;
  Message?: unknown;
}

/** Tencent Cloud SMS SendSms (API 3.0, 2021-01-11) signed with TC3-HMAC-SHA256 (service `sms`). */
export class TencentSmsClient implements SmsProviderClient {
  constructor(
    private readonly endpoint: string = TENCENT_ENDPOINT,
    private readonly clock: SigningClock = SYSTEM_CLOCK,
  ) {}

  async send(credentials: SmsCredentials, request: SmsSendRequest): Promise<SmsSendOutcome> {
    const url = endpointUrl(this.endpoint, '/');
    const body = JSON.stringify({
      PhoneNumberSet: request.phones.map((phone) => `+86${phone}`),
      SmsSdkAppId: credentials.appId,
      TemplateId: credentials.templateId,
      SignName: credentials.signName,
      TemplateParamSet: request.params.map(([, value]) => value),
    });
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const authorization = tencentAuthorization(
      credentials.accessKey,
      credentials.secretKey,
      { method: 'POST', host: url.host, path: url.pathname, query: '', body },
      { service: 'sms', contentType: CONTENT_TYPE, timestamp },
    );
    const reply = await postToProvider(
      url,
      {
        authorization,
        'content-type': CONTENT_TYPE,
        'x-tc-action': 'SendSms',
        'x-tc-version': '2021-01-11',
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': credentials.regionId || 'ap-guangzhou',
      },
      body,
    );
    if (isOutcome(reply)) {
      return reply;
    }
    const response = (reply.json['Response'] ?? {}) as Record<string, unknown>;
    const requestId = textOf(response['RequestId']);
    const error = response['Error'] as SendStatus | undefined;
    if (error) {
      return { ok: false, providerCode: textOf(error.Code), providerMessage: textOf(error.Message), requestId };
    }
    const statuses = Array.isArray(response['SendStatusSet']) ? (response['SendStatusSet'] as SendStatus[]) : [];
    const failed = statuses.find((status) => status.Code !== 'Ok');
    if (statuses.length === 0 || failed) {
      return { ok: false, providerCode: textOf(failed?.Code) || String(reply.status), providerMessage: textOf(failed?.Message), requestId };
    }
    return { ok: true, providerCode: 'Ok', providerMessage: textOf(statuses[0]?.Message), requestId };
  }
}
