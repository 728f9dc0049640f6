import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { containsPattern } from '../../../core/db/list-query';
import type { SignedInContext } from '../../../core/http/request-context';
import { Dept } from '../dept/dept.entity';
import { Post } from '../post/post.entity';
import { UserDept } from './user-dept.entity';
import type { User } from './user.entity';
import type { UserFilter } from './user.inputs';

export const USER_SORTABLE = ['account', 'realName', 'name', 'userType', 'createTime', 'updateTime'] as const;

/**
 * The where clause of the user list and export (filters are whitelisted fields, never raw SQL).
 * A department filter is one indexed query: user ids from blade_user_dept whose department is that
 * one or has it among its ancestors.
 */
export async function userWhere(context: SignedInContext, filter: UserFilter | null | undefined): Promise<FilterQuery<User>> {
  const tenantId = context.actor.tenantId;
  const em = context.em as SqlEntityManager;
  const where: FilterQuery<User> & Record<string, unknown> = { pendingApproval: false };
  const and: Array<FilterQuery<User>> = [];
  if (filter?.account) {
    where.account = { $like: containsPattern(filter.account) };
  }
  if (filter?.realName) {
    where.realName = { $like: containsPattern(filter.realName) };
  }
  if (filter?.name) {
    where.name = { $like: containsPattern(filter.name) };
  }
  if (filter?.userType) {
    where.userType = filter.userType;
  }
  // A knex sub-query stands where the ORM expects a list of ids (it renders as `in (select ...)`).
  const usersOfDepts = (depts: FilterQuery<Dept>): FilterQuery<User> => {
    const deptIds = em
      .createQueryBuilder(Dept, 'd')
      .select('d.id')
      .where({ $and: [depts, { tenantId, isDeleted: 0 }] });
    const userIds = em
      .createQueryBuilder(UserDept, 'ud')
      .select('ud.userId')
      .where({ tenantId, isDeleted: 0, deptId: { $in: deptIds.getKnexQuery() as unknown as string[] } });
    return { id: { $in: userIds.getKnexQuery() as unknown as string[] } };
  };
  if (filter?.deptId) {
    const id = filter.deptId;
    and.push(usersOfDepts({ $or: [{ id }, { ancestors: { $like: `%,${id}` } }, { ancestors: { $like: `%,${id},%` } }] }));
  }
  if (filter?.deptName) {
    and.push(usersOfDepts({ deptName: { $like: containsPattern(filter.deptName) } }));
  }
  if (filter?.postName) {
    const posts = await context.em.find(Post, { postName: { $like: containsPattern(filter.postName) } }, { fields: ['id'], limit: 100 });
    // postId is a comma-joined list: match an id as a whole element of it.
    const matches = posts.flatMap((post) => [
      { postId: post.id },
      { postId: { $like: `${post.id},%` } },
      { postId: { $like: `%,${post.id}` } },
      { postId: { $like: `%,${post.id},%` } },
    ]);
    and.push(matches.length > 0 ? ({ $or: matches } as FilterQuery<User>) : ({ id: '0' } as FilterQuery<User>));
  }
  return and.length > 0 ? ({ $and: [where, ...and] } as FilterQuery<User>) : where;
}
