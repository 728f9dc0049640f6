import { AppError } from '../../../src/core/errors/app-error';
import { translate } from '../../../src/core/errors/messages';
import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { PaperStatus, QuestionStatus, QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildBank, buildPaper, buildQuestions, serviceContext } from '../../factories/exam.factory';
import { buildTenant, type BuiltTenant } from '../../factories/system.factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';

async function failureOf(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('paper freezer', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let other: BuiltTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
    other = await buildTenant(app.application.orm);
  });

  afterAll(async () => {
    await app.close();
  });

  const freezer = () => app.application.services.examAuthoring.paperFreezer;

  it('should freeze a READY paper with fixed items and a fillable draw rule, lock it and return the snapshot', async () => {
    const orm = app.application.orm;
    const bank = await buildBank(orm, { tenantId: tenant.tenantId, name: '计算机基础' });
    const fixed = await buildQuestions(orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 2, type: QuestionType.SINGLE_CHOICE });
    await buildQuestions(orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 3, type: QuestionType.TRUE_FALSE, difficulty: 2 });
    await buildQuestions(orm, {
      tenantId: tenant.tenantId,
      bankId: bank.id,
      count: 2,
      type: QuestionType.TRUE_FALSE,
      difficulty: 2,
      status: QuestionStatus.DISABLED,
    });
    const { paper, section } = await buildPaper(orm, {
      tenantId: tenant.tenantId,
      passScore: 600,
      items: fixed.map((question) => ({ questionId: question.id, score: 250 })),
      rules: [{ bankId: bank.id, type: QuestionType.TRUE_FALSE, difficulty: 2, count: 3, scoreEach: 150 }],
    });

    const snapshot = await freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), paper.id);

    expect(snapshot).toMatchObject({ paperId: paper.id, paperName: paper.name, totalScore: 950, passScore: 600 });
    expect(snapshot.sections).toHaveLength(1);
    const [frozen] = snapshot.sections;
    expect(frozen?.sectionId).toBe(section.id);
    expect(frozen?.fixedItems.map((item) => [item.question.questionId, item.score])).toEqual(fixed.map((question) => [question.id, 250]));
    expect(frozen?.fixedItems[0]?.question.options.map((option) => option.isCorrect)).toEqual([true, false]);
    expect(frozen?.drawRules[0]?.pool).toHaveLength(3);
    expect(frozen?.drawRules[0]?.pool.every((question) => question.type === QuestionType.TRUE_FALSE && question.difficulty === 2)).toBe(
      true,
    );
    expect((await orm.em.fork().findOneOrFail(Paper, { id: paper.id }, { filters: false })).paperStatus).toBe(PaperStatus.LOCKED);

    // A LOCKED paper can be frozen again (a second examination on the same paper).
    const again = await freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), paper.id);
    expect(again.totalScore).toBe(950);
  });

  it('should refuse a draw rule that the enabled pool cannot fill, naming the rule, and leave the paper as it was', async () => {
    const orm = app.application.orm;
    const bank = await buildBank(orm, { tenantId: tenant.tenantId, name: '安全生产知识' });
    await buildQuestions(orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 2, type: QuestionType.MULTIPLE_CHOICE, difficulty: 4 });
    await buildQuestions(orm, {
      tenantId: tenant.tenantId,
      bankId: bank.id,
      count: 5,
      type: QuestionType.MULTIPLE_CHOICE,
      difficulty: 4,
      status: QuestionStatus.DRAFT,
    });
    const { paper } = await buildPaper(orm, {
      tenantId: tenant.tenantId,
      rules: [{ bankId: bank.id, type: QuestionType.MULTIPLE_CHOICE, difficulty: 4, count: 3, scoreEach: 200 }],
    });

    const error = await failureOf(freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), paper.id));

    expect(error.code).toBe('CONFLICT');
    expect(error.messageKey).toBe('exam.drawRuleUnfillable');
    expect(translate(error.messageKey, 'zh-CN', error.params)).toBe(
      '分区「一、单选题」的抽题规则（题库「安全生产知识」，题型 MULTIPLE_CHOICE，难度 4）需要 3 道题，但只有 2 道已启用的题目',
    );
    expect((await orm.em.fork().findOneOrFail(Paper, { id: paper.id }, { filters: false })).paperStatus).toBe(PaperStatus.READY);
  });

  it('should not count fixed questions of the paper into a rule pool', async () => {
    const orm = app.application.orm;
    const bank = await buildBank(orm, { tenantId: tenant.tenantId });
    const questions = await buildQuestions(orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 3 });
    const { paper } = await buildPaper(orm, {
      tenantId: tenant.tenantId,
      items: [{ questionId: questions[0]?.id ?? '', score: 100 }],
      rules: [{ bankId: bank.id, type: QuestionType.SINGLE_CHOICE, count: 3, scoreEach: 100 }],
    });
    const error = await failureOf(freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), paper.id));
    expect(error.params).toMatchObject({ available: 2, count: 3 });
  });

  it('should refuse a DRAFT paper, an empty paper, a disabled fixed question and a paper of another tenant', async () => {
    const orm = app.application.orm;
    const bank = await buildBank(orm, { tenantId: tenant.tenantId });
    const [question] = await buildQuestions(orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 1 });
    const draft = await buildPaper(orm, {
      tenantId: tenant.tenantId,
      status: PaperStatus.DRAFT,
      items: [{ questionId: question?.id ?? '', score: 100 }],
    });
    expect((await failureOf(freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), draft.paper.id))).messageKey).toBe(
      'exam.paperNotReady',
    );

    const empty = await buildPaper(orm, { tenantId: tenant.tenantId });
    expect((await failureOf(freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), empty.paper.id))).messageKey).toBe(
      'exam.paperEmpty',
    );

    const ready = await buildPaper(orm, { tenantId: tenant.tenantId, items: [{ questionId: question?.id ?? '', score: 100 }] });
    await orm.em.fork().nativeUpdate(Question, { id: question?.id }, { questionStatus: QuestionStatus.DISABLED }, { filters: false });
    expect((await failureOf(freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), ready.paper.id))).messageKey).toBe(
      'exam.paperQuestionUnavailable',
    );

    const foreign = await failureOf(freezer().freeze(serviceContext(orm, { tenantId: other.tenantId }), ready.paper.id));
    expect(foreign.code).toBe('NOT_FOUND');
    expect((await failureOf(freezer().freeze(serviceContext(orm, { tenantId: tenant.tenantId }), 'abc'))).code).toBe('NOT_FOUND');
  });
});
