import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { CandidateStatus, ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { SmsSendLog } from '../../../src/modules/resource/sms/sms-send-log.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import {
  buildCandidate,
  buildExamination,
  buildReadyPaper,
  EXAMINATION_STAFF_CODES,
  HOUR_MS,
  signedInUser,
} from '../../factories/exam-delivery.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startSmsEmulator, smsEmulatorEnv, type SmsEmulator } from '../../helpers/sms-emulator';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SMS_CODES = ['sms', 'sms_add', 'sms_edit', 'sms_view', 'sms_delete', 'sms_enable'];
const SUBMIT = 'mutation ($input: SmsConfigInput!) { submitSmsConfig(input: $input) { id } }';
const ENABLE = 'mutation ($id: ID!) { enableSmsConfig(id: $id) { id status } }';
const MINUTE_MS = 60_000;
const FIELDS = 'id smsReminder smsReminderMinutes smsReminderSentAt';
const CREATE = `mutation ($input: ExaminationInput!) { createExamination(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ExaminationInput!) { updateExamination(id: $id, input: $input) { ${FIELDS} } }`;

interface ReminderRow {
  id: string;
  smsReminder: boolean;
  smsReminderMinutes: number;
  smsReminderSentAt: string | null;
}

/**
 * The exam reminder by SMS: an examination opted in (smsReminder, smsReminderMinutes) is reminded once, by the
 * sweep, to its candidates with a mobile number, through its own tenant's enabled configuration (the provider
 * emulator stands in for Aliyun and checks each signature).
 */
