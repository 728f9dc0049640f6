import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { User } from '../../system/user/user.entity';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import type { Examination } from '../examination/examination.entity';
import { loadExamination } from '../examination/examination-store';
import { AttemptGradingState, AttemptState, ItemGradingState } from '../shared/attempt-enums';
import { MANUALLY_GRADED_TYPES, QuestionType } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import { gradedAnswerView, responseFilesByItem } from './graded-answer-view';
import type { GradingPaper, GradingPaperItem } from './grading-paper.types';
import type { GradingLocks } from './grading-locks';
import { examQuestions } from './snapshot-questions';

/**
 * A candidate's whole submitted paper for grading (every question in the candidate's order, automatic scores
 * shown, manual answers to score in place) and the neighbouring papers that still wait for a grader.
 */
export class GradingPaperService {
  constructor(
    private readonly menus: MenuService,
    private readonly locks: GradingLocks,
  ) {}

  /** The paper of `attemptId`, or the first paper awaiting grading when it is null (null when none waits). */
  async paper(context: SignedInContext, examinationId: string, attemptId: string | null | undefined): Promise<GradingPaper | null> {
    await this.menus.require(context, 'exam_grade');
    const { em } = context;
    const exam = await loadExamination(em, examinationId);
    const awaiting = await awaitingPaperIds(em, exam.id);
    let attempt: Attempt | null;
    if (attemptId) {
      attempt = isId(attemptId)
        ? await em.findOne(Attempt, { id: attemptId, examinationId: exam.id, state: AttemptState.SUBMITTED })
        : null;
      if (!attempt) {
        throw new AppError('NOT_FOUND', 'exam.gradingPaperNotFound');
      }
    } else {
      attempt = awaiting[0] === undefined ? null : await em.findOne(Attempt, { id: awaiting[0] });
    }
    return attempt ? this.view(em, exam, attempt, awaiting) : null;
  }

  private async view(em: EntityManager, exam: Examination, attempt: Attempt, awaiting: string[]): Promise<GradingPaper> {
    const items = await em.find(AttemptItem, { attemptId: attempt.id }, { orderBy: { slot: 'asc' } });
    const questions = await examQuestions(em, exam.id, exam.snapshotId);
    const user = await em.findOne(User, { id: attempt.userId }, { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } });
    const itemIds = items.map((item) => item.id);
    const files = await responseFilesByItem(em, itemIds);
    const locks = await this.locks.live(em, itemIds, new Date());
    const views: GradingPaperItem[] = items.map((item) => {
      const question = questions.get(item.questionId);
      return {
        ...gradedAnswerView(item, question, files, locks.get(item.id)),
        manual: MANUALLY_GRADED_TYPES.has(question?.type ?? QuestionType.SHORT_ANSWER),
      };
    });
    const [previousAttemptId, nextAttemptId] = neighbours(awaiting, attempt.id);
    return {
      attemptId: attempt.id,
      examinationId: exam.id,
      userId: attempt.userId,
      candidateName: user?.realName || user?.account || '',
      account: user?.account ?? '',
      attemptNo: attempt.attemptNo,
      submittedAt: attempt.submittedAt ?? null,
      gradingState: attempt.gradingState,
      totalScore: attempt.totalScore === null || attempt.totalScore === undefined ? null : toPoints(attempt.totalScore),
      maxScore: toPoints(items.reduce((sum, item) => sum + item.maxScore, 0)),
      pendingItems: items.filter((item) => item.gradingState === ItemGradingState.NEEDS_MANUAL).length,
      pendingPapers: awaiting.length,
      previousAttemptId,
      nextAttemptId,
      items: views,
    };
  }
}

/** Ids of the examination's submitted attempts with answers waiting for a grader, oldest first. */
async function awaitingPaperIds(em: EntityManager, examinationId: string): Promise<string[]> {
  const rows = await em.find(
    Attempt,
    { examinationId, state: AttemptState.SUBMITTED, gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING },
    { fields: ['id'], orderBy: { id: 'asc' } },
  );
  return rows.map((row) => row.id);
}

/** The awaiting papers before and after `current` (wrapping around; null when no other paper waits). */
export function neighbours(awaiting: readonly string[], current: string): [string | null, string | null] {
  const others = awaiting.filter((id) => id !== current);
  if (others.length === 0) {
    return [null, null];
  }
  const after = others.find((id) => compareIds(id, current) > 0) ?? others[0] ?? null;
  const before = [...others].reverse().find((id) => compareIds(id, current) < 0) ?? others[others.length - 1] ?? null;
  return [before, after];
}

/** Snowflake ids compare as numbers (strings of different lengths). */
function compareIds(left: string, right: string): number {
  return left.length === right.length ? left.localeCompare(right) : left.length - right.length;
}
