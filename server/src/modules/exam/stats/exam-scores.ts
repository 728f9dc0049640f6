import type { EntityManager } from '@mikro-orm/core';
import { Dept } from '../../system/dept/dept.entity';
import { User } from '../../system/user/user.entity';
import type { Examination } from '../examination/examination.entity';
import { toPoints } from '../shared/exam-score';
import { loadExamFacts } from './stats-data';
import type { ExamScoreRow } from './stats.types';

/**
 * Every candidate who started the examination with their final result, best first (ungraded ones last,
 * then by account). Computed from the attempts, so it always reflects regrades and manual marks.
 */
export async function examScoreRows(em: EntityManager, exam: Examination): Promise<ExamScoreRow[]> {
  const facts = await loadExamFacts(em, exam);
  const userIds = [...facts.attemptsByUser.keys()];
  const users = new Map<string, Pick<User, 'id' | 'account' | 'realName' | 'deptId'>>();
  for (let start = 0; start < userIds.length; start += 500) {
    const batch = await em.find(
      User,
      { id: { $in: userIds.slice(start, start + 500) } },
      { fields: ['id', 'account', 'realName', 'deptId'], filters: { notDeleted: false } },
    );
    batch.forEach((user) => users.set(user.id, user));
  }
  const firstDept = (user: Pick<User, 'deptId'> | undefined): string | null => user?.deptId.split(',')[0]?.trim() || null;
  const deptIds = [...new Set([...users.values()].map(firstDept).filter((id): id is string => id !== null))];
  const depts = new Map(
    deptIds.length > 0
      ? (await em.find(Dept, { id: { $in: deptIds } }, { fields: ['id', 'deptName'] })).map((dept) => [dept.id, dept.deptName])
      : [],
  );
  const finals = new Map(facts.finals.map((result) => [result.userId, result]));
  const rows = userIds.map((userId): ExamScoreRow => {
    const user = users.get(userId);
    const result = finals.get(userId);
    const deptId = firstDept(user);
    return {
      userId,
      account: user?.account ?? '',
      candidateName: user?.realName || user?.account || '',
      deptId,
      deptName: deptId ? (depts.get(deptId) ?? null) : null,
      attemptsUsed: facts.attemptsByUser.get(userId) ?? 0,
      finalScore: result ? toPoints(result.finalScore) : null,
      passed: result ? result.passed : null,
      submittedAt: facts.submittedByUser.get(userId) ?? null,
    };
  });
  return rows.sort((a, b) => (b.finalScore ?? -1) - (a.finalScore ?? -1) || a.account.localeCompare(b.account));
}
