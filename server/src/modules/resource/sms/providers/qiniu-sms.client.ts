import { qiniuAuthorization } from './qiniu-signer';
import type { SmsCredentials, SmsProviderClient, SmsSendOutcome, SmsSendRequest } from './sms-provider';
import { endpointUrl, isOutcome, postToProvider, textOf } from './sms-http';

export const QINIU_ENDPOINT = 'https://sms.qiniuapi.com';
const CONTENT_TYPE = 'application/json';

/** Qiniu SMS batch send (POST /v1/message) with the Qiniu access token v2. */
export class QiniuSmsClient implements SmsProviderClient {
  constructor(private readonly endpoint: string = QINIU_ENDPOINT) {}

  async send(credentials: SmsCredentials, request: SmsSendRequest): Promise<SmsSendOutcome> {
    const url = endpointUrl(this.endpoint, '/v1/message');
    const body = JSON.stringify({
      template_id: credentials.templateId,
      mobiles: request.phones,
      parameters: Object.fromEntries(request.params),
    });
    const authorization = qiniuAuthorization(
      credentials.accessKey,
      credentials.secretKey,
      { method: 'POST', host: url.host, path: url.pathname, query: '', body },
      CONTENT_TYPE,
    );
    const reply = await postToProvider(url, { authorization, 'content-type': CONTENT_TYPE }, body);
    if (isOutcome(reply)) {
      return reply;
    }
    const jobId = textOf(reply.json['job_id']);
    if (reply.status === 200 && jobId) {
      return { ok: true, providerCode: '200', providerMessage: '', requestId: jobId };
    }
    return {
      ok: false,
      providerCode: String(reply.status),
      providerMessage: textOf(reply.json['error']) || textOf(reply.json['message']),
      requestId: '',
    };
  }
}
