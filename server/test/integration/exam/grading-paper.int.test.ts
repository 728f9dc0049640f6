import ExcelJS from 'exceljs';
import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { GradeChange } from '../../../src/modules/exam/grading/grade-change.entity';
import { AttemptGradingState, GradeChangeKind, ItemGradingState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam, type GradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant, type BuiltUser } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const PAPER = `
    query ($id: ID!, $attemptId: ID) {
      gradingPaper(examinationId: $id, attemptId: $attemptId) {
        attemptId
        userId
        candidateName
        totalScore
        maxScore
        gradingState
        pendingItems
        pendingPapers
        previousAttemptId
        nextAttemptId
        items {
          id
          slot
          questionType
          manual
          answerText
          score
          gradingState
          feedback
        }
      }
    }
  `;
const GRADE = 'mutation ($input: GradeItemInput!) { gradeItem(input: $input) { id score } }';
const BULK = 'mutation ($input: BulkGradeInput!) { bulkGradeQuestion(input: $input) { graded attempts } }';
const EXPORT = 'query ($id: ID!) { gradingResultsExport(examinationId: $id) { filename mime contentBase64 rows } }';

interface PaperItem {
  id: string;
  slot: number;
  questionType: string;
  manual: boolean;
  answerText: string | null;
  score: number | null;
  gradingState: string;
  feedback: string | null;
}
interface Paper {
  attemptId: string;
  userId: string;
  candidateName: string;
  totalScore: number | null;
  maxScore: number;
  gradingState: string;
  pendingItems: number;
  pendingPapers: number;
  previousAttemptId: string | null;
  nextAttemptId: string | null;
  items: PaperItem[];
}

