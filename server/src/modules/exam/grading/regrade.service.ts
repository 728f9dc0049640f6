import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import { inTransaction } from '../../../core/db/transaction';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { effectiveStatus } from '../examination/examination-status';
import { loadExamination } from '../examination/examination-store';
import { QuestionOption } from '../question/question-option.entity';
import { Question } from '../question/question.entity';
import { AttemptGradingState, AttemptState, Correctness, GradeChangeKind, ItemGradingState } from '../shared/attempt-enums';
import { MANUALLY_GRADED_TYPES } from '../shared/exam-enums';
import { ExamStatus } from '../shared/examination-enums';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import { autoGrade } from './auto-grade';
import { finishGradingIfDone, lockGrading, recomputeAttempt } from './attempt-score';
import { GradeChange } from './grade-change.entity';
import { submittedAttemptIds } from './grading-queries';
import { RegradeMode, type RegradeQuestionInput } from './grading.inputs';
import type { FrozenQuestion, RegradeResult } from './grading.types';
import { KeyOverride } from './key-override.entity';
import { examQuestions } from './snapshot-questions';

/** Every attempt is final in these states, so no attempt is graded later with the old key. */
const REGRADABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.GRADING, ExamStatus.GRADED, ExamStatus.RESULTS_RELEASED]);

/** The frozen question with the bank question's current key: option flags and weights, blanks, scoring mode. */
async function currentKey(em: EntityManager, frozen: SnapshotQuestion): Promise<SnapshotQuestion> {
  const bank = await em.findOne(Question, { id: frozen.questionId });
  if (!bank) {
    throw new AppError('VALIDATION', 'exam.regradeBankQuestionMissing');
  }
  const options = new Map((await em.find(QuestionOption, { questionId: bank.id })).map((option) => [option.id, option]));
  return {
    ...frozen,
    // An option deleted from the bank can no longer be right.
    options: frozen.options.map((option) => ({
      ...option,
      isCorrect: options.get(option.id)?.isCorrect ?? false,
      weightPct: options.get(option.id)?.weightPct ?? 0,
    })),
    blanks: bank.blanks,
    caseSensitive: bank.caseSensitive,
    multiSelectScoring: bank.multiSelectScoring,
  };
}

/**
 * Regrade of one question after its answer key was fixed in the bank (reference/exam-domain.md §c.6):
 * re-runs the auto-grader of the attempts module on every submitted answer of the question against the bank's
 * current key (ONLY_RAISE never lowers, BOTH_WAYS applies it both ways) or gives everyone full marks
 * (FULL_MARKS voids the question). The fixed key is stored over the frozen paper (KeyOverride) so reviews and
 * statistics show it; every changed score writes an audit row; attempt totals are recomputed. One transaction.
 */
export class RegradeService {
  constructor(private readonly menus: MenuService) {}

  /** The questions a regrade can name: the frozen paper's, in paper order, with fixed keys laid over them. */
  async questions(context: SignedInContext, examinationId: string): Promise<FrozenQuestion[]> {
    await this.menus.require(context, 'exam_grade');
    const exam = await loadExamination(context.em, examinationId);
    const frozen = await examQuestions(context.em, exam.id, exam.snapshotId);
    return [...frozen.values()].map((question, index) => ({
      questionId: question.questionId,
      position: index + 1,
      questionType: question.type,
      stem: question.stem,
    }));
  }

  async regrade(context: SignedInContext, input: RegradeQuestionInput): Promise<RegradeResult> {
    await this.menus.require(context, 'exam_grade_regrade');
    const { em, actor } = context;
    const exam = await loadExamination(em, input.examinationId);
    const now = new Date();
    const status = effectiveStatus(exam, now);
    if (!REGRADABLE.has(status)) {
      throw new AppError('CONFLICT', 'exam.regradeNotAllowed', { status });
    }
    const frozen = (await examQuestions(em, exam.id, exam.snapshotId)).get(input.questionId);
    if (!frozen) {
      throw new AppError('VALIDATION', 'exam.regradeQuestionMissing', {}, [
        { field: 'questionId', messageKey: 'exam.regradeQuestionMissing' },
      ]);
    }
    if (input.mode !== RegradeMode.FULL_MARKS && MANUALLY_GRADED_TYPES.has(frozen.type)) {
      throw new AppError('VALIDATION', 'exam.regradeNotAuto', {}, [{ field: 'mode', messageKey: 'exam.regradeNotAuto' }]);
    }
    const autoPending = await em.count(Attempt, {
      examinationId: exam.id,
      state: AttemptState.SUBMITTED,
      gradingState: { $in: [AttemptGradingState.UNGRADED, AttemptGradingState.GRADING] },
    });
    if (autoPending > 0) {
      throw new AppError('CONFLICT', 'exam.regradeAutoPending');
    }
    const key = input.mode === RegradeMode.FULL_MARKS ? frozen : await currentKey(em, frozen);
    const reason = input.reason.trim();
    return inTransaction(em, async () => {
      await lockGrading(em, exam.id);
      const override = await em.findOne(KeyOverride, { examinationId: exam.id, questionId: frozen.questionId });
      if (override) {
        Object.assign(override, { question: key, mode: input.mode, reason, byUserId: actor.userId, appliedAt: now });
      } else {
        em.create(KeyOverride, {
          tenantId: actor.tenantId,
          examinationId: exam.id,
          questionId: frozen.questionId,
          question: key,
          mode: input.mode,
          reason,
          byUserId: actor.userId,
          appliedAt: now,
        });
      }
      const items = await em.find(AttemptItem, {
        attemptId: { $in: submittedAttemptIds(em, actor.tenantId, exam.id) },
        questionId: frozen.questionId,
      });
      const attempts = new Set<string>();
      let changed = 0;
      for (const item of items) {
        const old = item.finalScore ?? null;
        let score: number;
        let isCorrect: Correctness | null;
        if (input.mode === RegradeMode.FULL_MARKS) {
          score = item.maxScore;
          isCorrect = Correctness.TRUE;
        } else {
          const grade = autoGrade(key, item.response, item.maxScore);
          score = grade.score ?? 0;
          isCorrect = grade.isCorrect;
          if (input.mode === RegradeMode.ONLY_RAISE && old !== null && score < old) {
            continue;
          }
        }
        if (score === old) {
          continue;
        }
        if (MANUALLY_GRADED_TYPES.has(frozen.type)) {
          item.manualScore = score;
        } else {
          item.autoScore = score;
        }
        Object.assign(item, {
          finalScore: score,
          isCorrect,
          gradingState: ItemGradingState.REGRADED,
          graderId: actor.userId,
          gradedAt: now,
        });
        em.create(GradeChange, {
          tenantId: actor.tenantId,
          attemptItemId: item.id,
          attemptId: item.attemptId,
          oldScore: old,
          newScore: score,
          reason,
          byUserId: actor.userId,
          kind: input.mode === RegradeMode.FULL_MARKS ? GradeChangeKind.REGRADE : GradeChangeKind.KEY_FIX,
          changedAt: now,
        });
        attempts.add(item.attemptId);
        changed += 1;
      }
      await em.flush();
      for (const attemptId of attempts) {
        await recomputeAttempt(em, attemptId, exam.passScore, now);
      }
      await finishGradingIfDone(em, exam.id, now);
      return { items: items.length, changed, attempts: attempts.size };
    });
  }
}
