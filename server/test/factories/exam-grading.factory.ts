import type { MikroORM } from '@mikro-orm/core';
import { AttemptItem } from '../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../src/modules/exam/attempt/attempt.entity';
import { ExamPaperSnapshot } from '../../src/modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../../src/modules/exam/examination/examination.entity';
import { DEFAULT_REVIEW_POLICY } from '../../src/modules/exam/examination/examination-write.service';
import { QuestionOption } from '../../src/modules/exam/question/question-option.entity';
import type { Question } from '../../src/modules/exam/question/question.entity';
import { AttemptGradingState, AttemptState, ItemGradingState, type Correctness } from '../../src/modules/exam/shared/attempt-enums';
import type { AttemptResponse } from '../../src/modules/exam/shared/attempt-layout.types';
import { MultiSelectScoring, QuestionType } from '../../src/modules/exam/shared/exam-enums';
import { ExamStatus, GradeMethod } from '../../src/modules/exam/shared/examination-enums';
import type { PaperSnapshotData, SnapshotQuestion } from '../../src/modules/exam/shared/paper-snapshot.types';
import { buildBank, buildPaper, buildQuestions } from './exam.factory';

export const MINUTE_MS = 60_000;

/** A published examination written directly with its frozen paper: `questions` in order with their scores. */
export interface GradingExam {
  exam: Examination;
  questions: Question[];
  /** Snapshot questions by bank question id. */
  frozen: Map<string, SnapshotQuestion>;
  /** Score of each question (hundredths), in order. */
  scores: number[];
}

export interface GradingExamSpec {
  tenantId: string;
  /** Question types in paper order (default: two single choice, one short answer). */
  types?: QuestionType[];
  /** Score of every question, hundredths (default 500). */
  score?: number;
  status?: ExamStatus;
  passScore?: number;
  gradeMethod?: GradeMethod;
  openAt?: Date;
  closeAt?: Date;
  resultsReleaseAt?: Date | null;
  name?: string;
}

export async function buildGradingExam(orm: MikroORM, spec: GradingExamSpec): Promise<GradingExam> {
  const { tenantId } = spec;
  const types = spec.types ?? [QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE, QuestionType.SHORT_ANSWER];
  const score = spec.score ?? 500;
  const bank = await buildBank(orm, { tenantId });
  const questions: Question[] = [];
  for (const type of types) {
    questions.push(...(await buildQuestions(orm, { tenantId, bankId: bank.id, count: 1, type })));
  }
  const { paper, section } = await buildPaper(orm, { tenantId, items: questions.map((question) => ({ questionId: question.id, score })) });
  const em = orm.em.fork();
  const options = await em.find(
    QuestionOption,
    { questionId: { $in: questions.map((question) => question.id) } },
    { filters: false, orderBy: { sort: 'asc' } },
  );
  const frozen = new Map<string, SnapshotQuestion>();
  for (const question of questions) {
    frozen.set(question.id, {
      questionId: question.id,
      version: 1,
      type: question.questionType,
      stem: question.stem,
      difficulty: 3,
      explanation: null,
      options: options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({ id: option.id, content: option.content, isCorrect: option.isCorrect, weightPct: 0 })),
      multiSelectScoring: MultiSelectScoring.ALL_OR_NOTHING,
      blanks: question.blanks,
      caseSensitive: false,
      fileRule: null,
    });
  }
  const total = score * questions.length;
  const data: PaperSnapshotData = {
    paperId: paper.id,
    paperName: paper.name,
    totalScore: total,
    passScore: spec.passScore ?? 0,
    sections: [
      {
        sectionId: section.id,
        title: section.title,
        instructions: null,
        sort: 1,
        shuffleQuestions: false,
        fixedItems: questions.map((question, index) => ({
          paperQuestionId: `${index + 1}`,
          sort: index + 1,
          score,
          question: frozen.get(question.id) as SnapshotQuestion,
        })),
        drawRules: [],
      },
    ],
  };
  const now = Date.now();
  const exam = em.create(Examination, {
    tenantId,
    name: spec.name ?? `阅卷考试${Math.random().toString(36).slice(2, 7)}`,
    paperId: paper.id,
    openAt: spec.openAt ?? new Date(now - 3 * 60 * MINUTE_MS),
    closeAt: spec.closeAt ?? new Date(now - 60 * MINUTE_MS),
    durationMin: 60,
    examStatus: spec.status ?? ExamStatus.GRADING,
    passScore: spec.passScore ?? 0,
    gradeMethod: spec.gradeMethod ?? GradeMethod.HIGHEST,
    resultsReleaseAt: spec.resultsReleaseAt ?? null,
    reviewPolicy: DEFAULT_REVIEW_POLICY,
  });
  const snapshot = em.create(ExamPaperSnapshot, { tenantId, examinationId: exam.id, data, totalScore: total });
  exam.snapshotId = snapshot.id;
  await em.flush();
  return { exam, questions, frozen, scores: questions.map(() => score) };
}

