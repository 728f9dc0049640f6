import type { EntityManager } from '@mikro-orm/core';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { ExamPaperSnapshot } from '../examination/exam-paper-snapshot.entity';
import type { Examination } from '../examination/examination.entity';
import { AttemptGradingState, AttemptState } from '../shared/attempt-enums';
import type { AttemptResponse } from '../shared/attempt-layout.types';
import { AudienceMode, CandidateStatus } from '../shared/examination-enums';
import { finalResults, type AttemptFact, type FinalResult } from './exam-stats';
import type { ItemResponseFact } from './item-stats';

const ITEM_BATCH = 500;

/** An examination's attempts reduced to what statistics, score lists and dashboards need. */
export interface ExamFacts {
  paperTotal: number;
  /** Users with a started (not voided) attempt, and their attempt counts. */
  attemptsByUser: Map<string, number>;
  /** Users with a submitted attempt, and their latest submit time. */
  submittedByUser: Map<string, Date>;
  /** Final results of users with at least one fully graded attempt. */
  finals: FinalResult[];
  /** Each graded user's first graded attempt (item analysis). */
  firstAttempts: AttemptFact[];
  /** Active roster entries (ROSTER audience), or null when the audience is not a roster. */
  rosterSize: number | null;
}

export async function loadExamFacts(em: EntityManager, exam: Examination): Promise<ExamFacts> {
  const snapshot = exam.snapshotId ? await em.findOne(ExamPaperSnapshot, { id: exam.snapshotId }, { fields: ['id', 'totalScore'] }) : null;
  const attempts = await em.find(
    Attempt,
    { examinationId: exam.id, state: { $nin: [AttemptState.VOIDED, AttemptState.NOT_STARTED] } },
    { fields: ['id', 'userId', 'attemptNo', 'state', 'gradingState', 'totalScore', 'startedAt', 'submittedAt'] },
  );
  const attemptsByUser = new Map<string, number>();
  const submittedByUser = new Map<string, Date>();
  const graded: AttemptFact[] = [];
  for (const attempt of attempts) {
    attemptsByUser.set(attempt.userId, (attemptsByUser.get(attempt.userId) ?? 0) + 1);
    if (attempt.state !== AttemptState.SUBMITTED || !attempt.submittedAt) {
      continue;
    }
    const previous = submittedByUser.get(attempt.userId);
    if (!previous || previous < attempt.submittedAt) {
      submittedByUser.set(attempt.userId, attempt.submittedAt);
    }
    if (attempt.gradingState === AttemptGradingState.GRADED) {
      graded.push({
        attemptId: attempt.id,
        userId: attempt.userId,
        attemptNo: attempt.attemptNo,
        totalScore: attempt.totalScore ?? 0,
        startedAt: attempt.startedAt,
        submittedAt: attempt.submittedAt,
      });
    }
  }
  const firstByUser = new Map<string, AttemptFact>();
  for (const fact of graded) {
    const current = firstByUser.get(fact.userId);
    if (!current || fact.attemptNo < current.attemptNo) {
      firstByUser.set(fact.userId, fact);
    }
  }
  const rosterSize =
    exam.audienceMode === AudienceMode.ROSTER
      ? await em.count(ExamCandidate, { examinationId: exam.id, candidateStatus: CandidateStatus.ACTIVE })
      : null;
  return {
    paperTotal: snapshot?.totalScore ?? 0,
    attemptsByUser,
    submittedByUser,
    finals: finalResults(graded, exam.gradeMethod, exam.passScore),
    firstAttempts: [...firstByUser.values()],
    rosterSize,
  };
}

/** True when the saved response holds no answer at all. */
export function isOmitted(response: AttemptResponse | null | undefined): boolean {
  if (!response) {
    return true;
  }
  const hasText = (response.text ?? '').trim() !== '';
  const hasBlanks = (response.blanks ?? []).some((blank) => blank.trim() !== '');
  return !hasText && !hasBlanks && (response.optionIds ?? []).length === 0 && (response.fileIds ?? []).length === 0;
}

/** The items of the given attempts as item-analysis facts, read in batches; also each attempt's slot scores. */
export async function loadItemFacts(
  em: EntityManager,
  attemptIds: readonly string[],
): Promise<{ responses: ItemResponseFact[]; slotScores: Map<string, number[]> }> {
  const responses: ItemResponseFact[] = [];
  const slotScores = new Map<string, number[]>();
  for (let start = 0; start < attemptIds.length; start += ITEM_BATCH) {
    const batch = attemptIds.slice(start, start + ITEM_BATCH);
    const items = await em.find(
      AttemptItem,
      { attemptId: { $in: batch } },
      {
        fields: ['id', 'attemptId', 'slot', 'questionId', 'maxScore', 'finalScore', 'response'],
        orderBy: { attemptId: 'asc', slot: 'asc' },
        disableIdentityMap: true,
      },
    );
    for (const item of items) {
      const score = item.finalScore ?? 0;
      responses.push({
        attemptId: item.attemptId,
        questionId: item.questionId,
        score,
        maxScore: item.maxScore,
        omitted: isOmitted(item.response),
        optionIds: item.response?.optionIds ?? [],
      });
      const scores = slotScores.get(item.attemptId) ?? [];
      scores.push(score);
      slotScores.set(item.attemptId, scores);
    }
  }
  return { responses, slotScores };
}
