import type { EntityManager } from '@mikro-orm/core';
import { Dept } from '../../system/dept/dept.entity';
import { User } from '../../system/user/user.entity';
import type { ExamCandidate } from './exam-candidate.entity';
import { ExamCandidateView } from './candidate.types';
import { rosterAttempts, rosterKey } from './roster-attempts';

/**
 * Roster entries with their users' account, name and department name and their attempts (three queries for
 * the whole list); scores only `withScores` (callers holding the score permission).
 */
export async function candidateViews(em: EntityManager, rows: ExamCandidate[], withScores: boolean): Promise<ExamCandidateView[]> {
  if (rows.length === 0) {
    return [];
  }
  const users = await em.find(
    User,
    { id: { $in: [...new Set(rows.map((row) => row.userId))] } },
    { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } },
  );
  const deptIds = [...new Set(rows.map((row) => row.deptId).filter((id): id is string => Boolean(id)))];
  const depts =
    deptIds.length > 0 ? await em.find(Dept, { id: { $in: deptIds } }, { fields: ['id', 'deptName'], filters: { notDeleted: false } }) : [];
  const attempts = await rosterAttempts(em, rows, withScores);
  const userById = new Map(users.map((user) => [user.id, user]));
  const deptById = new Map(depts.map((dept) => [dept.id, dept]));
  return rows.map((row) => {
    const attempt = attempts.get(rosterKey(row.examinationId, row.userId));
    return Object.assign(new ExamCandidateView(), {
      id: row.id,
      examinationId: row.examinationId,
      userId: row.userId,
      account: userById.get(row.userId)?.account ?? '',
      realName: userById.get(row.userId)?.realName ?? '',
      deptId: row.deptId ?? null,
      deptName: row.deptId ? (deptById.get(row.deptId)?.deptName ?? null) : null,
      status: row.candidateStatus,
      addedBy: row.addedBy,
      addedAt: row.addedAt,
      attemptsUsed: attempt?.used ?? 0,
      latestAttemptState: attempt?.latestState ?? null,
      latestGradingState: attempt?.latestGradingState ?? null,
      latestScore: attempt?.latestScore ?? null,
      latestPassed: attempt?.latestPassed ?? null,
    });
  });
}
