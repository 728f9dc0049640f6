import type { MikroORM } from '@mikro-orm/core';
import { ExamCandidate } from '../../src/modules/exam/candidate/exam-candidate.entity';
import { ExamPaperSnapshot } from '../../src/modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../../src/modules/exam/examination/examination.entity';
import { PaperFreezeService } from '../../src/modules/exam/paper/paper-freeze.service';
import { QuestionOption } from '../../src/modules/exam/question/question-option.entity';
import { Question } from '../../src/modules/exam/question/question.entity';
import { MultiSelectScoring, QuestionStatus, QuestionType } from '../../src/modules/exam/shared/exam-enums';
import {
  AudienceMode,
  ExamStatus,
  IntegrityAction,
  OverdueHandling,
  ReviewItem,
  ReviewMoment,
  TimingMode,
  type ReviewPolicyData,
} from '../../src/modules/exam/shared/examination-enums';
import { graphqlToken } from '../helpers/auth-client';
import { buildBank, buildPaper, serviceContext } from './exam.factory';
import { buildRole, buildTenant, buildUser, type BuiltTenant, type BuiltUser } from './system.factory';

export interface ExamScenario {
  tenant: BuiltTenant;
  student: BuiltUser;
  otherStudent: BuiltUser;
  grader: BuiltUser;
  /** Signed in, but without exam_take. */
  outsider: BuiltUser;
  exam: Examination;
  /** Question ids by type. */
  questions: Record<'single' | 'multiple' | 'trueFalse' | 'blank' | 'short' | 'file', Question>;
  /** Option ids of the choice questions: [correct..., wrong...] in sort order. */
  options: Map<string, QuestionOption[]>;
}

export interface ExamSpec {
  openAt?: Date;
  closeAt?: Date;
  timingMode?: TimingMode;
  durationMin?: number;
  overdueHandling?: OverdueHandling;
  graceSec?: number;
  maxAttempts?: number;
  maxFocusLoss?: number;
  integrityAction?: Examination['integrityAction'];
  reviewPolicy?: ReviewPolicyData;
  status?: ExamStatus;
}

export const NO_REVIEW: ReviewPolicyData = {
  [ReviewMoment.DURING]: [],
  [ReviewMoment.IMMEDIATELY_AFTER]: [],
  [ReviewMoment.LATER_WHILE_OPEN]: [],
  [ReviewMoment.AFTER_CLOSE]: [],
  [ReviewMoment.AFTER_RELEASE]: [],
};

export const FULL_REVIEW_AFTER: ReviewPolicyData = {
  ...NO_REVIEW,
  [ReviewMoment.IMMEDIATELY_AFTER]: Object.values(ReviewItem),
  [ReviewMoment.LATER_WHILE_OPEN]: Object.values(ReviewItem),
};

/**
 * A tenant with a published examination open now (roster: student and otherStudent), one question of every
 * type in one fixed section (each worth 2 points, the multiple choice HALF_IF_SUBSET), a grader (exam_grade)
 * and an outsider without exam codes.
 */
