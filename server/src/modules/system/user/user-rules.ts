import type { EntityManager } from '@mikro-orm/core';
import { isSqlite, writeLock } from '../../../core/db/dialect';
import { refusingDuplicates } from '../../../core/db/live-unique';
import { inTransaction } from '../../../core/db/transaction';
import { splitIds } from '../../../core/auth/actor';
import { AppError, type FieldProblem } from '../../../core/errors/app-error';
import { assertNoProblems } from '../../../core/errors/fail-validation';
import { Dept } from '../dept/dept.entity';
import { Post } from '../post/post.entity';
import { Role } from '../role/role.entity';
import { Tenant } from '../tenant/tenant.entity';
import { UserDept } from './user-dept.entity';
import { User } from './user.entity';

/**
 * Rules every way of creating or changing users shares (form, import, registration, approval). Each
 * takes the tenant explicitly: registration runs without a signed-in caller.
 */
const tenantFilter = (tenantId: string) => ({ tenant: { tenantId } });

/** Role, department and post ids that really belong to the tenant; the others as field problems. */
export async function checkLinks(
  em: EntityManager,
  tenantId: string,
  links: { roleIds: string[]; deptIds: string[]; postIds: string[] },
): Promise<FieldProblem[]> {
  const filters = tenantFilter(tenantId);
  const [roles, depts, posts] = await Promise.all([
    links.roleIds.length ? em.find(Role, { id: { $in: links.roleIds } }, { filters, fields: ['id'] }) : Promise.resolve([]),
    links.deptIds.length ? em.find(Dept, { id: { $in: links.deptIds } }, { filters, fields: ['id'] }) : Promise.resolve([]),
    links.postIds.length ? em.find(Post, { id: { $in: links.postIds } }, { filters, fields: ['id'] }) : Promise.resolve([]),
  ]);
  const problems: FieldProblem[] = [];
  const missing = (ids: string[], found: Array<{ id: string }>) => ids.filter((id) => !found.some((row) => row.id === id));
  for (const id of missing(links.roleIds, roles)) {
    problems.push({ field: 'roleIds', messageKey: 'user.roleInvalid', params: { name: id } });
  }
  for (const id of missing(links.deptIds, depts)) {
    problems.push({ field: 'deptIds', messageKey: 'user.deptInvalid', params: { name: id } });
  }
  for (const id of missing(links.postIds, posts)) {
    problems.push({ field: 'postIds', messageKey: 'user.postInvalid', params: { name: id } });
  }
  return problems;
}

export async function assertLinks(
  em: EntityManager,
  tenantId: string,
  links: { roleIds: string[]; deptIds: string[]; postIds: string[] },
): Promise<void> {
  assertNoProblems(await checkLinks(em, tenantId, links));
}

/** Accounts of the tenant already taken by a live user (other than `exceptId`). */
export async function takenAccounts(
  em: EntityManager,
  tenantId: string,
  accounts: string[],
  exceptId?: string,
): Promise<Map<string, User>> {
  if (accounts.length === 0) {
    return new Map();
  }
  const users = await em.find(User, { account: { $in: accounts } }, { filters: tenantFilter(tenantId) });
  return new Map(users.filter((user) => user.id !== exceptId).map((user) => [user.account, user]));
}

function accountExists(account: string): AppError {
  return new AppError('CONFLICT', 'user.accountExists', { account }, [
    { field: 'account', messageKey: 'user.accountExists', params: { account } },
  ]);
}

export async function assertAccountFree(em: EntityManager, tenantId: string, account: string, exceptId?: string): Promise<void> {
  if ((await takenAccounts(em, tenantId, [account], exceptId)).size > 0) {
    throw accountExists(account);
  }
}

/**
 * Runs `work`, which adds a user with `account` or renames one to it after assertAccountFree (and assertQuota), in one
 * transaction: when another request took the account in between, the unique key on live accounts (User.liveAccount)
 * refuses the second row with the same user.accountExists as the check. READ COMMITTED on MySQL/MariaDB for the quota's
 * locking read (remainingQuota).
 */
export async function claimingAccount<T>(em: EntityManager, account: string, work: () => Promise<T>): Promise<T> {
  return refusingDuplicates(
    () => inTransaction(em, work, { readCommitted: true }),
    () => accountExists(account),
  );
}

/**
 * How many more accounts the tenant may have (Infinity when its accountNumber is -1 or 0). The tenant
 * row is global (`platformEm`); the users live where the tenant's data lives (`em`).
 */
export async function remainingQuota(platformEm: EntityManager, em: EntityManager, tenantId: string): Promise<number> {
  const tenant = await platformEm.findOne(Tenant, { tenantId });
  if (!tenant || tenant.accountNumber <= 0) {
    return Number.POSITIVE_INFINITY;
  }
  const filters = tenantFilter(tenantId);
  // Inside the caller's transaction on MySQL/MariaDB a locking read (a count cannot lock): additions to a tenant with a
  // quota run one at a time and each counts the users the one before committed. (The import checks its file outside one.)
  // The transaction must be READ COMMITTED (claimingAccount runs it so): under REPEATABLE READ this read also locks the
  // gaps between the users, and an addition inserting its row into a gap another addition waits on deadlocks (found in
  // the two-node tier: four users added at once). Read committed locks the rows only; the waiting addition then reads on
  // from the row it waited for and sees the new user (ids only grow).
  const used =
    em.isInTransaction() && !isSqlite(em)
      ? (await em.find(User, {}, { filters, fields: ['id'], disableIdentityMap: true, ...writeLock(em) })).length
      : await em.count(User, {}, { filters });
  return Math.max(0, tenant.accountNumber - used);
}

export async function assertQuota(platformEm: EntityManager, em: EntityManager, tenantId: string, adding: number): Promise<void> {
  if ((await remainingQuota(platformEm, em, tenantId)) < adding) {
    throw new AppError('QUOTA_EXCEEDED', 'user.quotaExceeded');
  }
}

/**
 * Makes the blade_user_dept rows of these users match their deptId lists (rows to keep stay, the
 * rest are removed or added). Only schedules the changes: the caller's flush writes them together
 * with the users, in one transaction.
 */
export async function scheduleUserDepts(em: EntityManager, users: User[]): Promise<void> {
  if (users.length === 0) {
    return;
  }
  const tenantId = users[0]?.tenantId ?? '';
  const existing = await em.find(UserDept, { userId: { $in: users.map((user) => user.id) } }, { filters: tenantFilter(tenantId) });
  for (const user of users) {
    const wanted = new Set(splitIds(user.deptId));
    const current = existing.filter((row) => row.userId === user.id);
    for (const row of current) {
      if (!wanted.delete(row.deptId)) {
        em.remove(row);
      }
    }
    for (const deptId of wanted) {
      em.create(UserDept, { tenantId: user.tenantId, userId: user.id, deptId });
    }
  }
}
