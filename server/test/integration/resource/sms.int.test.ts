import { SmsSendLog } from '../../../src/modules/resource/sms/sms-send-log.entity';
import { SmsConfig } from '../../../src/modules/resource/sms/sms.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildTenant } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startSmsEmulator, smsEmulatorEnv, type SmsEmulator } from '../../helpers/sms-emulator';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SMS_CODES = ['sms', 'sms_add', 'sms_edit', 'sms_view', 'sms_delete', 'sms_enable'];
const FIELDS = 'id category smsCode templateId accessKey hasSecret regionId signName appId templateVariables status';
const SUBMIT = `mutation ($input: SmsConfigInput!) { submitSmsConfig(input: $input) { ${FIELDS} } }`;
const LIST = `query { smsConfigs(page: { current: 1, size: 50 }) { records { ${FIELDS} } total } }`;
const DETAIL = `query ($id: ID!) { smsConfig(id: $id) { ${FIELDS} } }`;
const ENABLE = 'mutation ($id: ID!) { enableSmsConfig(id: $id) { id status } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeSmsConfigs(ids: $ids) }';
const SEND = 'mutation ($input: SmsSendInput!) { sendSms(input: $input) { success providerCode providerMessage requestId logId } }';
const LOGS =
  'query { smsSendLogs(page: { current: 1, size: 50 }) {' +
  ' records { id smsCode category phones phoneCount status providerCode error } total } }';

/** The secrets every configuration below uses: none may ever appear in an answer. */
const SECRETS = ['aliyun-secret-0001', 'tencent-secret-0002', 'qiniu-secret-0003'];

interface Config {
  id: string;
  smsCode: string;
  status: number;
  hasSecret: boolean;
}

type SendResult = { sendSms: { success: boolean; providerCode: string; providerMessage: string; logId: string } };

/**
 * SMS configurations and sending, end to end through the local provider emulator: each provider's client signs,
 * the emulator re-derives the signature with the secret it knows and records the message.
 */