describe('grading by paper, bulk scores and the grading export', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let other: BuiltTenant;
  let grader: BuiltUser & { token: string };
  let second: BuiltUser & { token: string };
  let viewer: BuiltUser & { token: string };
  let stranger: BuiltUser & { token: string };

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
    other = await buildTenant(app.application.orm);
    grader = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    second = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    viewer = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    stranger = await signedInUser(app.application.orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_grade'],
    });
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  const orm = () => app.application.orm;
  const fresh = () => orm().em.fork();

  /** GRADING examination: a single choice (auto, 5 or 0) and two short answers (5 points each) waiting, per candidate. */
  async function paperExam(
    count: number,
    tenantId = tenant.tenantId,
    deptId = tenant.deptId,
  ): Promise<{ built: GradingExam; attempts: Attempt[]; items: AttemptItem[][]; accounts: string[] }> {
    const built = await buildGradingExam(orm(), {
      tenantId,
      types: [QuestionType.SINGLE_CHOICE, QuestionType.SHORT_ANSWER, QuestionType.SHORT_ANSWER],
      passScore: 1000,
    });
    const attempts: Attempt[] = [];
    const items: AttemptItem[][] = [];
    const accounts: string[] = [];
    const options = built.frozen.get(built.questions[0]?.id ?? '')?.options ?? [];
    for (let index = 0; index < count; index += 1) {
      const user = await buildUser(orm(), { tenantId, roleIds: [], deptId });
      accounts.push(user.account);
      const made = await buildAttempt(orm(), {
        tenantId,
        exam: built,
        userId: user.id,
        items: [
          { score: index % 2 === 0 ? 500 : 0, response: { optionIds: [options[0]?.id ?? ''] } },
          { score: null, response: { text: `第一问答案 ${index}` } },
          { score: null, response: { text: `第二问答案 ${index}` } },
        ],
      });
      attempts.push(made.attempt);
      items.push(made.items);
    }
    return { built, attempts, items, accounts };
  }

  const paperOf = async (examinationId: string, attemptId: string | null, token = grader.token) =>
    graphql<{ gradingPaper: Paper | null }>(app.http, PAPER, { id: examinationId, attemptId }, { token });

  it(
    'should show a candidate’s whole paper in order, score its manual items in place and move to the neighbours ' + 'awaiting grading',
    async () => {
      const { built, attempts, items, accounts } = await paperExam(3);
      const first = await paperOf(built.exam.id, null);
      expect(first.errors).toBeUndefined();
      const paper = first.data?.gradingPaper as Paper;
      expect(paper).toMatchObject({
        attemptId: attempts[0]?.id,
        candidateName: accounts[0],
        totalScore: 5,
        maxScore: 15,
        gradingState: 'NEEDS_MANUAL_GRADING',
        pendingItems: 2,
        pendingPapers: 3,
      });
      expect(paper.items.map((item) => [item.slot, item.questionType, item.manual, item.score, item.gradingState])).toEqual([
        [1, 'SINGLE_CHOICE', false, 5, 'AUTO_GRADED'],
        [2, 'SHORT_ANSWER', true, null, 'NEEDS_MANUAL'],
        [3, 'SHORT_ANSWER', true, null, 'NEEDS_MANUAL'],
      ]);
      expect(paper.items[0]?.answerText).toMatch(/^A\. /);
      expect(paper.items[1]?.answerText).toBe('第一问答案 0');
      // Neighbours wrap around the papers awaiting grading.
      expect([paper.previousAttemptId, paper.nextAttemptId]).toEqual([attempts[2]?.id, attempts[1]?.id]);

      // Each manual item is saved through gradeItem; the paper then shows the scores and the new total.
      for (const [index, score] of [
        [1, 4],
        [2, 2.5],
      ] as const) {
        const saved = await graphql(
          app.http,
          GRADE,
          { input: { itemId: items[0]?.[index]?.id, score, comment: index === 1 ? '不错' : null } },
          { token: grader.token },
        );
        expect(saved.errors).toBeUndefined();
      }
      const graded = (await paperOf(built.exam.id, attempts[0]?.id ?? null)).data?.gradingPaper as Paper;
      expect(graded).toMatchObject({ totalScore: 11.5, gradingState: 'GRADED', pendingItems: 0, pendingPapers: 2 });
      expect(graded.items[1]).toMatchObject({ score: 4, feedback: '不错', gradingState: 'MANUALLY_GRADED' });
      expect([graded.previousAttemptId, graded.nextAttemptId]).toEqual([attempts[2]?.id, attempts[1]?.id]);
      expect((await paperOf(built.exam.id, null)).data?.gradingPaper?.attemptId).toBe(attempts[1]?.id);
    },
  );

  it('should refuse the paper view without exam_grade, for another examination’s or another tenant’s attempt', async () => {
    const { built, attempts } = await paperExam(1);
    const otherExam = await paperExam(1);
    expect((await paperOf(built.exam.id, null, viewer.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await paperOf(built.exam.id, otherExam.attempts[0]?.id ?? null)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const foreign = await paperOf(built.exam.id, attempts[0]?.id ?? null, stranger.token);
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign.data ?? null)).not.toContain(attempts[0]?.id ?? '-');
  });

  it('should bulk-score one question across candidates in one transaction, each answer audited', async () => {
    const { built, attempts, items } = await paperExam(3);
    const question = built.questions[1]?.id;
    const chosen = [items[0]?.[1]?.id, items[1]?.[1]?.id];
    const result = await graphql<{ bulkGradeQuestion: { graded: number; attempts: number } }>(
      app.http,
      BULK,
      { input: { examinationId: built.exam.id, questionId: question, itemIds: chosen, score: 3, comment: '要点基本齐全', reason: '批量' } },
      { token: grader.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.bulkGradeQuestion).toEqual({ graded: 2, attempts: 2 });
    const stored = await fresh().find(AttemptItem, { id: { $in: chosen as string[] } }, { filters: false });
    expect(stored.map((item) => [item.finalScore, item.manualScore, item.feedback, item.gradingState, item.graderId])).toEqual([
      [300, 300, '要点基本齐全', ItemGradingState.MANUALLY_GRADED, grader.id],
      [300, 300, '要点基本齐全', ItemGradingState.MANUALLY_GRADED, grader.id],
    ]);
    const changes = await fresh().find(GradeChange, { attemptItemId: { $in: chosen as string[] } }, { filters: false });
    expect(changes.map((change) => [change.oldScore, change.newScore, change.kind, change.reason, change.byUserId])).toEqual([
      [null, 300, GradeChangeKind.MANUAL, '批量', grader.id],
      [null, 300, GradeChangeKind.MANUAL, '批量', grader.id],
    ]);
    const attempt = await fresh().findOneOrFail(Attempt, { id: attempts[0]?.id }, { filters: false });
    expect(attempt).toMatchObject({ totalScore: 800, manualScore: 300, gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING });

    // Scoring every remaining answer finishes grading of the examination.
    await graphql(
      app.http,
      BULK,
      { input: { examinationId: built.exam.id, questionId: question, itemIds: [items[2]?.[1]?.id], score: 5 } },
      { token: grader.token },
    );
    const last = await graphql(
      app.http,
      BULK,
      { input: { examinationId: built.exam.id, questionId: built.questions[2]?.id, itemIds: items.map((own) => own[2]?.id), score: 0 } },
      { token: second.token },
    );
    expect(last.errors).toBeUndefined();
    expect((await fresh().findOneOrFail(Examination, { id: built.exam.id }, { filters: false })).examStatus).toBe(ExamStatus.GRADED);
    expect((await fresh().findOneOrFail(Attempt, { id: attempts[2]?.id }, { filters: false })).gradingState).toBe(
      AttemptGradingState.GRADED,
    );
  });

  it(
    'should refuse a bulk score without permission, of another tenant, above the maximum, of another question or a locked answer, ' +
      'changing nothing',
    async () => {
      const { built, items } = await paperExam(2);
      const foreign = await paperExam(1, other.tenantId, other.deptId);
      const question = built.questions[1]?.id;
      const mine = [items[0]?.[1]?.id, items[1]?.[1]?.id];
      const before = await fresh().count(GradeChange, {}, { filters: false });
      const call = (input: Record<string, unknown>, token = grader.token, language?: 'en') =>
        graphql(
          app.http,
          BULK,
          { input: { examinationId: built.exam.id, questionId: question, itemIds: mine, score: 2, ...input } },
          { token, language },
        );

      expect((await call({}, viewer.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await call({ itemIds: [...mine, foreign.items[0]?.[1]?.id] })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect((await call({ examinationId: foreign.built.exam.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect((await call({}, stranger.token)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const above = await call({ score: 5.5 }, grader.token, 'en');
      expect(above.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION',
        fields: [{ field: 'score', message: 'The score cannot be above the question maximum of 5 points' }],
      });
      const wrongQuestion = await call({ itemIds: [...mine, items[0]?.[2]?.id] });
      expect(wrongQuestion.errors?.[0]?.extensions.code).toBe('VALIDATION');
      const automatic = await call({ questionId: built.questions[0]?.id, itemIds: [items[0]?.[0]?.id] });
      expect(automatic.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect((await call({ itemIds: [] })).errors?.[0]?.extensions.code).toBe('VALIDATION');

      // Another grader holds "grade next" on one of them: the whole bulk is refused.
      const taken = await graphql<{ takeGradingLock: { id: string } }>(
        app.http,
        'mutation ($id: ID!, $q: ID) { takeGradingLock(examinationId: $id, questionId: $q) { id } }',
        { id: built.exam.id, q: question },
        { token: second.token },
      );
      expect(mine).toContain(taken.data?.takeGradingLock.id);
      const locked = await call({}, grader.token, 'en');
      expect(locked.errors?.[0]).toMatchObject({
        message: 'Another grader is grading 1 of the selected answers',
        extensions: { code: 'CONFLICT' },
      });

      expect(await fresh().count(GradeChange, {}, { filters: false })).toBe(before);
      const stored = await fresh().find(AttemptItem, { id: { $in: [...mine, foreign.items[0]?.[1]?.id] as string[] } }, { filters: false });
      expect(stored.every((item) => item.gradingState === ItemGradingState.NEEDS_MANUAL && item.finalScore === null)).toBe(true);
    },
  );

  it('should keep concurrent bulk scores of the same answers consistent: each applies whole or is refused', async () => {
    const { built, items } = await paperExam(3);
    const question = built.questions[1]?.id;
    const ids = items.map((own) => own[1]?.id as string);
    const results = await Promise.all(
      [grader, second].map((who, index) =>
        graphql(
          app.http,
          BULK,
          { input: { examinationId: built.exam.id, questionId: question, itemIds: ids, score: index + 1 } },
          { token: who.token },
        ),
      ),
    );
    const succeeded = results.filter((result) => !result.errors).length;
    expect(succeeded).toBeGreaterThanOrEqual(1);
    for (const result of results.filter((one) => one.errors)) {
      expect(result.errors?.[0]?.extensions.code).toBe('CONFLICT');
    }
    const stored = await fresh().find(AttemptItem, { id: { $in: ids } }, { filters: false });
    expect(new Set(stored.map((item) => item.finalScore)).size).toBe(1);
    for (const item of stored) {
      const chain = await fresh().find(
        GradeChange,
        { attemptItemId: item.id },
        { filters: false, orderBy: { changedAt: 'asc', id: 'asc' } },
      );
      expect(chain).toHaveLength(succeeded);
      expect(chain[0]?.oldScore).toBeNull();
      chain.slice(1).forEach((change, index) => expect(change.oldScore).toBe(chain[index]?.newScore));
      expect(chain[chain.length - 1]?.newScore).toBe(item.finalScore);
    }
  });

  it('should keep an attempt whole when two of its answers are graded at the same time: both scores, comments and totals', async () => {
    const { built, attempts, items } = await paperExam(6);
    // Each paper's two manual answers saved at once (as a grader pressing Enter twice does), by one or two graders.
    await Promise.all(
      items.map((own, index) =>
        Promise.all(
          [1, 2].map((slot) =>
            graphql(
              app.http,
              GRADE,
              { input: { itemId: own[slot]?.id, score: slot + 1, comment: `评语 ${slot}` } },
              { token: index % 2 === 0 || slot === 1 ? grader.token : second.token },
            ).then((result) => expect(result.errors).toBeUndefined()),
          ),
        ),
      ),
    );
    for (const [index, attempt] of attempts.entries()) {
      const paper = (await paperOf(built.exam.id, attempt.id)).data?.gradingPaper as Paper;
      expect(paper.items.slice(1).map((item) => [item.score, item.feedback])).toEqual([
        [2, '评语 1'],
        [3, '评语 2'],
      ]);
      expect(paper).toMatchObject({ totalScore: (index % 2 === 0 ? 5 : 0) + 5, gradingState: 'GRADED', pendingItems: 0 });
    }
    expect((await fresh().findOneOrFail(Examination, { id: built.exam.id }, { filters: false })).examStatus).toBe(ExamStatus.GRADED);
  });

  it('should export the grading results per candidate: each question’s score, total, graders and status', async () => {
    const { built, items, accounts } = await paperExam(2);
    await graphql(app.http, GRADE, { input: { itemId: items[0]?.[1]?.id, score: 4 } }, { token: grader.token });
    await graphql(app.http, GRADE, { input: { itemId: items[0]?.[2]?.id, score: 3 } }, { token: second.token });
    const result = await graphql<{ gradingResultsExport: { filename: string; mime: string; contentBase64: string; rows: number } }>(
      app.http,
      EXPORT,
      { id: built.exam.id },
      { token: grader.token, language: 'en' },
    );
    expect(result.errors).toBeUndefined();
    const file = result.data?.gradingResultsExport;
    expect(file?.filename).toBe(`${built.exam.name}-grading-results.xlsx`);
    expect(file?.rows).toBe(2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file?.contentBase64 ?? '', 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (row: number) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);
    expect(values(1).slice(0, 3)).toEqual(['Account', 'Name', 'Attempt']);
    expect(values(1).slice(-3)).toEqual(['Total', 'Graders', 'Status']);
    expect(values(1)[3]).toMatch(/^1\. /);
    const graderNames = [grader, second].map((user) => user.account);
    expect(values(2)).toEqual([accounts[0], accounts[0], 1, 5, 4, 3, 12, graderNames.join(', '), 'Graded']);
    expect(values(3)).toEqual([accounts[1], accounts[1], 1, 0, 'pending', 'pending', 0, '', 'Awaiting grading']);

    const chinese = await graphql<{ gradingResultsExport: { filename: string } }>(
      app.http,
      EXPORT,
      { id: built.exam.id },
      { token: grader.token },
    );
    expect(chinese.data?.gradingResultsExport.filename).toBe(`${built.exam.name}-阅卷结果.xlsx`);
    expect((await graphql(app.http, EXPORT, { id: built.exam.id }, { token: viewer.token })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await graphql(app.http, EXPORT, { id: built.exam.id }, { token: stranger.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
  });
});
