import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { buildBank } from '../../factories/exam.factory';
import { staffTenant, userWith, type StaffTenant } from '../../factories/exam-staff.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SUBMIT_QUESTION = 'mutation ($input: QuestionInput!) { submitQuestion(input: $input) { id questionStatus } }';
const LIST = `
    query ($filter: QuestionFilter, $page: PageInput, $sort: [SortInput!]) {
      questions(filter: $filter, page: $page, sort: $sort) {
        records {
          id
          stem
          questionStatus
        }
        total
      }
    }
  `;
const STATUS = 'mutation ($ids: [ID!]!, $status: QuestionStatus!) { updateQuestionStatus(ids: $ids, status: $status) }';
const PAPER = 'id passScore passScorePct totalScore paperStatus';
const SUBMIT_PAPER = `mutation ($input: PaperInput!) { submitPaper(input: $input) { ${PAPER} } }`;
const COPY = `mutation ($id: ID!) { copyPaper(id: $id) { ${PAPER} } }`;
const ADD = `
    mutation ($paperId: ID!, $items: [PaperItemInput!]!) {
      addPaperQuestions(paperId: $paperId, items: $items) {
        id
        passScore
        passScorePct
        totalScore
      }
    }
  `;
const READY = 'mutation ($id: ID!) { markPaperReady(id: $id) { id paperStatus } }';

interface PaperData {
  id: string;
  passScore: number;
  passScorePct: number | null;
  totalScore: number;
  paperStatus: string;
}

