import { SmsCode } from '../../../src/modules/resource/sms/sms-code.entity';
import { AuthSession } from '../../../src/modules/auth/auth-session.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildTenant, buildUser, type BuiltTenant, type BuiltUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startSmsEmulator, smsEmulatorEnv, type SmsEmulator } from '../../helpers/sms-emulator';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SMS_CODES = ['sms', 'sms_add', 'sms_edit', 'sms_view', 'sms_delete', 'sms_enable'];
const SUBMIT = 'mutation ($input: SmsConfigInput!) { submitSmsConfig(input: $input) { id } }';
const ENABLE = 'mutation ($id: ID!) { enableSmsConfig(id: $id) { id } }';
const REQUEST = 'mutation ($input: PasswordResetCodeInput!) { requestPasswordResetCode(input: $input) }';
const RESET = 'mutation ($input: PasswordResetInput!) { resetPasswordBySms(input: $input) }';
const ME = 'query { me { id } }';

/**
 * "Forgot password" by SMS before sign-in: the code goes out through the tenant's enabled configuration (the provider
 * emulator checks the signature and keeps the message), the answer never tells whether the number has an account,
 * wrong, used or expired codes are refused with one message, and a reset ends every session of the account.
 */
describe('password reset by SMS code', () => {
  let app: TestApp;
  let emulator: SmsEmulator;
  let tenant: BuiltTenant;
  let member: BuiltUser;
  const phone = '13700000001';

  beforeAll(async () => {
    emulator = await startSmsEmulator();
    emulator.account('aliyun', 'LTAI-reset', 'secret-reset');
    app = await startTestApp({ ...smsEmulatorEnv(emulator), SMS_PHONE_INTERVAL_SECONDS: '1' });
    tenant = await buildTenant(app.application.orm, { permissions: SMS_CODES });
    const { accessToken } = await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
    const input = {
      category: 3,
      smsCode: 'codes',
      templateId: 'SMS_700001',
      accessKey: 'LTAI-reset',
      secretKey: 'secret-reset',
      signName: '考试中心',
      templateVariables: 'code',
    };
    const saved = await graphql<{ submitSmsConfig: { id: string } }>(app.http, SUBMIT, { input }, { token: accessToken });
    await graphql(app.http, ENABLE, { id: saved.data?.submitSmsConfig.id }, { token: accessToken });
    member = await buildUser(app.application.orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [tenant.adminRoleId] });
    await app.application.orm.em.fork().nativeUpdate(User, { id: member.id }, { phone }, { filters: false });
  });

  afterAll(async () => {
    await app.close();
    await emulator.close();
  });

  /** Waits for the code sends still running in the background. */
  const settled = async () => {
    await Promise.all([...app.application.services.passwordReset.pending]);
  };

  /** Asks for a code and answers the code the emulator received for `number` (undefined when none came). */
  const requestCode = async (number: string, tenantId = tenant.tenantId) => {
    const before = emulator.received.length;
    const answer = await graphql<{ requestPasswordResetCode: boolean }>(app.http, REQUEST, { input: { tenantId, phone: number } });
    await settled();
    const message = emulator.received.slice(before).find((received) => received.phones.includes(number.replace(/^\+86/, '')));
    return { answer, code: message?.params['code'] };
  };

  const reset = (code: string, newPassword: string, number = phone, language?: string) =>
    graphql<{ resetPasswordBySms: boolean }>(
      app.http,
      RESET,
      { input: { tenantId: tenant.tenantId, phone: number, code, newPassword } },
      language ? { language } : {},
    );

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('should send the code through the tenant’s configuration, set the password once and end every session', async () => {
    const session = await graphqlToken(app.http, tenant.tenantId, member.account, member.password);
    expect((await graphql(app.http, ME, {}, { token: session.accessToken })).errors).toBeUndefined();
    const { answer, code } = await requestCode(phone);
    expect(answer).toEqual({ data: { requestPasswordResetCode: true } });
    expect(emulator.rejected).toEqual([]);
    expect(code).toMatch(/^\d{6}$/);
    expect(emulator.received.at(-1)).toMatchObject({ provider: 'aliyun', accessKey: 'LTAI-reset', phones: [phone], text: 'SMS_700001' });

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await reset(wrong, 'NewPassw0rd', phone, 'en');
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('VALIDATION');
    expect(JSON.stringify(refused.errors)).toContain('The code is wrong or has expired');

    const done = await reset(code ?? '', 'NewPassw0rd');
    expect(done).toEqual({ data: { resetPasswordBySms: true } });
    expect((await graphql(app.http, ME, {}, { token: session.accessToken })).errors?.[0]?.extensions?.['code']).toMatch(
      /UNAUTHENTICATED|TOKEN_INVALID/,
    );
    const sessions = await app.application.orm.em.fork().find(AuthSession, { userId: member.id }, { filters: false });
    expect(sessions.every((row) => row.revokedAt !== null && row.revokedAt !== undefined)).toBe(true);
    await expect(graphqlToken(app.http, tenant.tenantId, member.account, 'NewPassw0rd')).resolves.toMatchObject({
      accessToken: expect.any(String) as unknown as string,
    });
    member = { ...member, password: 'NewPassw0rd' };

    const again = await reset(code ?? '', 'OtherPassw0rd');
    expect(JSON.stringify(again.errors)).toContain('resetCodeWrong');
  });

  it('should answer the same for a number without an account and send nothing', async () => {
    await pause(1100);
    const before = emulator.received.length;
    const unknown = await requestCode('13700000999');
    const unknownTenant = await requestCode('13700000998', '999999');
    expect(unknown.answer).toEqual({ data: { requestPasswordResetCode: true } });
    expect(unknownTenant.answer).toEqual({ data: { requestPasswordResetCode: true } });
    expect(emulator.received.length).toBe(before);
    const refused = await reset('123456', 'NewPassw0rd', '13700000999');
    expect(refused.errors?.[0]?.extensions?.['messageKey']).toBe('auth.resetCodeWrong');
  });

  it('should refuse an expired code, a short password and a malformed number, changing nothing', async () => {
    await pause(1100);
    const { code } = await requestCode(phone);
    const short = await reset(code ?? '', '12345');
    expect(short.errors?.[0]?.extensions?.['messageKey']).toBe('auth.resetPasswordRule');
    const badPhone = await graphql(app.http, REQUEST, { input: { tenantId: tenant.tenantId, phone: '12345' } });
    expect(badPhone.errors?.[0]?.extensions?.['messageKey']).toBe('auth.resetPhoneInvalid');
    await app.application.orm.em
      .fork()
      .nativeUpdate(SmsCode, { phone, purpose: 'password-reset' }, { expiresAt: new Date(Date.now() - 1000) }, { filters: false });
    const expired = await reset(code ?? '', 'ThirdPassw0rd');
    expect(expired.errors?.[0]?.extensions?.['messageKey']).toBe('auth.resetCodeWrong');
    await expect(graphqlToken(app.http, tenant.tenantId, member.account, member.password)).resolves.toMatchObject({
      accessToken: expect.any(String) as unknown as string,
    });
  });

  it('should refuse a second request for the same number within the interval', async () => {
    await pause(1100);
    await requestCode('13700000777');
    const second = await graphql(app.http, REQUEST, { input: { tenantId: tenant.tenantId, phone: '13700000777' } });
    expect(second.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
  });
});
