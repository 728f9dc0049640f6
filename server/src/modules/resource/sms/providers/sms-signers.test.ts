import { createHash, createHmac } from 'node:crypto';
import { aliyunAuthorization, aliyunCanonicalRequest } from './aliyun-signer';
import { qiniuAuthorization, qiniuStringToSign } from './qiniu-signer';
import { canonicalQuery, percentEncode } from './sms-signing';
import { tencentAuthorization, tencentSignature, tencentStringToSign } from './tencent-signer';
import { yunpianText, yunpianVariables } from './yunpian-sms.client';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  // The worked example of Tencent Cloud's "signature v3" page (CVM DescribeInstances in ap-guangzhou): the page
  // masks the key's last characters with '*' and prints the signature of exactly that masked key.
  const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
  const request = { method: 'POST', host: 'cvm.tencentcloudapi.com', path: '/', query: '', body: payload };
  const signing = { service: 'cvm', contentType: 'application/json; charset=utf-8', timestamp: 1551113065 };

  it('should build the documented string to sign', () => {
    const canonical = [
      'POST',
      '/',
      '',
      'content-type:application/json; charset=utf-8',
      'host:cvm.tencentcloudapi.com',
      '',
      'content-type;host',
      '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    ].join('\n');
    expect(sha256(payload)).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064');
    expect(tencentStringToSign(request, signing)).toBe(`TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n${sha256(canonical)}`);
  });

  it('should produce the documented signature and Authorization header', () => {
    const secretKey = 'Gu5t9xGARNpq86cd98joQYCN3*******';
    expect(tencentSignature(secretKey, request, signing)).toBe('2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c');
    expect(tencentAuthorization('AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******', secretKey, request, signing)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('should change the signature when the body changes', () => {
    const tampered = { ...request, body: payload.replace('1', '2') };
    expect(tencentSignature('k', tampered, signing)).not.toBe(tencentSignature('k', request, signing));
  });
});

describe('Aliyun ACS3-HMAC-SHA256', () => {
  // Derived step by step from the V3 page (no complete vector with its secret is published): canonical request =
  // method, URI, sorted encoded query, sorted `name:value` lines, signed header names, hex SHA-256 of the body.
  const query = canonicalQuery({ RegionId: 'cn-shanghai', ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd' });
  const request = { method: 'POST', host: 'ecs.cn-shanghai.aliyuncs.com', path: '/', query, body: '' };
  const headers = {
    'x-acs-action': 'RunInstances',
    'x-acs-version': '2014-05-26',
    'x-acs-date': '2023-10-26T09:01:01Z',
    'x-acs-signature-nonce': 'd410180a5abf7fe235dd9b74aca91fc0',
    'x-acs-content-sha256': EMPTY_SHA256,
  };
  const expectedCanonical = [
    'POST',
    '/',
    'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
    'host:ecs.cn-shanghai.aliyuncs.com',
    'x-acs-action:RunInstances',
    `x-acs-content-sha256:${EMPTY_SHA256}`,
    'x-acs-date:2023-10-26T09:01:01Z',
    'x-acs-signature-nonce:d410180a5abf7fe235dd9b74aca91fc0',
    'x-acs-version:2014-05-26',
    '',
    'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
    EMPTY_SHA256,
  ].join('\n');

  it('should build the canonical request of the documented layout', () => {
    expect(sha256('')).toBe(EMPTY_SHA256);
    expect(aliyunCanonicalRequest(request, headers)).toEqual({
      canonical: expectedCanonical,
      signedHeaders: 'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
    });
  });

  it('should sign the hashed canonical request with HMAC-SHA256 of the secret', () => {
    const signature = createHmac('sha256', 'YourAccessKeySecret')
      .update(`ACS3-HMAC-SHA256\n${sha256(expectedCanonical)}`)
      .digest('hex');
    expect(aliyunAuthorization('YourAccessKeyId', 'YourAccessKeySecret', request, headers)).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;' +
        `x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=${signature}`,
    );
  });

  it('should percent-encode as RFC 3986 (space %20, * %2A, ~ kept) and sort the query', () => {
    expect(percentEncode("a b*c~d'!")).toBe('a%20b%2Ac~d%27%21');
    expect(canonicalQuery({ b: '2', a: '{"code":"1"}' })).toBe('a=%7B%22code%22%3A%221%22%7D&b=2');
  });
});

describe('Qiniu access token v2', () => {
  // Derived step by step from the Qiniu access token page: "<METHOD> <path>[?query]\nHost: <host>\n
  // Content-Type: <type>\n\n<body>", HMAC-SHA1 with the SecretKey, URL-safe base64, "Qiniu <AK>:<sign>".
  const body = '{"template_id":"t1","mobiles":["13800000000"],"parameters":{"code":"1234"}}';
  const request = { method: 'POST', host: 'sms.qiniuapi.com', path: '/v1/message', query: '', body };

  it('should build the documented string to sign', () => {
    expect(qiniuStringToSign(request, 'application/json')).toBe(
      `POST /v1/message\nHost: sms.qiniuapi.com\nContent-Type: application/json\n\n${body}`,
    );
    expect(qiniuStringToSign({ ...request, query: 'a=1' }, 'application/octet-stream')).toBe(
      'POST /v1/message?a=1\nHost: sms.qiniuapi.com\nContent-Type: application/octet-stream\n\n',
    );
  });

  it('should sign with HMAC-SHA1 in URL-safe base64', () => {
    const expected = createHmac('sha1', 'secret')
      .update(`POST /v1/message\nHost: sms.qiniuapi.com\nContent-Type: application/json\n\n${body}`)
      .digest('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const header = qiniuAuthorization('ak', 'secret', request, 'application/json');
    expect(header).toBe(`Qiniu ak:${expected}`);
    expect(header).not.toMatch(/[+/]/);
  });
});

describe('Yunpian text', () => {
  const credentials = {
    accessKey: 'k',
    secretKey: '',
    templateId: '您的验证码是#code#，#minutes#分钟内有效',
    signName: '考试中心',
    regionId: '',
    appId: '',
  };

  it('should read the #var# placeholders in order and build the signed text', () => {
    expect(yunpianVariables(credentials.templateId)).toEqual(['code', 'minutes']);
    expect(
      yunpianText(credentials, [
        ['code', '123456'],
        ['minutes', '5'],
      ]),
    ).toBe('【考试中心】您的验证码是123456，5分钟内有效');
  });
});