export interface ItemSpec {
  /** Hundredths; null while waiting for a grader. */
  score: number | null;
  response?: AttemptResponse | null;
  state?: ItemGradingState;
  isCorrect?: Correctness | null;
}

export interface AttemptSpec {
  tenantId: string;
  /** The examination the attempt belongs to. */
  exam: GradingExam;
  userId: string;
  attemptNo?: number;
  state?: AttemptState;
  /** One per question of the exam, in order. */
  items: ItemSpec[];
  startedAt?: Date;
  submittedAt?: Date;
}

/**
 * A submitted attempt after auto-grading: items with a score are AUTO_GRADED, items without one NEEDS_MANUAL;
 * the attempt's totals and grading state follow.
 */
export async function buildAttempt(orm: MikroORM, spec: AttemptSpec): Promise<{ attempt: Attempt; items: AttemptItem[] }> {
  const { tenantId, exam: built, userId } = spec;
  const em = orm.em.fork();
  const state = spec.state ?? AttemptState.SUBMITTED;
  const startedAt = spec.startedAt ?? new Date(Date.now() - 90 * MINUTE_MS);
  const submitted = state === AttemptState.SUBMITTED;
  const pending = spec.items.some((item) => item.score === null);
  const total = spec.items.reduce((sum, item) => sum + (item.score ?? 0), 0);
  const attempt = em.create(Attempt, {
    tenantId,
    examinationId: built.exam.id,
    userId,
    attemptNo: spec.attemptNo ?? 1,
    state,
    snapshotId: built.exam.snapshotId ?? '',
    layout: {
      slots: built.questions.map((question, index) => ({
        slot: index + 1,
        sectionId: '1',
        paperQuestionId: `${index + 1}`,
        ruleId: null,
        questionId: question.id,
        maxScore: built.scores[index] ?? 0,
        optionOrder: built.frozen.get(question.id)?.options.map((option) => option.id) ?? [],
      })),
    },
    startedAt,
    deadlineAt: new Date(startedAt.getTime() + 60 * MINUTE_MS),
    submittedAt: submitted ? (spec.submittedAt ?? new Date(startedAt.getTime() + 30 * MINUTE_MS)) : null,
    autoScore: submitted ? total : null,
    totalScore: submitted ? total : null,
    passed: submitted && !pending ? total >= built.exam.passScore : null,
    gradingState: !submitted
      ? AttemptGradingState.UNGRADED
      : pending
        ? AttemptGradingState.NEEDS_MANUAL_GRADING
        : AttemptGradingState.GRADED,
  });
  const items = built.questions.map((question, index) => {
    const item = spec.items[index] ?? { score: null };
    return em.create(AttemptItem, {
      tenantId,
      attemptId: attempt.id,
      slot: index + 1,
      questionId: question.id,
      maxScore: built.scores[index] ?? 0,
      response: item.response ?? null,
      autoScore: item.score,
      finalScore: item.score,
      isCorrect: item.isCorrect ?? null,
      gradingState: !submitted
        ? ItemGradingState.UNGRADED
        : (item.state ?? (item.score === null ? ItemGradingState.NEEDS_MANUAL : ItemGradingState.AUTO_GRADED)),
    });
  });
  await em.flush();
  return { attempt, items };
}
