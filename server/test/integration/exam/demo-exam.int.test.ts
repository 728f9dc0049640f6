import { Question } from '../../../src/modules/exam/question/question.entity';
import { runDemoSeed } from '../../../src/seeders/demo/demo.seed';
import { DEMO_EXAMINATION_IDS, DEMO_PAPER_IDS, DEMO_PASSWORDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { serviceContext } from '../../factories/exam.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe('demo exam authoring data', () => {
  let app: TestApp;
  let teacher: string;

  beforeAll(async () => {
    app = await startTestApp();
    teacher = (await graphqlToken(app.http, DEMO_TENANT_ID, 'teacher', DEMO_PASSWORDS.teacher)).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  it(
    'should give the teacher three banks of enabled questions of every type and two papers without warnings (the fixed one locked by ' +
      'the demo examination)',
    async () => {
      const banks = await graphql<{ questionBanks: { records: Array<{ name: string; questionCount: number }> } }>(
        app.http,
        '{ questionBanks { records { name questionCount } } }',
        {},
        { token: teacher },
      );
      expect(banks.data?.questionBanks.records.map((bank) => bank.name).sort()).toEqual(['安全生产知识', '职业素养', '计算机基础']);
      for (const type of ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'FILL_BLANK', 'SHORT_ANSWER', 'FILE_UPLOAD']) {
        const page = await graphql<{ questions: { total: number } }>(
          app.http,
          'query ($filter: QuestionFilter) { questions(filter: $filter) { total } }',
          { filter: { questionType: type, questionStatus: 'ENABLED' } },
          { token: teacher },
        );
        expect([type, (page.data?.questions.total ?? 0) >= 50]).toEqual([type, true]);
      }
      for (const [id, paperStatus] of [
        [DEMO_PAPER_IDS.fixed, 'LOCKED'],
        [DEMO_PAPER_IDS.random, 'READY'],
      ]) {
        const paper = await graphql<{ paper: { paperStatus: string; totalScore: number; passScore: number; warnings: string[] } }>(
          app.http,
          'query ($id: ID!) { paper(id: $id) { paperStatus totalScore passScore warnings } }',
          { id },
          { token: teacher },
        );
        expect(paper.data?.paper).toEqual({ paperStatus, totalScore: 100, passScore: 60, warnings: [] });
      }
    },
  );

  it('should freeze both demo papers (every draw rule fillable) and seed idempotently', async () => {
    const orm = app.application.orm;
    const before = await orm.em.fork().count(Question, {}, { filters: false });
    await runDemoSeed(orm);
    expect(await orm.em.fork().count(Question, {}, { filters: false })).toBe(before);
    const fixed = await app.application.services.examAuthoring.paperFreezer.freeze(
      serviceContext(orm, { tenantId: DEMO_TENANT_ID }),
      DEMO_PAPER_IDS.fixed,
    );
    expect(fixed.sections.flatMap((section) => section.fixedItems.map((item) => item.question.type))).toContain('FILE_UPLOAD');
    const random = await app.application.services.examAuthoring.paperFreezer.freeze(
      serviceContext(orm, { tenantId: DEMO_TENANT_ID }),
      DEMO_PAPER_IDS.random,
    );
    expect(random.totalScore).toBe(10_000);
    expect(random.sections.every((section) => section.drawRules.every((rule) => rule.pool.length >= rule.count))).toBe(true);
  });

  it('should open the demo examination to the demo student, who can start it', async () => {
    const student = (await graphqlToken(app.http, DEMO_TENANT_ID, 'student', DEMO_PASSWORDS.student)).accessToken;
    const mine = await graphql<{ myExaminations: { records: Array<{ id: string; status: string; openNow: boolean }> } }>(
      app.http,
      '{ myExaminations { records { id status openNow } } }',
      {},
      { token: student },
    );
    expect(mine.data?.myExaminations.records).toContainEqual({ id: DEMO_EXAMINATION_IDS.open, status: 'OPEN', openNow: true });
    const started = await graphql<{ startAttempt: { state: string; items: Array<{ questionType: string }> } }>(
      app.http,
      'mutation ($examinationId: ID!) { startAttempt(examinationId: $examinationId) { state items { questionType } } }',
      { examinationId: DEMO_EXAMINATION_IDS.open },
      { token: student },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.startAttempt.state).toBe('IN_PROGRESS');
    expect(new Set(started.data?.startAttempt.items.map((item) => item.questionType)).size).toBe(6);
    const staff = await graphql<{ examination: { status: string; name: string } }>(
      app.http,
      'query ($id: ID!) { examination(id: $id) { status name } }',
      { id: DEMO_EXAMINATION_IDS.open },
      { token: teacher },
    );
    expect(staff.data?.examination).toEqual({ status: 'OPEN', name: '计算机基础知识月度测验' });
  });
});
