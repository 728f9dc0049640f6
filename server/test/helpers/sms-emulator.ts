import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tencent's TC3 Authorization header: credential (id / date / service / tc3_request), signed headers, signature. */
const TENCENT_AUTHORIZATION = new RegExp(
  '^TC3-HMAC-SHA256 Credential=([^/]+)/(\\d{4}-\\d{2}-\\d{2})/([^/]+)/tc3_request, ' +
    'SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$',
);

/**
 * A local stand-in for the four SMS providers (Aliyun, Tencent Cloud, Qiniu, Yunpian) that tests start on a free
 * port. Each provider lives under its own path prefix; the emulator re-derives every signature from what it
 * received (method, path, query, headers, body) with the secret it knows, written here independently of the
 * server's signers from the providers' documented algorithms, answers in the provider's own success or error
 * shape, and records the messages it accepted.
 */
export type EmulatedProvider = 'aliyun' | 'tencent' | 'qiniu' | 'yunpian';

export interface ReceivedSms {
  provider: EmulatedProvider;
  accessKey: string;
  phones: string[];
  /** Template variables (Aliyun, Qiniu: by name; Tencent: in order as "0", "1", ...); Yunpian: none. */
  params: Record<string, string>;
  /** Yunpian's text; the template id of the others. */
  text: string;
  signName: string;
}

export interface SmsEmulator {
  endpoint(provider: EmulatedProvider): string;
  /** Accepts this key pair (Yunpian: the apikey and its approved template text in `secret`). */
  account(provider: EmulatedProvider, accessKey: string, secret: string): void;
  /** Answers the next request of this provider with its business error (after checking the signature). */
  failNext(provider: EmulatedProvider, code: string): void;
  received: ReceivedSms[];
  /** Requests refused for a bad signature or key. */
  rejected: Array<{ provider: EmulatedProvider; reason: string }>;
  close(): Promise<void>;
}

const hex256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const mac256 = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();
const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const rfc3986 = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

interface Received {
  request: IncomingMessage;
  url: URL;
  /** The path under the provider's prefix is what the client signed: the full path. */
  body: string;
}

