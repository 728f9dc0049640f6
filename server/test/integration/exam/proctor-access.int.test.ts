import { IntegrityEvent } from '../../../src/modules/exam/attempt/integrity-event.entity';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { graphql } from '../../helpers/auth-client';
import { graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { INTEGRITY } from './attempt-operations';
import {
  ACTIONS,
  actionRows,
  attemptRow,
  buildProctorScenario,
  EVENTS,
  EXTEND,
  FORGIVE,
  PAUSE,
  PROCTOR_ATTEMPTS,
  PROCTOR_SUBMIT,
  RESUME,
  startAs,
  TERMINATE,
  UNLOCK,
  type ProctorScenario,
} from './proctor-operations';

jest.setTimeout(90_000);

/** Who may proctor what: signed in, the button code, the own tenant; and bad input changes nothing. */
describe('proctoring access and input', () => {
  let app: TestApp;
  let s: ProctorScenario;
  let other: ProctorScenario;
  let attemptId: string;
  let eventId: string;

  beforeAll(async () => {
    app = await startTestApp();
    s = await buildProctorScenario(app.application.orm, app.http);
    other = await buildProctorScenario(app.application.orm, app.http);
    attemptId = (await startAs(app.http, s.studentToken, s.exam.id)).id;
    await graphql(app.http, INTEGRITY, { attemptId, type: 'FOCUS_LOST' }, { token: s.studentToken });
    eventId = (await app.application.orm.em.fork().findOneOrFail(IntegrityEvent, { attemptId }, { filters: false })).id;
  });

  afterAll(async () => {
    await app.close();
  });

  const mutations = (id: string): Array<[string, Record<string, unknown>]> => [
    [PAUSE, { id, reason: 'r' }],
    [RESUME, { id, reason: 'r' }],
    [UNLOCK, { id, reason: 'r' }],
    [EXTEND, { id, minutes: 5, reason: 'r' }],
    [PROCTOR_SUBMIT, { id, reason: 'r' }],
    [TERMINATE, { id, reason: 'r' }],
  ];
  const unchanged = async () => {
    expect((await attemptRow(app.application.orm, attemptId)).state).toBe(AttemptState.IN_PROGRESS);
    expect(await actionRows(app.application.orm, attemptId)).toHaveLength(0);
  };

  it('should refuse every operation without a session', async () => {
    const operations: Array<[string, Record<string, unknown>]> = [
      ...mutations(attemptId),
      [FORGIVE, { eventId, note: 'n' }],
      [PROCTOR_ATTEMPTS, { examinationId: s.exam.id }],
      [EVENTS, { attemptId }],
      [ACTIONS, { attemptId }],
    ];
    for (const [document, variables] of operations) {
      expect((await graphql(app.http, document, variables)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    await unchanged();
  });

  it('should refuse graders, students and users without the proctor code', async () => {
    const tokens = await Promise.all(
      [s.grader, s.student, s.outsider].map(
        async (user) => (await graphqlToken(app.http, s.tenant.tenantId, user.account, user.password)).accessToken,
      ),
    );
    for (const token of tokens) {
      for (const [document, variables] of [
        ...mutations(attemptId),
        [FORGIVE, { eventId, note: 'n' }] as [string, Record<string, unknown>],
        [PROCTOR_ATTEMPTS, { examinationId: s.exam.id }] as [string, Record<string, unknown>],
        [EVENTS, { attemptId }] as [string, Record<string, unknown>],
      ]) {
        expect((await graphql(app.http, document, variables, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    await unchanged();
  });

  it('should not let a proctor of another tenant read or change anything (NOT_FOUND)', async () => {
    const token = other.proctor.token;
    for (const [document, variables] of [...mutations(attemptId), [FORGIVE, { eventId, note: 'n' }] as [string, Record<string, unknown>]]) {
      expect((await graphql(app.http, document, variables, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect((await graphql(app.http, PROCTOR_ATTEMPTS, { examinationId: s.exam.id }, { token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await graphql(app.http, EVENTS, { attemptId }, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, ACTIONS, { attemptId }, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, ACTIONS, { examinationId: s.exam.id }, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const forgiven = await app.application.orm.em.fork().findOneOrFail(IntegrityEvent, { id: eventId }, { filters: false });
    expect(forgiven.forgiven).toBe(false);
    await unchanged();
  });

  it('should list only the attempts of the examination asked for', async () => {
    const own = await graphql<{ proctorAttempts: { total: number; records: Array<{ id: string }> } }>(
      app.http,
      PROCTOR_ATTEMPTS,
      { examinationId: s.exam.id },
      { token: s.proctor.token },
    );
    expect(own.data?.proctorAttempts.records.map((row) => row.id)).toEqual([attemptId]);
    const otherAttempt = await startAs(app.http, other.studentToken, other.exam.id);
    const theirs = await graphql<{ proctorAttempts: { records: Array<{ id: string }> } }>(
      app.http,
      PROCTOR_ATTEMPTS,
      { examinationId: other.exam.id },
      { token: other.proctor.token },
    );
    expect(theirs.data?.proctorAttempts.records.map((row) => row.id)).toEqual([otherAttempt.id]);
    const history = await graphql<{ proctorActions: unknown[] }>(
      app.http,
      ACTIONS,
      { examinationId: s.exam.id },
      { token: s.proctor.token },
    );
    expect(history.data?.proctorActions).toEqual([]);
  });

  it('should refuse bad input with translated field errors and write nothing', async () => {
    const token = s.proctor.token;
    const cases: Array<[string, Record<string, unknown>, string, RegExp, RegExp]> = [
      [PAUSE, { id: attemptId, reason: '' }, 'reason', /reason/i, /原因/],
      [PAUSE, { id: attemptId, reason: '   ' }, 'reason', /reason/i, /原因/],
      [RESUME, { id: attemptId, reason: 'x'.repeat(501) }, 'reason', /500/, /500/],
      [EXTEND, { id: attemptId, minutes: 0, reason: 'r' }, 'minutes', /1 to 600/, /600/],
      [EXTEND, { id: attemptId, minutes: 601, reason: 'r' }, 'minutes', /1 to 600/, /600/],
      [FORGIVE, { eventId, note: ' ' }, 'note', /note/i, /说明/],
    ];
    for (const [document, variables, field, english, chinese] of cases) {
      const en = await graphql(app.http, document, variables, { token, language: 'en' });
      expect(en.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(en.errors?.[0]?.extensions.fields?.[0]).toMatchObject({ field });
      expect(en.errors?.[0]?.extensions.fields?.[0]?.message).toMatch(english);
      const zh = await graphql(app.http, document, variables, { token });
      expect(zh.errors?.[0]?.extensions.fields?.[0]?.message).toMatch(chinese);
    }
    expect((await graphql(app.http, PAUSE, { id: 'not-an-id', reason: 'r' }, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, ACTIONS, {}, { token, language: 'en' })).errors?.[0]?.message).toMatch(/attempt or an examination/);
    expect((await app.application.orm.em.fork().findOneOrFail(IntegrityEvent, { id: eventId }, { filters: false })).forgiven).toBe(false);
    await unchanged();
  });
});
