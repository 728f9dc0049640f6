import type { EntityManager } from '@mikro-orm/core';
import type { AttemptItem } from '../attempt/attempt-item.entity';
import { ResponseFile } from '../attempt/response-file.entity';
import { QuestionType } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import type { GradedAnswer, GradingResponseFile } from './graded-answer.types';
import { answerAsText } from './grading-paper-answer';
import type { LiveLock } from './grading-locks';

/** The uploaded files of the items, by item id, oldest first (one query). */
export async function responseFilesByItem(em: EntityManager, itemIds: readonly string[]): Promise<Map<string, GradingResponseFile[]>> {
  const files = new Map<string, GradingResponseFile[]>();
  if (itemIds.length === 0) {
    return files;
  }
  for (const file of await em.find(ResponseFile, { attemptItemId: { $in: [...itemIds] } }, { orderBy: { createTime: 'asc' } })) {
    const list = files.get(file.attemptItemId) ?? [];
    list.push({ id: file.id, filename: file.filename, mime: file.mime, size: file.size });
    files.set(file.attemptItemId, list);
  }
  return files;
}

/** What a grader sees of one answer: the frozen question, the response, its score and its live lock. */
export function gradedAnswerView(
  item: AttemptItem,
  question: SnapshotQuestion | undefined,
  files: ReadonlyMap<string, GradingResponseFile[]>,
  lock: LiveLock | undefined,
): GradedAnswer {
  return {
    id: item.id,
    slot: item.slot,
    questionId: item.questionId,
    questionType: question?.type ?? QuestionType.SHORT_ANSWER,
    stem: question?.stem ?? '',
    maxScore: toPoints(item.maxScore),
    answerText: answerAsText(question, item.response),
    files: files.get(item.id) ?? [],
    gradingState: item.gradingState,
    score: item.finalScore === null || item.finalScore === undefined ? null : toPoints(item.finalScore),
    feedback: item.feedback ?? null,
    graderId: item.graderId ?? null,
    gradedAt: item.gradedAt ?? null,
    lockedBy: lock?.graderId ?? null,
    lockExpiresAt: lock?.expiresAt ?? null,
  };
}