describe('examination SMS reminder', () => {
  let app: TestApp;
  let emulator: SmsEmulator;

  beforeAll(async () => {
    emulator = await startSmsEmulator();
    emulator.account('aliyun', 'LTAI-tenant-a', 'secret-tenant-a');
    emulator.account('aliyun', 'LTAI-tenant-b', 'secret-tenant-b');
    app = await startTestApp({ ...smsEmulatorEnv(emulator), LEGACY_TIME_ZONE: 'Asia/Shanghai' });
  });

  afterAll(async () => {
    await app.close();
    await emulator.close();
  });

  /** A tenant whose administrator adds and enables an Aliyun configuration with this key pair. */
  const tenantWithSms = async (accessKey: string, secretKey: string): Promise<BuiltTenant> => {
    const tenant = await buildTenant(app.application.orm, { permissions: SMS_CODES });
    const { accessToken } = await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
    const input = { category: 3, smsCode: 'reminder', templateId: 'SMS_900001', accessKey, secretKey, signName: '考试中心' };
    const saved = await graphql<{ submitSmsConfig: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { ...input, templateVariables: 'exam,time' } },
      { token: accessToken },
    );
    expect(saved.errors).toBeUndefined();
    const enabled = await graphql(app.http, ENABLE, { id: saved.data?.submitSmsConfig.id }, { token: accessToken });
    expect(enabled.errors).toBeUndefined();
    return tenant;
  };

  /** A user of the tenant with this mobile number (none when null). */
  const userWithPhone = async (tenant: BuiltTenant, phone: string | null): Promise<string> => {
    const user = await buildUser(app.application.orm, { tenantId: tenant.tenantId, deptId: tenant.deptId });
    await app.application.orm.em.fork().nativeUpdate(User, { id: user.id }, { phone }, { filters: false });
    return user.id;
  };

  /** A SCHEDULED examination opening at `openAt`, with the reminder set as given, and these candidates. */
  const scheduled = async (
    tenant: BuiltTenant,
    openAt: Date,
    reminder: { on: boolean; minutes?: number },
    candidates: Array<{ userId: string; status?: CandidateStatus }>,
  ): Promise<Examination> => {
    const orm = app.application.orm;
    const paper = (await buildReadyPaper(orm, { tenantId: tenant.tenantId })).paper;
    const exam = await buildExamination(orm, {
      tenantId: tenant.tenantId,
      paperId: paper.id,
      status: ExamStatus.SCHEDULED,
      openAt,
      closeAt: new Date(openAt.getTime() + 2 * HOUR_MS),
      name: 'Safety exam',
    });
    await orm.em
      .fork()
      .nativeUpdate(
        Examination,
        { id: exam.id },
        { smsReminder: reminder.on, smsReminderMinutes: reminder.minutes ?? 60 },
        { filters: false },
      );
    for (const candidate of candidates) {
      await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: exam.id, ...candidate });
    }
    return exam;
  };

  const sentAt = async (id: string): Promise<Date | null | undefined> =>
    (await app.application.orm.em.fork().findOneOrFail(Examination, { id }, { filters: false })).smsReminderSentAt;

  const logsOf = (tenantId: string) => app.application.orm.em.fork().find(SmsSendLog, { tenantId }, { filters: false });

  it('should remind opted-in candidates with a phone once, through their own tenant, and send nothing on the next run', async () => {
    const now = new Date();
    const a = await tenantWithSms('LTAI-tenant-a', 'secret-tenant-a');
    const b = await tenantWithSms('LTAI-tenant-b', 'secret-tenant-b');
    const withPhone = await userWithPhone(a, '139 0000 0001');
    const noPhone = await userWithPhone(a, null);
    const landline = await userWithPhone(a, '010-88886666');
    const excused = await userWithPhone(a, '13900000003');
    const removed = await userWithPhone(a, '13900000004');
    const openAt = new Date(now.getTime() + 30 * MINUTE_MS);
    const due = await scheduled(a, openAt, { on: true, minutes: 60 }, [
      { userId: withPhone },
      { userId: noPhone },
      { userId: landline },
      { userId: excused, status: CandidateStatus.EXCUSED },
      { userId: removed, status: CandidateStatus.REMOVED },
    ]);
    const notYet = await scheduled(a, new Date(now.getTime() + 3 * HOUR_MS), { on: true, minutes: 60 }, [{ userId: withPhone }]);
    const optedOut = await scheduled(a, openAt, { on: false }, [{ userId: withPhone }]);
    const otherTenantUser = await userWithPhone(b, '13900000009');
    const otherOptedOut = await scheduled(b, openAt, { on: false }, [{ userId: otherTenantUser }]);

    const before = emulator.received.length;
    const first = await app.application.sweep.runOnce(now);
    expect(first['examinationSmsReminder']).toBe(1);
    const received = emulator.received.slice(before);
    expect(emulator.rejected).toEqual([]);
    expect(received).toEqual([
      {
        provider: 'aliyun',
        accessKey: 'LTAI-tenant-a',
        phones: ['13900000001'],
        params: { exam: 'Safety exam', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) as unknown as string },
        text: 'SMS_900001',
        signName: '考试中心',
      },
    ]);
    expect(await sentAt(due.id)).toEqual(now);
    expect(await sentAt(notYet.id)).toBeNull();
    expect(await sentAt(optedOut.id)).toBeNull();
    expect(await sentAt(otherOptedOut.id)).toBeNull();
    const logs = await logsOf(a.tenantId);
    expect(logs.map((log) => ({ phones: log.phones, status: log.status }))).toEqual([{ phones: '139****0001', status: 1 }]);
    expect(await logsOf(b.tenantId)).toEqual([]);

    const second = await app.application.sweep.runOnce(new Date(now.getTime() + MINUTE_MS));
    expect(second['examinationSmsReminder']).toBe(0);
    expect(emulator.received.length).toBe(before + 1);
    expect(await logsOf(a.tenantId)).toHaveLength(1);
  });

  it('should go through the tenant’s exam-reminder configuration when it has one, even while another is enabled', async () => {
    const now = new Date();
    const tenant = await tenantWithSms('LTAI-tenant-a', 'secret-tenant-a');
    const { accessToken } = await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
    const input = {
      category: 3,
      smsCode: 'exam-reminder',
      templateId: 'SMS_900002',
      accessKey: 'LTAI-tenant-b',
      secretKey: 'secret-tenant-b',
      signName: '考试中心',
      templateVariables: 'exam,time,minutes',
    };
    expect((await graphql(app.http, SUBMIT, { input }, { token: accessToken })).errors).toBeUndefined();
    const candidate = await userWithPhone(tenant, '13900000021');
    await scheduled(tenant, new Date(now.getTime() + 5 * MINUTE_MS), { on: true, minutes: 10 }, [{ userId: candidate }]);
    const before = emulator.received.length;
    await app.application.sweep.runOnce(now);
    expect(emulator.received.slice(before)).toMatchObject([
      { accessKey: 'LTAI-tenant-b', phones: ['13900000021'], text: 'SMS_900002', params: { exam: 'Safety exam', minutes: '10' } },
    ]);
  });

  it('should never use another tenant’s configuration when the examination’s tenant has none', async () => {
    const now = new Date();
    await tenantWithSms('LTAI-tenant-b', 'secret-tenant-b');
    const bare = await buildTenant(app.application.orm);
    const candidate = await userWithPhone(bare, '13900000011');
    const exam = await scheduled(bare, new Date(now.getTime() + 10 * MINUTE_MS), { on: true, minutes: 15 }, [{ userId: candidate }]);
    const before = emulator.received.length;
    await app.application.sweep.runOnce(now);
    expect(emulator.received.length).toBe(before);
    expect(await logsOf(bare.tenantId)).toEqual([]);
    expect(await sentAt(exam.id)).toEqual(now);
  });

  it('should take the reminder settings from staff, refuse a lead time out of range, and re-arm when the start moves', async () => {
    const orm = app.application.orm;
    const tenant = await tenantWithSms('LTAI-tenant-a', 'secret-tenant-a');
    const staff = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: EXAMINATION_STAFF_CODES,
    });
    const paperId = (await buildReadyPaper(orm, { tenantId: tenant.tenantId })).paper.id;
    const now = new Date();
    const openAt = new Date(now.getTime() + 20 * MINUTE_MS);
    const input = (overrides: Record<string, unknown>) => ({
      name: 'Reminded exam',
      paperId,
      openAt: openAt.toISOString(),
      closeAt: new Date(openAt.getTime() + 2 * HOUR_MS).toISOString(),
      durationMin: 60,
      smsReminder: true,
      smsReminderMinutes: 30,
      ...overrides,
    });
    const refused = await graphql(app.http, CREATE, { input: input({ smsReminderMinutes: 2 }) }, { token: staff.token, language: 'en' });
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('VALIDATION');
    expect(JSON.stringify(refused.errors)).toContain('The SMS reminder must go out 5 to 10080 minutes before the start');
    expect(await orm.em.fork().count(Examination, { tenantId: tenant.tenantId, name: 'Reminded exam' }, { filters: false })).toBe(0);

    const created = await graphql<{ createExamination: ReminderRow }>(app.http, CREATE, { input: input({}) }, { token: staff.token });
    expect(created.errors).toBeUndefined();
    const id = created.data?.createExamination.id ?? '';
    expect(created.data?.createExamination).toMatchObject({ smsReminder: true, smsReminderMinutes: 30, smsReminderSentAt: null });
    await orm.em.fork().nativeUpdate(Examination, { id }, { examStatus: ExamStatus.SCHEDULED }, { filters: false });
    await app.application.sweep.runOnce(now);
    expect(await sentAt(id)).toEqual(now);

    const same = await graphql<{ updateExamination: ReminderRow }>(
      app.http,
      UPDATE,
      { id, input: input({ name: 'Renamed' }) },
      { token: staff.token },
    );
    expect(same.errors).toBeUndefined();
    expect(same.data?.updateExamination.smsReminderSentAt).not.toBeNull();
    const moved = await graphql<{ updateExamination: ReminderRow }>(
      app.http,
      UPDATE,
      { id, input: input({ openAt: new Date(openAt.getTime() + HOUR_MS).toISOString() }) },
      { token: staff.token },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateExamination.smsReminderSentAt).toBeNull();
  });
});