/** Issue 12 item 3: questions usable at once, the picker's stable authoring order, a pass score that follows the total. */
describe('authoring without dead ends', () => {
  let app: TestApp;
  let staff: StaffTenant;
  let bankId: string;

  beforeAll(async () => {
    app = await startTestApp();
    staff = await staffTenant(app);
    bankId = (await buildBank(app.application.orm, { tenantId: staff.tenant.tenantId, name: '流程题库' })).id;
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const trueFalse = (stem: string) => ({
    bankId,
    questionType: 'TRUE_FALSE',
    stem,
    defaultScore: 5,
    options: [
      { content: '正确', isCorrect: true },
      { content: '错误', isCorrect: false },
    ],
  });
  const submitQuestion = (input: Record<string, unknown>, token = staff.token) =>
    graphql<{ submitQuestion: { id: string; questionStatus: string } }>(app.http, SUBMIT_QUESTION, { input }, { token });
  const submitPaper = (input: Record<string, unknown>, token = staff.token) =>
    graphql<{ submitPaper: PaperData }>(app.http, SUBMIT_PAPER, { input }, { token, language: 'en' });

  it('should save a new question ENABLED for those who may enable, DRAFT on request or for those who may not', async () => {
    const enabled = await submitQuestion(trueFalse('新题默认启用。'));
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data?.submitQuestion.questionStatus).toBe('ENABLED');
    const draft = await submitQuestion({ ...trueFalse('存为草稿。'), questionStatus: 'DRAFT' });
    expect(draft.data?.submitQuestion.questionStatus).toBe('DRAFT');

    // Without exam_question_status: saved as a draft, and asking for ENABLED stays forbidden (nothing written).
    const author = await userWith(app, { tenant: staff.tenant, codes: ['exam_question', 'exam_question_add'] });
    const authored = await submitQuestion(trueFalse('无启用权限的作者。'), author.token);
    expect(authored.data?.submitQuestion.questionStatus).toBe('DRAFT');
    const before = await em().count(Question, { tenantId: staff.tenant.tenantId }, { filters: false });
    const refused = await submitQuestion({ ...trueFalse('越权启用。'), questionStatus: 'ENABLED' }, author.token);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await em().count(Question, { tenantId: staff.tenant.tenantId }, { filters: false })).toBe(before);
    // Enabling a draft (the picker's "enable and add") keeps its own permission.
    const denied = await graphql(app.http, STATUS, { ids: [authored.data?.submitQuestion.id], status: 'ENABLED' }, { token: author.token });
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const allowed = await graphql<{ updateQuestionStatus: number }>(
      app.http,
      STATUS,
      { ids: [authored.data?.submitQuestion.id], status: 'ENABLED' },
      { token: staff.token },
    );
    expect(allowed.data?.updateQuestionStatus).toBe(1);
  });

  it('should list ENABLED and DRAFT questions together, oldest first and stable across pages', async () => {
    const own = await buildBank(app.application.orm, { tenantId: staff.tenant.tenantId, name: '顺序题库' });
    const ids: string[] = [];
    for (const [index, status] of ['ENABLED', 'DRAFT', 'DISABLED', 'ENABLED', 'DRAFT'].entries()) {
      const saved = await submitQuestion({ ...trueFalse(`第 ${index + 1} 题`), bankId: own.id, questionStatus: status });
      ids.push(saved.data?.submitQuestion.id ?? '');
    }
    // Same creation time for every row: the id (a snowflake, growing with the authoring order) breaks the tie.
    await em().nativeUpdate(Question, { bankId: own.id }, { createTime: new Date('2026-01-01T00:00:00.000Z') }, { filters: false });
    const page = (current: number) =>
      graphql<{ questions: { records: Array<{ id: string; questionStatus: string }>; total: number } }>(
        app.http,
        LIST,
        {
          filter: { bankId: own.id, questionStatuses: ['ENABLED', 'DRAFT'] },
          page: { current, size: 2 },
          sort: [{ field: 'createTime', direction: 'ASC' }],
        },
        { token: staff.token },
      );
    const first = await page(1);
    const second = await page(2);
    expect(first.data?.questions.total).toBe(4);
    const listed = [...(first.data?.questions.records ?? []), ...(second.data?.questions.records ?? [])];
    expect(listed.map((row) => row.id)).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    expect(listed.map((row) => row.questionStatus)).toEqual(['ENABLED', 'DRAFT', 'ENABLED', 'DRAFT']);
    const both = await graphql<{ questions: { total: number } }>(
      app.http,
      LIST,
      { filter: { bankId: own.id, questionStatus: 'DRAFT', questionStatuses: ['ENABLED', 'DRAFT'] } },
      { token: staff.token },
    );
    expect(both.data?.questions.total).toBe(2);
    const bad = await graphql(app.http, LIST, { filter: { questionStatuses: ['SOMETHING'] } }, { token: staff.token });
    expect(bad.errors?.[0]).toBeDefined();
  });

  it('should let a new paper’s pass score follow its total (60 % by default) until a fixed one is typed', async () => {
    const created = await submitPaper({ name: '跟随总分的试卷', mode: 'FIXED' });
    expect(created.errors).toBeUndefined();
    const paper = created.data?.submitPaper as PaperData;
    expect(paper).toMatchObject({ passScore: 0, passScorePct: 60, totalScore: 0 });
    const questions = await Promise.all(['甲', '乙', '丙'].map((stem) => submitQuestion(trueFalse(`${stem}：启用即可组卷。`))));
    const items = questions.map((question, index) => ({ questionId: question.data?.submitQuestion.id, score: [5, 2.5, 3][index] }));
    const added = await graphql<{ addPaperQuestions: PaperData }>(app.http, ADD, { paperId: paper.id, items }, { token: staff.token });
    expect(added.errors).toBeUndefined();
    // 60 % of 10.5 = 6.3
    expect(added.data?.addPaperQuestions).toMatchObject({ totalScore: 10.5, passScore: 6.3, passScorePct: 60 });
    expect(
      (await graphql<{ markPaperReady: PaperData }>(app.http, READY, { id: paper.id }, { token: staff.token })).data?.markPaperReady
        .paperStatus,
    ).toBe('READY');

    // A change of the paper's own fields without a pass rule keeps the rule; another percentage follows too.
    const renamed = await submitPaper({ id: paper.id, name: '改名后的试卷', mode: 'FIXED' });
    expect(renamed.data?.submitPaper).toMatchObject({ passScore: 6.3, passScorePct: 60 });
    const half = await submitPaper({ id: paper.id, name: '改名后的试卷', mode: 'FIXED', passScorePct: 50 });
    expect(half.data?.submitPaper).toMatchObject({ passScore: 5.25, passScorePct: 50 });
    const copied = await graphql<{ copyPaper: PaperData }>(app.http, COPY, { id: paper.id }, { token: staff.token });
    expect(copied.data?.copyPaper).toMatchObject({ passScore: 5.25, passScorePct: 50, totalScore: 10.5 });

    // A typed pass score is fixed: it no longer follows, and above the total the paper cannot be ready.
    const fixed = await submitPaper({ id: paper.id, name: '改名后的试卷', mode: 'FIXED', passScore: 8 });
    expect(fixed.data?.submitPaper).toMatchObject({ passScore: 8, passScorePct: null, paperStatus: 'READY' });
    const tooHigh = await submitPaper({ id: paper.id, name: '改名后的试卷', mode: 'FIXED', passScore: 11 });
    expect(tooHigh.data?.submitPaper).toMatchObject({ passScore: 11, passScorePct: null, paperStatus: 'DRAFT' });
    const refused = await graphql<{ markPaperReady: PaperData }>(app.http, READY, { id: paper.id }, { token: staff.token });
    expect(refused.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it('should refuse a percentage outside 1..100 with a clear message and write nothing', async () => {
    const before = await em().count(Paper, { tenantId: staff.tenant.tenantId }, { filters: false });
    for (const passScorePct of [0, 101, 12.5]) {
      const refused = await submitPaper({ name: '错误的及格线', mode: 'FIXED', passScorePct });
      expect(refused.errors?.[0]?.extensions.code).toMatch(/VALIDATION|BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    }
    const range = await submitPaper({ name: '错误的及格线', mode: 'FIXED', passScorePct: 0 });
    expect(range.errors?.[0]?.message).toContain('The pass mark percentage must be a whole number from 1 to 100');
    expect(await em().count(Paper, { tenantId: staff.tenant.tenantId }, { filters: false })).toBe(before);
  });
});
