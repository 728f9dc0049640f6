import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../system/user/user.entity';
import type { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import type { LiveLock } from './grading-locks';
import { gradedAnswerView, responseFilesByItem } from './graded-answer-view';
import type { GradingQueueItem } from './grading.types';

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
    (
      await em.find(
        Attempt,
        { id: { $in: [...new Set(items.map((item) => item.attemptId))] } },
        { fields: ['id', 'userId', 'attemptNo', 'submittedAt'] },
      )
    ).map((attempt) => [attempt.id, attempt]),
  );
  const userIds = [...new Set([...attempts.values()].map((attempt) => attempt.userId))];
  const users = new Map(
    (await em.find(User, { id: { $in: userIds } }, { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } })).map(
      (user) => [user.id, user],
    ),
  );
  const files = await responseFilesByItem(
    em,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const attempt = attempts.get(item.attemptId);
    const user = attempt ? users.get(attempt.userId) : undefined;
    const question = questions.get(item.questionId);
    return {
      ...gradedAnswerView(item, question, files, locks.get(item.id)),
      attemptId: item.attemptId,
      examinationId,
      userId: attempt?.userId ?? '',
      candidateName: user?.realName || user?.account || '',
      account: user?.account ?? '',
      attemptNo: attempt?.attemptNo ?? 0,
      explanation: question?.explanation ?? null,
      submittedAt: attempt?.submittedAt ?? null,
    };
  });
}
