import { raw, type EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { SqlNames } from '../../../core/db/sql-names';
import { Dept } from '../../system/dept/dept.entity';
import { User } from '../../system/user/user.entity';
import { AttemptItem } from '../attempt/attempt-item.entity';
import type { Attempt } from '../attempt/attempt.entity';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { AttemptState } from '../shared/attempt-enums';
import { ProctorAttemptRow } from './proctor.types';

interface Progress {
  items: number;
  answered: number;
  lastSavedAt: Date | null;
}

/** What a console row needs of an attempt (the list never reads the layout). */
export type RowAttempt = Pick<
  Attempt,
  | 'id'
  | 'examinationId'
  | 'userId'
  | 'attemptNo'
  | 'state'
  | 'startedAt'
  | 'deadlineAt'
  | 'pausedAt'
  | 'integrityCount'
  | 'submittedAt'
  | 'submitSource'
  | 'lastSavedAt'
>;

/** Seconds until the deadline at `now`; a paused attempt's clock stands still at the moment it was paused. */
export function secondsLeft(attempt: Pick<Attempt, 'state' | 'deadlineAt' | 'pausedAt'>, now: Date): number {
  const from = attempt.state === AttemptState.PAUSED && attempt.pausedAt ? attempt.pausedAt : now;
  return Math.max(0, Math.floor((attempt.deadlineAt.getTime() - from.getTime()) / 1000));
}

/** Names (account, real name) of users by id, deleted users included: one query. */
export async function userNames(em: EntityManager, userIds: string[]): Promise<Map<string, { account: string; realName: string }>> {
  const ids = [...new Set(userIds)];
  const users =
    ids.length > 0
      ? await em.find(User, { id: { $in: ids } }, { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } })
      : [];
  return new Map(users.map((user) => [user.id, { account: user.account, realName: user.realName ?? '' }]));
}

/** The display name of a user: real name, else account. */
export function displayName(names: Map<string, { account: string; realName: string }>, userId: string): string {
  const user = names.get(userId);
  return user ? user.realName || user.account : userId;
}

/** Question count, answered count and latest save per attempt: one grouped query for all of them. */
async function progressOf(em: EntityManager, attemptIds: string[]): Promise<Map<string, Progress>> {
  const savedAt = `i.${new SqlNames(em.getMetadata(), AttemptItem, em.getPlatform()).column('savedAt')}`;
  const query = (em as SqlEntityManager)
    .createQueryBuilder(AttemptItem, 'i')
    .select(['i.attemptId', raw('count(*) as items'), raw(`count(${savedAt}) as answered`), raw(`max(${savedAt}) as last_saved`)])
    .where({ attemptId: { $in: attemptIds } })
    .groupBy('i.attemptId');
  // Query builders skip the default filters unless asked: this adds the tenant and not-deleted conditions.
  await query.applyFilters();
  const rows: Array<{ attemptId: string | number; items: number | string; answered: number | string; last_saved: unknown }> =
    await query.execute('all', true);
  const dateType = em.getMetadata().get(AttemptItem.name).properties.savedAt?.customType;
  const platform = em.getPlatform();
  const toDate = (value: unknown): Date | null => {
    if (value === null || value === undefined) {
      return null;
    }
    const converted: unknown = dateType ? dateType.convertToJSValue(value, platform) : value;
    return converted instanceof Date ? converted : new Date(converted as string | number);
  };
  return new Map(
    rows.map((row) => [
      String(row.attemptId),
      { items: Number(row.items), answered: Number(row.answered), lastSavedAt: toDate(row.last_saved) },
    ]),
  );
}

/**
 * The proctor console's rows for loaded attempts: candidate names, roster departments and progress come from
 * one query each for the whole page (never one per row).
 */
export async function proctorRows(em: EntityManager, attempts: RowAttempt[], now: Date): Promise<ProctorAttemptRow[]> {
  if (attempts.length === 0) {
    return [];
  }
  const userIds = attempts.map((attempt) => attempt.userId);
  const names = await userNames(em, userIds);
  const entries = await em.find(
    ExamCandidate,
    { examinationId: { $in: [...new Set(attempts.map((attempt) => attempt.examinationId))] }, userId: { $in: [...new Set(userIds)] } },
    { fields: ['examinationId', 'userId', 'deptId'] },
  );
  const deptByCandidate = new Map(entries.map((entry) => [`${entry.examinationId}:${entry.userId}`, entry.deptId ?? null]));
  const deptIds = [...new Set(entries.map((entry) => entry.deptId).filter((id): id is string => Boolean(id)))];
  const depts =
    deptIds.length > 0 ? await em.find(Dept, { id: { $in: deptIds } }, { fields: ['id', 'deptName'], filters: { notDeleted: false } }) : [];
  const deptNames = new Map(depts.map((dept) => [dept.id, dept.deptName]));
  const progress = await progressOf(
    em,
    attempts.map((attempt) => attempt.id),
  );
  return attempts.map((attempt) => {
    const user = names.get(attempt.userId);
    const deptId = deptByCandidate.get(`${attempt.examinationId}:${attempt.userId}`) ?? null;
    const done = progress.get(attempt.id);
    return Object.assign(new ProctorAttemptRow(), {
      id: attempt.id,
      examinationId: attempt.examinationId,
      userId: attempt.userId,
      account: user?.account ?? '',
      realName: user?.realName ?? '',
      deptName: deptId ? (deptNames.get(deptId) ?? null) : null,
      attemptNo: attempt.attemptNo,
      state: attempt.state,
      startedAt: attempt.startedAt,
      deadlineAt: attempt.deadlineAt,
      pausedAt: attempt.state === AttemptState.PAUSED ? (attempt.pausedAt ?? null) : null,
      serverNow: now,
      secondsLeft: secondsLeft(attempt, now),
      answeredCount: done?.answered ?? 0,
      itemCount: done?.items ?? 0,
      lastSavedAt: done?.lastSavedAt ?? attempt.lastSavedAt ?? null,
      integrityCount: attempt.integrityCount,
      submittedAt: attempt.submittedAt ?? null,
      submitSource: attempt.submitSource ?? null,
    });
  });
}