describe('SMS configurations and sending', () => {
  let app: TestApp;
  let emulator: SmsEmulator;
  let answers: string[];

  beforeAll(async () => {
    emulator = await startSmsEmulator();
    emulator.account('aliyun', 'LTAI-ak', SECRETS[0] ?? '');
    emulator.account('tencent', 'AKID-tc', SECRETS[1] ?? '');
    emulator.account('qiniu', 'qn-ak', SECRETS[2] ?? '');
    emulator.account('yunpian', 'yp-apikey', '您的验证码是#code#，#minutes#分钟内有效');
    app = await startTestApp({ ...smsEmulatorEnv(emulator), SMS_TENANT_DAILY_LIMIT: '20' });
    answers = [];
  });

  afterAll(async () => {
    await app.close();
    await emulator.close();
  });

  /** GraphQL as `token`, keeping every answer's text for the secret check. */
  const call = async <T>(query: string, variables: Record<string, unknown>, token: string, language?: string) => {
    const result = await graphql<T>(app.http, query, variables, { token, ...(language ? { language } : {}) });
    answers.push(JSON.stringify(result));
    return result;
  };

  const signIn = async (permissions: string[]) => {
    const tenant = await buildTenant(app.application.orm, { permissions });
    const token = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const legacy = (await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).access_token;
    return { tenant, token, auth: { 'Blade-Auth': `bearer ${legacy}` } };
  };

  const configInputs = [
    {
      category: 3,
      smsCode: 'ali',
      templateId: 'SMS_154950909',
      accessKey: 'LTAI-ak',
      secretKey: SECRETS[0],
      signName: '考试中心',
      templateVariables: 'code',
    },
    {
      category: 4,
      smsCode: 'tc',
      templateId: '449739',
      accessKey: 'AKID-tc',
      secretKey: SECRETS[1],
      signName: '考试中心',
      appId: '1400006666',
      regionId: 'ap-guangzhou',
      templateVariables: 'code,minutes',
    },
    { category: 2, smsCode: 'qn', templateId: '1197638042859941888', accessKey: 'qn-ak', secretKey: SECRETS[2], templateVariables: 'code' },
    { category: 1, smsCode: 'yp', templateId: '您的验证码是#code#，#minutes#分钟内有效', accessKey: 'yp-apikey', signName: '考试中心' },
  ];

  describe('as a tenant administrator holding the sms codes', () => {
    let owner: Awaited<ReturnType<typeof signIn>>;
    const ids = new Map<string, string>();

    beforeAll(async () => {
      owner = await signIn(SMS_CODES);
      for (const input of configInputs) {
        const saved = await call<{ submitSmsConfig: Config }>(SUBMIT, { input }, owner.token);
        expect(saved.errors).toBeUndefined();
        ids.set(input.smsCode, saved.data?.submitSmsConfig.id ?? '');
      }
    });

    it('should store the secret sealed and answer only hasSecret', async () => {
      const em = app.application.orm.em.fork({ disableContextResolution: true });
      const rows = await em.find(SmsConfig, { tenantId: owner.tenant.tenantId }, { filters: false });
      expect(rows).toHaveLength(4);
      for (const row of rows.filter((config) => config.category !== 1)) {
        expect(row.secretKey).toMatch(/^v1:/);
        expect(SECRETS.some((secret) => row.secretKey.includes(secret))).toBe(false);
      }
      const detail = await call<{ smsConfig: Config }>(DETAIL, { id: ids.get('ali') }, owner.token);
      expect(detail.data?.smsConfig).toMatchObject({ smsCode: 'ali', hasSecret: true, status: 1 });
    });

    it('should send through each of the four providers, signed as the emulator checks, and log masked numbers', async () => {
      const sends: Array<[string, string, Array<{ name: string; value: string }>]> = [
        ['ali', '13800000001', [{ name: 'code', value: '111111' }]],
        [
          'tc',
          '13800000002',
          [
            { name: 'minutes', value: '5' },
            { name: 'code', value: '222222' },
          ],
        ],
        ['qn', '13800000003', [{ name: 'code', value: '333333' }]],
        [
          'yp',
          '13800000004',
          [
            { name: 'code', value: '444444' },
            { name: 'minutes', value: '10' },
          ],
        ],
      ];
      for (const [code, phone, params] of sends) {
        const result = await call<SendResult>(SEND, { input: { code, phones: [phone], params } }, owner.token);
        expect(result.errors).toBeUndefined();
        expect(result.data?.sendSms).toMatchObject({ success: true });
      }
      expect(emulator.rejected).toEqual([]);
      const byProvider = Object.fromEntries(emulator.received.map((message) => [message.provider, message]));
      expect(byProvider['aliyun']).toMatchObject({
        phones: ['13800000001'],
        params: { code: '111111' },
        text: 'SMS_154950909',
        signName: '考试中心',
      });
      // Tencent's parameters follow the declared order (code, minutes), not the order they were given in.
      expect(byProvider['tencent']).toMatchObject({ phones: ['+8613800000002'], params: { 0: '222222', 1: '5' }, text: '449739' });
      expect(byProvider['qiniu']).toMatchObject({ phones: ['13800000003'], params: { code: '333333' } });
      expect(byProvider['yunpian']).toMatchObject({ phones: ['13800000004'], text: '【考试中心】您的验证码是444444，10分钟内有效' });
      const logs = await call<{ smsSendLogs: { records: Array<{ phones: string; status: number; smsCode: string }> } }>(
        LOGS,
        {},
        owner.token,
      );
      expect(logs.data?.smsSendLogs.records.map((row) => row.phones).sort()).toEqual([
        '138****0001',
        '138****0002',
        '138****0003',
        '138****0004',
      ]);
      expect(logs.data?.smsSendLogs.records.every((row) => row.status === 1)).toBe(true);
    });

    it('should leave exactly one configuration enabled, also when enables race', async () => {
      await call(ENABLE, { id: ids.get('qn') }, owner.token);
      const raced = await Promise.all(['ali', 'tc', 'yp'].map((code) => call(ENABLE, { id: ids.get(code) }, owner.token)));
      expect(raced.every((result) => result.errors === undefined)).toBe(true);
      const list = await call<{ smsConfigs: { records: Config[] } }>(LIST, {}, owner.token);
      expect(list.data?.smsConfigs.records.filter((config) => config.status === 2)).toHaveLength(1);
    });

    it('should send without a code through the enabled configuration', async () => {
      await call(ENABLE, { id: ids.get('ali') }, owner.token);
      const before = emulator.received.length;
      const result = await call<SendResult>(
        SEND,
        { input: { phones: ['+86 139-0000-0005'], params: [{ name: 'code', value: '555555' }] } },
        owner.token,
      );
      expect(result.data?.sendSms.success).toBe(true);
      expect(emulator.received.slice(before)).toEqual([expect.objectContaining({ provider: 'aliyun', phones: ['13900000005'] })]);
    });

    it('should refuse bad input with a translated error and send or log nothing', async () => {
      const logsBefore = await app.application.orm.em.fork().count(SmsSendLog, { tenantId: owner.tenant.tenantId }, { filters: false });
      const received = emulator.received.length;
      const badPhone = await call(
        SEND,
        { input: { code: 'ali', phones: ['12345'], params: [{ name: 'code', value: '1' }] } },
        owner.token,
        'en',
      );
      expect(badPhone.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(badPhone.errors?.[0]?.message).toBe('The mobile number 12345 is not valid');
      const missing = await call(
        SEND,
        { input: { code: 'tc', phones: ['13900000006'], params: [{ name: 'code', value: '1' }] } },
        owner.token,
      );
      expect(missing.errors?.[0]?.message).toBe('缺少模版变量 minutes');
      const link = await call(
        SEND,
        { input: { code: 'ali', phones: ['13900000006'], params: [{ name: 'code', value: 'http://x.cn' }] } },
        owner.token,
      );
      expect(link.errors?.[0]?.extensions.code).toBe('VALIDATION');
      const unknownCode = await call(SEND, { input: { code: 'nope', phones: ['13900000006'], params: [] } }, owner.token, 'en');
      expect(unknownCode.errors?.[0]?.extensions.code).toBe('NOT_CONFIGURED');
      const duplicate = await call(SUBMIT, { input: { ...configInputs[0], secretKey: 'x' } }, owner.token);
      expect(duplicate.errors?.[0]).toMatchObject({ message: '当前资源编号已存在!', extensions: { code: 'CONFLICT' } });
      const badCategory = await call(SUBMIT, { input: { ...configInputs[0], smsCode: 'other', category: 9 } }, owner.token);
      expect(badCategory.errors?.[0]?.extensions.code).toBe('VALIDATION');
      const tencentWithoutApp = await call(SUBMIT, { input: { ...configInputs[1], smsCode: 'tc2', appId: '' } }, owner.token, 'en');
      expect(tencentWithoutApp.errors?.[0]?.extensions.fields).toEqual([{ field: 'appId', message: 'This provider needs appId' }]);
      expect(await app.application.orm.em.fork().count(SmsSendLog, { tenantId: owner.tenant.tenantId }, { filters: false })).toBe(
        logsBefore,
      );
      expect(await app.application.orm.em.fork().count(SmsConfig, { tenantId: owner.tenant.tenantId }, { filters: false })).toBe(4);
      expect(emulator.received.length).toBe(received);
    });

    it('should refuse a second message to the same number within the interval with a translated error', async () => {
      const input = { code: 'qn', phones: ['13900000007'], params: [{ name: 'code', value: '1' }] };
      expect((await call<SendResult>(SEND, { input }, owner.token)).data?.sendSms.success).toBe(true);
      const again = await call(SEND, { input }, owner.token, 'en');
      expect(again.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
      expect(again.errors?.[0]?.message).toMatch(/^Too many messages to 139\*\*\*\*0007; try again in \d+ seconds$/);
      const zh = await call(SEND, { input }, owner.token);
      expect(zh.errors?.[0]?.message).toMatch(/^手机号 139\*\*\*\*0007 发送过于频繁/);
    });

    it('should log a provider refusal and a bad signature as failed sends', async () => {
      emulator.failNext('aliyun', 'isv.BUSINESS_LIMIT_CONTROL');
      const refused = await call<SendResult>(
        SEND,
        { input: { code: 'ali', phones: ['13900000008'], params: [{ name: 'code', value: '1' }] } },
        owner.token,
      );
      expect(refused.data?.sendSms).toMatchObject({ success: false, providerCode: 'isv.BUSINESS_LIMIT_CONTROL' });
      // A configuration whose secret the provider does not know: the emulator's signature check refuses it.
      const wrong = await call<{ submitSmsConfig: Config }>(
        SUBMIT,
        { input: { ...configInputs[1], smsCode: 'tc-wrong', secretKey: 'not-the-secret' } },
        owner.token,
      );
      expect(wrong.errors).toBeUndefined();
      const rejectedBefore = emulator.rejected.length;
      const unsigned = await call<SendResult>(
        SEND,
        {
          input: {
            code: 'tc-wrong',
            phones: ['13900000009'],
            params: [
              { name: 'code', value: '1' },
              { name: 'minutes', value: '2' },
            ],
          },
        },
        owner.token,
      );
      expect(unsigned.data?.sendSms).toMatchObject({ success: false, providerCode: 'AuthFailure.SignatureFailure' });
      expect(emulator.rejected.slice(rejectedBefore)).toEqual([{ provider: 'tencent', reason: 'signature mismatch' }]);
      const logs = await call<{ smsSendLogs: { records: Array<{ status: number; providerCode: string; error: string | null }> } }>(
        LOGS,
        {},
        owner.token,
      );
      expect(logs.data?.smsSendLogs.records.slice(0, 2)).toEqual([
        expect.objectContaining({ status: 2, providerCode: 'AuthFailure.SignatureFailure' }),
        expect.objectContaining({ status: 2, providerCode: 'isv.BUSINESS_LIMIT_CONTROL', error: 'emulated failure' }),
      ]);
    });

    it('should answer the legacy paths in contract shape without the secret', async () => {
      const list = await app.http.get('/api/blade-resource/sms/list').query({ category: '3' }).set(owner.auth);
      answers.push(JSON.stringify(list.body));
      expect(list.body).toMatchObject({ code: 200, success: true, data: { total: 1, current: 1, size: 10 } });
      expect(list.body.data.records[0]).toMatchObject({
        smsCode: 'ali',
        category: 3,
        categoryName: '阿里云',
        secretKey: '',
        signName: '考试中心',
      });
      const detail = await app.http
        .get('/api/blade-resource/sms/detail')
        .query({ id: ids.get('tc') })
        .set(owner.auth);
      answers.push(JSON.stringify(detail.body));
      expect(detail.body.data).toMatchObject({ smsCode: 'tc', categoryName: '腾讯云', secretKey: '', appId: '1400006666' });
      const submitted = await app.http
        .post('/api/blade-resource/sms/submit')
        .set(owner.auth)
        .send({ id: ids.get('tc'), remark: '备注', secretKey: '' });
      expect(submitted.body).toMatchObject({ code: 200, success: true });
      const enabled = await app.http
        .post('/api/blade-resource/sms/enable')
        .type('form')
        .send({ id: ids.get('yp') })
        .set(owner.auth);
      expect(enabled.body).toMatchObject({ code: 200, success: true });
      const sent = await app.http
        .post('/api/blade-resource/sms/endpoint/send-message')
        .type('form')
        .send({ phones: '13900000010,13900000011', params: JSON.stringify({ code: '1', minutes: '2' }) })
        .set(owner.auth);
      expect(sent.body).toMatchObject({ code: 200, success: true, msg: '短信发送成功' });
      expect(emulator.received.at(-1)).toMatchObject({ provider: 'yunpian', phones: ['13900000010', '13900000011'] });
      emulator.failNext('yunpian', '33');
      const failed = await app.http
        .post('/api/blade-resource/sms/endpoint/send-message')
        .type('form')
        .send({ phones: '13900000012', params: JSON.stringify({ code: '1', minutes: '2' }) })
        .set(owner.auth);
      expect(failed.body).toMatchObject({ code: 400, success: false, msg: '短信发送失败' });
      const badParams = await app.http
        .post('/api/blade-resource/sms/endpoint/send-message')
        .type('form')
        .send({ phones: '13900000013', params: '{"code":1}' })
        .set(owner.auth);
      expect(badParams.body).toMatchObject({ code: 400, success: false, msg: '短信参数须为字符串键值对的 JSON 对象' });
      const stored = await app.application.orm.em.fork().findOneOrFail(SmsConfig, { id: ids.get('tc') ?? '' }, { filters: false });
      expect(stored.remark).toBe('备注');
      expect(stored.secretKey).toMatch(/^v1:/);
    });

    it('should send a verification code, accept it once and void it after five wrong tries', async () => {
      await call(ENABLE, { id: ids.get('ali') }, owner.token);
      const SEND_CODE = 'mutation ($phone: String!) { sendSmsCode(phone: $phone) { id phone success } }';
      const VERIFY = 'mutation ($id: ID!, $phone: String!, $value: String!) { verifySmsCode(id: $id, phone: $phone, value: $value) }';
      const sent = await call<{ sendSmsCode: { id: string; phone: string; success: boolean } }>(
        SEND_CODE,
        { phone: '+8613900000020' },
        owner.token,
      );
      expect(sent.data?.sendSmsCode).toMatchObject({ phone: '13900000020', success: true });
      const code = emulator.received.at(-1)?.params['code'] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const id = sent.data?.sendSmsCode.id ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      const verify = async (value: string, phone = '13900000020') =>
        (await call<{ verifySmsCode: boolean }>(VERIFY, { id, phone, value }, owner.token)).data?.verifySmsCode;
      expect(await verify(code, '13900000021')).toBe(false);
      expect(await verify(wrong)).toBe(false);
      expect(await verify(code)).toBe(true);
      expect(await verify(code)).toBe(false);
      expect((await call(VERIFY, { id, phone: '13900000020', value: 'abc' }, owner.token)).errors?.[0]?.extensions.code).toBe('VALIDATION');

      // Legacy paths: send-validate answers the id (never the code), validate-message R.success / R.fail.
      const legacy = await app.http
        .post('/api/blade-resource/sms/endpoint/send-validate')
        .type('form')
        .send({ phone: '13900000022' })
        .set(owner.auth);
      answers.push(JSON.stringify(legacy.body));
      expect(legacy.body).toMatchObject({
        code: 200,
        success: true,
        msg: '短信发送成功',
        data: { phone: '13900000022', value: '', success: true },
      });
      const legacyCode = emulator.received.at(-1)?.params['code'] ?? '';
      expect(JSON.stringify(legacy.body)).not.toContain(legacyCode);
      const validate = (value: string) =>
        app.http
          .post('/api/blade-resource/sms/endpoint/validate-message')
          .type('form')
          .send({ id: legacy.body.data.id, phone: '13900000022', value })
          .set(owner.auth);
      const other = legacyCode === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await validate(other)).body).toMatchObject({ code: 400, success: false, msg: '短信校验失败' });
      }
      // Five wrong tries void the code: the right one no longer passes.
      expect((await validate(legacyCode)).body).toMatchObject({ code: 400, success: false });
      const fresh = await call<{ sendSmsCode: { id: string } }>(SEND_CODE, { phone: '13900000023' }, owner.token);
      const freshCode = emulator.received.at(-1)?.params['code'] ?? '';
      const ok = await app.http
        .post('/api/blade-resource/sms/endpoint/validate-message')
        .type('form')
        .send({ id: fresh.data?.sendSmsCode.id, phone: '13900000023', value: freshCode })
        .set(owner.auth);
      expect(ok.body).toMatchObject({ code: 200, success: true, msg: '短信校验成功' });
    });

    it('should remove configurations softly', async () => {
      const removed = await call<{ removeSmsConfigs: number }>(REMOVE, { ids: [ids.get('qn')] }, owner.token);
      expect(removed.data?.removeSmsConfigs).toBe(1);
      const gone = await call(DETAIL, { id: ids.get('qn') }, owner.token);
      expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect((await call(REMOVE, { ids: [] }, owner.token)).errors?.[0]?.extensions.code).toBe('VALIDATION');
    });

    it('should keep another tenant away from these configurations', async () => {
      const other = await signIn(SMS_CODES);
      const before = await app.application.orm.em
        .fork()
        .find(SmsConfig, { tenantId: owner.tenant.tenantId }, { filters: false, orderBy: { id: 'asc' } });
      const list = await call<{ smsConfigs: { total: number } }>(LIST, {}, other.token);
      expect(list.data?.smsConfigs.total).toBe(0);
      for (const query of [DETAIL, ENABLE]) {
        expect((await call(query, { id: ids.get('ali') }, other.token)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      }
      expect((await call<{ removeSmsConfigs: number }>(REMOVE, { ids: [ids.get('ali')] }, other.token)).data?.removeSmsConfigs).toBe(0);
      const edit = await call(SUBMIT, { input: { ...configInputs[0], id: ids.get('ali'), smsCode: 'stolen' } }, other.token);
      expect(edit.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const send = await call(
        SEND,
        { input: { code: 'ali', phones: ['13900000014'], params: [{ name: 'code', value: '1' }] } },
        other.token,
      );
      expect(send.errors?.[0]?.extensions.code).toBe('NOT_CONFIGURED');
      const rest = await app.http
        .get('/api/blade-resource/sms/detail')
        .query({ id: ids.get('ali') })
        .set(other.auth);
      expect(rest.body).toMatchObject({ code: 404, success: false });
      const after = await app.application.orm.em
        .fork()
        .find(SmsConfig, { tenantId: owner.tenant.tenantId }, { filters: false, orderBy: { id: 'asc' } });
      expect(after.map((row) => [row.id, row.smsCode, row.status, row.isDeleted])).toEqual(
        before.map((row) => [row.id, row.smsCode, row.status, row.isDeleted]),
      );
    });
  });

  it('should refuse the tenant quota with a translated error once used up', async () => {
    const quota = await signIn(SMS_CODES);
    await call(SUBMIT, { input: configInputs[2] }, quota.token);
    const phones = Array.from({ length: 20 }, (_, index) => `1370000${String(index).padStart(4, '0')}`);
    const first = await call<SendResult>(SEND, { input: { code: 'qn', phones, params: [{ name: 'code', value: '1' }] } }, quota.token);
    expect(first.data?.sendSms.success).toBe(true);
    const over = await call(
      SEND,
      { input: { code: 'qn', phones: ['13700009999'], params: [{ name: 'code', value: '1' }] } },
      quota.token,
      'en',
    );
    expect(over.errors?.[0]).toMatchObject({
      message: 'The daily SMS quota of this tenant is used up',
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('should refuse anonymous callers and users without the sms codes', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await app.http.get('/api/blade-resource/sms/list')).status).toBe(401);
    expect((await app.http.post('/api/blade-resource/sms/endpoint/send-message').type('form').send({ phones: '13900000015' })).status).toBe(
      401,
    );
    // The demo tenant's administrator holds the sms menu (资源管理 > 短信配置); its teacher does not.
    const demoTeacher = (await graphqlToken(app.http, DEMO_TENANT_ID, 'teacher', '123456')).accessToken;
    for (const [query, variables] of [
      [LIST, {}],
      [SEND, { input: { phones: ['13900000016'], params: [] } }],
      [LOGS, {}],
      [SUBMIT, { input: configInputs[0] }],
    ] as const) {
      expect((await call(query, variables, demoTeacher)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const viewer = await signIn(['sms', 'sms_view']);
    expect((await call(SUBMIT, { input: configInputs[0] }, viewer.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await call(ENABLE, { id: '1' }, viewer.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('should never answer a secret, plain or sealed', () => {
    expect(answers.length).toBeGreaterThan(20);
    const all = answers.join('\n');
    for (const secret of SECRETS) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('not-the-secret');
    expect(all).not.toMatch(/"v1:[A-Za-z0-9_-]{20,}/);
  });
});