export async function startSmsEmulator(): Promise<SmsEmulator> {
  const secrets = new Map<string, string>();
  const failures = new Map<EmulatedProvider, string>();
  const received: ReceivedSms[] = [];
  const rejected: Array<{ provider: EmulatedProvider; reason: string }> = [];
  const secretOf = (provider: EmulatedProvider, key: string): string | undefined => secrets.get(`${provider}:${key}`);
  const reject = (provider: EmulatedProvider, reason: string): void => {
    rejected.push({ provider, reason });
  };

  const aliyun = ({ request, url, body }: Received, response: ServerResponse): void => {
    const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      header(request, 'authorization'),
    );
    const secret = match ? secretOf('aliyun', match[1] ?? '') : undefined;
    const names = (match?.[2] ?? '').split(';');
    const query = [...url.searchParams.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
      .join('&');
    const canonical = [
      request.method,
      url.pathname,
      query,
      names.map((name) => `${name}:${header(request, name).trim()}\n`).join(''),
      names.join(';'),
      hex256(body),
    ].join('\n');
    const expected = secret ? mac256(secret, `ACS3-HMAC-SHA256\n${hex256(canonical)}`).toString('hex') : '';
    const fresh = Math.abs(Date.parse(header(request, 'x-acs-date')) - Date.now()) < 15 * 60_000;
    const required = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];
    if (!match || !secret || !required.every((name) => names.includes(name)) || header(request, 'x-acs-content-sha256') !== hex256(body)) {
      reject('aliyun', 'bad authorization');
      return reply(response, 400, { Code: 'IncompleteSignature', Message: 'The request signature does not conform to Aliyun standards.' });
    }
    if (!sameText(expected, match[3] ?? '') || !fresh || header(request, 'x-acs-action') !== 'SendSms') {
      reject('aliyun', 'signature mismatch');
      return reply(response, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    }
    const failure = failures.get('aliyun');
    failures.delete('aliyun');
    if (failure) {
      return reply(response, 200, { Code: failure, Message: 'emulated failure', RequestId: randomUUID() });
    }
    received.push({
      provider: 'aliyun',
      accessKey: match[1] ?? '',
      phones: (url.searchParams.get('PhoneNumbers') ?? '').split(','),
      params: JSON.parse(url.searchParams.get('TemplateParam') ?? '{}') as Record<string, string>,
      text: url.searchParams.get('TemplateCode') ?? '',
      signName: url.searchParams.get('SignName') ?? '',
    });
    reply(response, 200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: randomUUID() });
  };

  const tencent = ({ request, url, body }: Received, response: ServerResponse): void => {
    const requestId = randomUUID();
    const fail = (code: string, message: string) =>
      reply(response, 200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
    const match = TENCENT_AUTHORIZATION.exec(header(request, 'authorization'));
    const secret = match ? secretOf('tencent', match[1] ?? '') : undefined;
    const timestamp = Number(header(request, 'x-tc-timestamp'));
    if (!match || !secret || match[3] !== 'sms') {
      reject('tencent', 'bad authorization');
      return fail('AuthFailure.SecretIdNotFound', 'The SecretId is not found or the scope is not sms.');
    }
    const canonical = [
      request.method,
      url.pathname,
      url.search.replace(/^\?/, ''),
      `content-type:${header(request, 'content-type')}\nhost:${header(request, 'host')}\n`,
      'content-type;host',
      hex256(body),
    ].join('\n');
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hex256(canonical)}`;
    const key = mac256(mac256(mac256(`TC3${secret}`, date), 'sms'), 'tc3_request');
    const expected = mac256(key, toSign).toString('hex');
    if (date !== match[2] || !sameText(expected, match[4] ?? '') || Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000) {
      reject('tencent', 'signature mismatch');
      return fail('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    }
    const payload = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateId: string; SignName: string; TemplateParamSet: string[] };
    const failure = failures.get('tencent');
    failures.delete('tencent');
    if (failure) {
      return fail(failure, 'emulated failure');
    }
    received.push({
      provider: 'tencent',
      accessKey: match[1] ?? '',
      phones: payload.PhoneNumberSet,
      params: Object.fromEntries(payload.TemplateParamSet.map((value, index) => [String(index), value])),
      text: payload.TemplateId,
      signName: payload.SignName,
    });
    const SendStatusSet = payload.PhoneNumberSet.map((phone) => ({
      SerialNo: randomUUID(),
      PhoneNumber: phone,
      Fee: 1,
      Code: 'Ok',
      Message: 'send success',
    }));
    reply(response, 200, { Response: { SendStatusSet, RequestId: requestId } });
  };

  const qiniu = ({ request, url, body }: Received, response: ServerResponse): void => {
    const match = /^Qiniu ([^:]+):([A-Za-z0-9_=-]+)$/.exec(header(request, 'authorization'));
    const secret = match ? secretOf('qiniu', match[1] ?? '') : undefined;
    const type = header(request, 'content-type');
    const toSign = `${request.method} ${url.pathname}${url.search}\nHost: ${header(request, 'host')}\nContent-Type: ${type}\n\n${body}`;
    const expected = secret ? createHmac('sha1', secret).update(toSign).digest('base64').replace(/\+/g, '-').replace(/\//g, '_') : '';
    if (!match || !secret || !sameText(expected, match[2] ?? '')) {
      reject('qiniu', 'signature mismatch');
      return reply(response, 401, { error: 'bad token' });
    }
    const payload = JSON.parse(body) as { template_id: string; mobiles: string[]; parameters: Record<string, string> };
    const failure = failures.get('qiniu');
    failures.delete('qiniu');
    if (failure) {
      return reply(response, 400, { error: failure });
    }
    received.push({
      provider: 'qiniu',
      accessKey: match[1] ?? '',
      phones: payload.mobiles,
      params: payload.parameters,
      text: payload.template_id,
      signName: '',
    });
    reply(response, 200, { job_id: randomUUID() });
  };

  const yunpian = ({ body }: Received, response: ServerResponse): void => {
    const form = new URLSearchParams(body);
    const apikey = form.get('apikey') ?? '';
    const template = secretOf('yunpian', apikey);
    const text = form.get('text') ?? '';
    if (!template) {
      reject('yunpian', 'unknown apikey');
      return reply(response, 400, { code: -1, msg: '非法的apikey', detail: 'apikey not found' });
    }
    const signed = /^【([^】]+)】/.exec(text);
    const pattern = new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/#[A-Za-z0-9_]+#/g, '.+?')}$`);
    if (!signed || !pattern.test(text.slice(signed[0].length))) {
      reject('yunpian', 'text does not match the template');
      return reply(response, 400, { code: 5, msg: '未找到匹配的模板', detail: 'template not matched' });
    }
    const failure = failures.get('yunpian');
    failures.delete('yunpian');
    if (failure) {
      return reply(response, 400, { code: Number(failure), msg: 'emulated failure', detail: '' });
    }
    const phones = (form.get('mobile') ?? '').split(',');
    received.push({ provider: 'yunpian', accessKey: apikey, phones, params: {}, text, signName: signed[1] ?? '' });
    const data = phones.map((mobile) => ({ code: 0, msg: '发送成功', count: 1, fee: 0.05, unit: 'RMB', mobile, sid: Date.now() }));
    reply(response, 200, { total_count: phones.length, total_fee: 0.05 * phones.length, unit: 'RMB', data });
  };

  const handlers: Record<EmulatedProvider, (received: Received, response: ServerResponse) => void> = { aliyun, tencent, qiniu, yunpian };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', `http://${header(request, 'host') || 'localhost'}`);
      const provider = url.pathname.split('/')[1] as EmulatedProvider;
      const handle = handlers[provider];
      if (request.method !== 'POST' || !handle) {
        return reply(response, 404, { error: 'no such provider path' });
      }
      try {
        handle({ request, url, body: Buffer.concat(chunks).toString('utf8') }, response);
      } catch (error) {
        reply(response, 400, { error: error instanceof Error ? error.message : 'bad request' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (provider) => `http://127.0.0.1:${port}/${provider}`,
    account: (provider, accessKey, secret) => {
      secrets.set(`${provider}:${accessKey}`, secret);
    },
    failNext: (provider, code) => {
      failures.set(provider, code);
    },
    received,
    rejected,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The environment that points the server's four provider clients at the emulator. */
export function smsEmulatorEnv(emulator: SmsEmulator): Record<string, string> {
  return {
    SMS_ALIYUN_ENDPOINT: emulator.endpoint('aliyun'),
    SMS_TENCENT_ENDPOINT: emulator.endpoint('tencent'),
    SMS_QINIU_ENDPOINT: emulator.endpoint('qiniu'),
    SMS_YUNPIAN_ENDPOINT: emulator.endpoint('yunpian'),
  };
}
