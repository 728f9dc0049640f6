import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { Dept } from '../../system/dept/dept.entity';
import { UserDept } from '../../system/user/user-dept.entity';
import { User } from '../../system/user/user.entity';
import { requireDepartments } from '../examination/examination-store';

/** Most candidates one call may add. */
export const MAX_CANDIDATES_PER_CALL = 10_000;

/** A user to put on a roster with the department recorded for them. */
export interface RosterMember {
  userId: string;
  deptId: string | null;
}

/** Departments given and all their sub-departments (blade_dept.ancestors holds the path of parent ids). */
export function withSubDepartments(deptIds: string[]): FilterQuery<Dept> {
  return { $or: deptIds.flatMap((id) => [{ id }, { ancestors: { $like: `%,${id}` } }, { ancestors: { $like: `%,${id},%` } }]) };
}

/**
 * The users of the caller's tenant named by id or by department (with sub-departments), approved ones
 * only. Unknown user or department ids are a VALIDATION error naming the first one.
 */
export async function resolveRosterMembers(context: SignedInContext, userIds: string[], deptIds: string[]): Promise<RosterMember[]> {
  const em = context.em as SqlEntityManager;
  const tenantId = context.actor.tenantId;
  const members = new Map<string, RosterMember>();
  const firstDept = (user: { deptId: string }): string | null => user.deptId.split(',').find((id) => id.trim() !== '') ?? null;
  if (userIds.length > 0) {
    const users = await em.find(User, { id: { $in: userIds }, pendingApproval: false }, { fields: ['id', 'deptId'] });
    const found = new Map(users.map((user) => [user.id, user]));
    const missing = userIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new AppError('VALIDATION', 'exam.candidateUserInvalid', { name: missing }, [
        { field: 'userIds', messageKey: 'exam.candidateUserInvalid', params: { name: missing } },
      ]);
    }
    for (const user of users) {
      members.set(user.id, { userId: user.id, deptId: firstDept(user) });
    }
  }
  if (deptIds.length > 0) {
    await requireDepartments(em, deptIds, 'deptIds');
    const depts = em
      .createQueryBuilder(Dept, 'd')
      .select('d.id')
      .where({ $and: [withSubDepartments(deptIds), { tenantId, isDeleted: 0 }] });
    const links = await em.find(
      UserDept,
      { deptId: { $in: depts.getKnexQuery() as unknown as string[] } },
      { fields: ['userId', 'deptId'], limit: MAX_CANDIDATES_PER_CALL * 2 },
    );
    const linkedDept = new Map<string, string>();
    for (const link of links) {
      if (!linkedDept.has(link.userId)) {
        linkedDept.set(link.userId, link.deptId);
      }
    }
    const linkedIds = [...linkedDept.keys()].filter((id) => !members.has(id));
    for (let start = 0; start < linkedIds.length; start += 1000) {
      const users = await em.find(
        User,
        { id: { $in: linkedIds.slice(start, start + 1000) }, pendingApproval: false },
        { fields: ['id', 'deptId'] },
      );
      for (const user of users) {
        members.set(user.id, { userId: user.id, deptId: linkedDept.get(user.id) ?? firstDept(user) });
      }
    }
  }
  if (members.size > MAX_CANDIDATES_PER_CALL) {
    throw new AppError('VALIDATION', 'exam.tooManyCandidates', { max: MAX_CANDIDATES_PER_CALL });
  }
  return [...members.values()];
}