export async function buildExamScenario(orm: MikroORM, spec: ExamSpec = {}): Promise<ExamScenario> {
  const tenant = await buildTenant(orm);
  const studentRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'student', permissions: ['exam', 'exam_take'] });
  const graderRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'teacher', permissions: ['exam', 'exam_grade'] });
  const plainRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'plain', permissions: [] });
  const student = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [studentRole.id], deptId: tenant.deptId });
  const otherStudent = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [studentRole.id], deptId: tenant.deptId });
  const grader = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [graderRole.id], deptId: tenant.deptId });
  const outsider = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [plainRole.id], deptId: tenant.deptId });
  const bank = await buildBank(orm, { tenantId: tenant.tenantId });
  const em = orm.em.fork();
  const make = (type: QuestionType, extra: Partial<Question> = {}) =>
    em.create(Question, {
      tenantId: tenant.tenantId,
      bankId: bank.id,
      questionType: type,
      stem: `<p>${type}</p>`,
      questionStatus: QuestionStatus.ENABLED,
      explanation: `解析 ${type}`,
      ...extra,
    });
  const questions = {
    single: make(QuestionType.SINGLE_CHOICE),
    multiple: make(QuestionType.MULTIPLE_CHOICE, { multiSelectScoring: MultiSelectScoring.HALF_IF_SUBSET }),
    trueFalse: make(QuestionType.TRUE_FALSE),
    blank: make(QuestionType.FILL_BLANK, { blanks: [['北京', 'Beijing'], ['42']] }),
    short: make(QuestionType.SHORT_ANSWER, { referenceAnswer: '参考答案' }),
    file: make(QuestionType.FILE_UPLOAD, { fileRule: { maxFiles: 2, maxSizeKb: 64, allowedExtensions: ['pdf', 'png'] } }),
  };
  const options = new Map<string, QuestionOption[]>();
  const addOptions = (question: Question, correct: boolean[]) =>
    options.set(
      question.id,
      correct.map((isCorrect, index) =>
        em.create(QuestionOption, {
          tenantId: tenant.tenantId,
          questionId: question.id,
          content: `选项${index + 1}`,
          isCorrect,
          sort: index + 1,
        }),
      ),
    );
  addOptions(questions.single, [true, false, false]);
  addOptions(questions.multiple, [true, true, false]);
  addOptions(questions.trueFalse, [true, false]);
  await em.flush();
  const { paper } = await buildPaper(orm, {
    tenantId: tenant.tenantId,
    items: Object.values(questions).map((question) => ({ questionId: question.id, score: 200 })),
  });
  const context = serviceContext(orm, { tenantId: tenant.tenantId, userId: tenant.admin.id });
  const data = await new PaperFreezeService().freeze(context, paper.id);
  const now = Date.now();
  const exam = context.em.create(Examination, {
    tenantId: tenant.tenantId,
    name: '期中考试',
    paperId: paper.id,
    openAt: spec.openAt ?? new Date(now - 60_000),
    closeAt: spec.closeAt ?? new Date(now + 3_600_000),
    timingMode: spec.timingMode ?? TimingMode.PER_ATTEMPT,
    durationMin: spec.durationMin ?? 30,
    overdueHandling: spec.overdueHandling ?? OverdueHandling.AUTO_SUBMIT,
    graceSec: spec.graceSec ?? 0,
    maxAttempts: spec.maxAttempts ?? 1,
    passScore: 600,
    audienceMode: AudienceMode.ROSTER,
    maxFocusLoss: spec.maxFocusLoss ?? 0,
    integrityAction: spec.integrityAction ?? IntegrityAction.LOG_ONLY,
    reviewPolicy: spec.reviewPolicy ?? NO_REVIEW,
    examStatus: spec.status ?? ExamStatus.OPEN,
  } as Examination);
  const snapshot = context.em.create(ExamPaperSnapshot, {
    tenantId: tenant.tenantId,
    examinationId: exam.id,
    data,
    totalScore: data.totalScore,
  });
  exam.snapshotId = snapshot.id;
  for (const user of [student, otherStudent]) {
    context.em.create(ExamCandidate, { tenantId: tenant.tenantId, examinationId: exam.id, userId: user.id, addedBy: tenant.admin.id });
  }
  await context.em.flush();
  return { tenant, student, otherStudent, grader, outsider, exam, questions, options };
}

/** Access tokens of the scenario's two students, signed in through the login mutation. */
export async function scenarioStudentTokens(
  http: Parameters<typeof graphqlToken>[0],
  scenario: ExamScenario,
): Promise<{ student: string; other: string }> {
  const tokenOf = async (user: BuiltUser) => (await graphqlToken(http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
  return { student: await tokenOf(scenario.student), other: await tokenOf(scenario.otherStudent) };
}
