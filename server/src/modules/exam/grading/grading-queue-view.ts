import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../system/user/user.entity';
import type { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { ResponseFile } from '../attempt/response-file.entity';
import { QuestionType } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import type { LiveLock } from './grading-locks';
import type { GradingQueueItem, GradingResponseFile } from './grading.types';

/** Builds the queue rows of loaded items: one query each for attempts, candidates and files. */
export async function queueItemViews(
  em: EntityManager,
  examinationId: string,
  items: readonly AttemptItem[],
  questions: ReadonlyMap<string, SnapshotQuestion>,
  locks: ReadonlyMap<string, LiveLock>,
): Promise<GradingQueueItem[]> {
  if (items.length === 0) {
    return [];
  }
  const attempts = new Map(
    (await em.find(Attempt, { id: { $in: [...new Set(items.map((item) => item.attemptId))] } }, { fields: ['id', 'userId', 'attemptNo', 'submittedAt'] })).map((attempt) => [attempt.id, attempt]),
  );
  const userIds = [...new Set([...attempts.values()].map((attempt) => attempt.userId))];
  const users = new Map((await em.find(User, { id: { $in: userIds } }, { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } })).map((user) => [user.id, user]));
  const files = new Map<string, GradingResponseFile[]>();
  for (const file of await em.find(ResponseFile, { attemptItemId: { $in: items.map((item) => item.id) } }, { orderBy: { createTime: 'asc' } })) {
    const list = files.get(file.attemptItemId) ?? [];
    list.push({ id: file.id, filename: file.filename, mime: file.mime, size: file.size });
    files.set(file.attemptItemId, list);
  }
  return items.map((item) => {
    const attempt = attempts.get(item.attemptId);
    const user = attempt ? users.get(attempt.userId) : undefined;
    const question = questions.get(item.questionId);
    const lock = locks.get(item.id);
    return {
      id: item.id,
      attemptId: item.attemptId,
      examinationId,
      userId: attempt?.userId ?? '',
      candidateName: user?.realName || user?.account || '',
      account: user?.account ?? '',
      attemptNo: attempt?.attemptNo ?? 0,
      slot: item.slot,
      questionId: item.questionId,
      questionType: question?.type ?? QuestionType.SHORT_ANSWER,
      stem: question?.stem ?? '',
      explanation: question?.explanation ?? null,
      maxScore: toPoints(item.maxScore),
      answerText: item.response?.text ?? null,
      files: files.get(item.id) ?? [],
      gradingState: item.gradingState,
      score: item.finalScore === null || item.finalScore === undefined ? null : toPoints(item.finalScore),
      feedback: item.feedback ?? null,
      graderId: item.graderId ?? null,
      gradedAt: item.gradedAt ?? null,
      submittedAt: attempt?.submittedAt ?? null,
      lockedBy: lock?.graderId ?? null,
      lockExpiresAt: lock?.expiresAt ?? null,
    };
  });
}
