import { ExamAccommodation } from '../../../src/modules/exam/accommodation/accommodation.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { HOUR_MS, signedInUser } from '../../factories/exam-delivery.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { ACCOMMODATIONS, REMOVE_ACCOMMODATION, SET_ACCOMMODATION } from './access-operations';

const CODES = ['exam', 'exam_examination', 'exam_examination_accommodation'];

interface Row {
  id: string;
  userId: string;
  account: string;
  extraTimePct: number;
  extraTimeMin: number;
  closeAtOverride: string | null;
  maxAttemptsOverride: number | null;
  integrityExempt: boolean;
  note: string | null;
}

describe('accommodations: list, set (upsert) and remove', () => {
  let app: TestApp;
  let scenario: ExamScenario;
  let other: ExamScenario;
  let staff: string;
  let otherStaff: string;

  const rows = async () => app.application.orm.em.fork().count(ExamAccommodation, { examinationId: scenario.exam.id }, { filters: false });
  const input = (overrides: Record<string, unknown> = {}) => ({
    examinationId: scenario.exam.id,
    userId: scenario.student.id,
    extraTimePct: 25,
    extraTimeMin: 10,
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    scenario = await buildExamScenario(orm);
    other = await buildExamScenario(orm);
    staff = (await signedInUser(orm, app.http, { tenantId: scenario.tenant.tenantId, deptId: scenario.tenant.deptId, permissions: CODES }))
      .token;
    otherStaff = (await signedInUser(orm, app.http, { tenantId: other.tenant.tenantId, deptId: other.tenant.deptId, permissions: CODES }))
      .token;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should create, replace, list with the candidate name, and remove an accommodation', async () => {
    const created = await graphql<{ setAccommodation: Row }>(
      app.http,
      SET_ACCOMMODATION,
      { input: input({ note: '  视力障碍 ' }) },
      { token: staff },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.setAccommodation).toMatchObject({
      userId: scenario.student.id,
      extraTimePct: 25,
      extraTimeMin: 10,
      integrityExempt: false,
      note: '视力障碍',
    });
    const closeAtOverride = new Date(scenario.exam.closeAt.getTime() + HOUR_MS).toISOString();
    const replaced = await graphql<{ setAccommodation: Row }>(
      app.http,
      SET_ACCOMMODATION,
      { input: input({ extraTimePct: 0, closeAtOverride, maxAttemptsOverride: 3, integrityExempt: true }) },
      { token: staff },
    );
    expect(replaced.data?.setAccommodation).toMatchObject({
      id: created.data?.setAccommodation.id,
      extraTimePct: 0,
      closeAtOverride,
      maxAttemptsOverride: 3,
      integrityExempt: true,
      note: null,
    });
    expect(await rows()).toBe(1);

    const listed = await graphql<{ accommodations: Row[] }>(
      app.http,
      ACCOMMODATIONS,
      { examinationId: scenario.exam.id },
      { token: staff },
    );
    expect(listed.data?.accommodations).toEqual([
      expect.objectContaining({ userId: scenario.student.id, account: scenario.student.account }),
    ]);

    const removed = await graphql<{ removeAccommodation: boolean }>(
      app.http,
      REMOVE_ACCOMMODATION,
      { id: created.data?.setAccommodation.id },
      { token: staff },
    );
    expect(removed.data?.removeAccommodation).toBe(true);
    expect(await rows()).toBe(0);
    const again = await graphql(app.http, REMOVE_ACCOMMODATION, { id: created.data?.setAccommodation.id }, { token: staff });
    expect(again.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('should refuse callers who are not signed in or lack the button code', async () => {
    const anonymous = await graphql(app.http, ACCOMMODATIONS, { examinationId: scenario.exam.id });
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const rosterOnly = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: ['exam', 'exam_examination', 'exam_examination_roster'],
      })
    ).token;
    for (const [query, variables] of [
      [ACCOMMODATIONS, { examinationId: scenario.exam.id }],
      [SET_ACCOMMODATION, { input: input() }],
      [REMOVE_ACCOMMODATION, { id: '1' }],
    ] as const) {
      const refused = await graphql(app.http, query, variables, { token: rosterOnly });
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
    expect(await rows()).toBe(0);
  });

  it("should neither read nor change another tenant's examination or accommodation", async () => {
    const mine = await graphql<{ setAccommodation: Row }>(app.http, SET_ACCOMMODATION, { input: input() }, { token: staff });
    const id = mine.data?.setAccommodation.id as string;
    expect(
      (await graphql(app.http, ACCOMMODATIONS, { examinationId: scenario.exam.id }, { token: otherStaff })).errors?.[0]?.extensions?.[
        'code'
      ],
    ).toBe('NOT_FOUND');
    expect(
      (await graphql(app.http, SET_ACCOMMODATION, { input: input({ extraTimePct: 300 }) }, { token: otherStaff })).errors?.[0]
        ?.extensions?.['code'],
    ).toBe('NOT_FOUND');
    expect((await graphql(app.http, REMOVE_ACCOMMODATION, { id }, { token: otherStaff })).errors?.[0]?.extensions?.['code']).toBe(
      'NOT_FOUND',
    );
    // Their own examination with a user of this tenant: not a candidate there.
    const foreignUser = await graphql(
      app.http,
      SET_ACCOMMODATION,
      { input: { examinationId: other.exam.id, userId: scenario.student.id } },
      { token: otherStaff },
    );
    expect(foreignUser.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: [{ field: 'userId' }] });
    const row = await app.application.orm.em.fork().findOneOrFail(ExamAccommodation, { id }, { filters: false });
    expect(row.extraTimePct).toBe(25);
    await graphql(app.http, REMOVE_ACCOMMODATION, { id }, { token: staff });
  });

  it.each([
    ['a user who is not on the roster', () => ({ userId: scenario.outsider.id }), 'userId', '该用户不是本场考试的考生'],
    ['an unknown user', () => ({ userId: '123456789' }), 'userId', '该用户不是本场考试的考生'],
    ['extra time over 300%', () => ({ extraTimePct: 301 }), 'extraTimePct', '延长比例须为 0~300%'],
    ['negative extra minutes', () => ({ extraTimeMin: -1 }), 'extraTimeMin', '额外分钟数须为 0~600'],
    ['extra minutes over 600', () => ({ extraTimeMin: 601 }), 'extraTimeMin', '额外分钟数须为 0~600'],
    ['no attempts', () => ({ maxAttemptsOverride: 0 }), 'maxAttemptsOverride', ''],
    [
      'a close before the open',
      () => ({ openAtOverride: new Date(scenario.exam.closeAt.getTime() + 1000).toISOString() }),
      'openAtOverride',
      '考生的结束时间必须晚于开始时间',
    ],
    [
      "a close more than 7 days after the examination's",
      () => ({ closeAtOverride: new Date(scenario.exam.closeAt.getTime() + 8 * 24 * HOUR_MS).toISOString() }),
      'closeAtOverride',
      '考生的结束时间最多比考试结束时间晚 7 天',
    ],
    ['a note over 500 characters', () => ({ note: '长'.repeat(501) }), 'note', '备注最多 500 个字符'],
  ])('should refuse %s with a translated field error and write nothing', async (_name, overrides, field, message) => {
    const refused = await graphql(app.http, SET_ACCOMMODATION, { input: input(overrides()) }, { token: staff });
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('VALIDATION');
    expect(JSON.stringify(refused.errors?.[0]?.extensions?.['fields'])).toContain(`"field":"${field}"`);
    expect(JSON.stringify(refused.errors)).toContain(message);
    expect(await rows()).toBe(0);
  });

  it('should refuse changes once the examination is being graded, naming the state', async () => {
    const graded = await buildExamScenario(app.application.orm, {
      status: ExamStatus.GRADING,
      openAt: new Date(Date.now() - 2 * HOUR_MS),
      closeAt: new Date(Date.now() - HOUR_MS),
    });
    const token = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: graded.tenant.tenantId,
        deptId: graded.tenant.deptId,
        permissions: CODES,
      })
    ).token;
    const refused = await graphql(
      app.http,
      SET_ACCOMMODATION,
      { input: { examinationId: graded.exam.id, userId: graded.student.id, extraTimeMin: 30 } },
      { token, language: 'en' },
    );
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('GRADING');
    const stored = await app.application.orm.em.fork().findOneOrFail(Examination, { id: graded.exam.id }, { filters: false });
    expect(stored.examStatus).toBe(ExamStatus.GRADING);
  });
});
