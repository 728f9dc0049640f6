import type { EntityManager } from '@mikro-orm/core';
import type { SignedInContext } from '../../../core/http/request-context';
import { categoryNames } from '../manager/flow-category';
import { Role } from '../../system/role/role.entity';
import { User } from '../../system/user/user.entity';

/**
 * What the workflow module needs from the system module, its one port there: permission checks (menu and button
 * codes) and the `flow` dictionary (both cached there). Built once in createWorkflowServices.
 */
export interface WorkflowDirectory {
  hasPermission(context: SignedInContext, codes: string[]): Promise<boolean>;
  /** Refuses (FORBIDDEN) a caller holding none of the codes. */
  require(context: SignedInContext, ...codes: string[]): Promise<void>;
  dictionary(context: SignedInContext, code: string): Promise<Array<{ dictKey: string; dictValue: string; remark: string | null }>>;
}

/** Names of the users holding any of these role aliases (candidate groups), per alias: two queries. */
export async function groupMemberNames(em: EntityManager, aliases: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (aliases.length === 0) {
    return result;
  }
  const roles = await em.find(Role, { roleAlias: { $in: [...new Set(aliases)] } }, { fields: ['id', 'roleAlias'] });
  if (roles.length === 0) {
    return result;
  }
  const users = await em.find(
    User,
    { $or: roles.map((role) => ({ roleId: { $like: `%${role.id}%` } })) },
    { fields: ['id', 'account', 'name', 'realName', 'roleId'], orderBy: { id: 'asc' } },
  );
  for (const role of roles) {
    const names = users
      .filter((user) => (user.roleId ?? '').split(',').includes(role.id))
      .map((user) => user.realName || user.name || user.account);
    result.set(role.roleAlias, [...(result.get(role.roleAlias) ?? []), ...names]);
  }
  return result;
}

/** Category labels for the work lists: the `flow` dictionary's (see categoryNames), else the stored category itself. */
export async function categoryNamer(
  directory: WorkflowDirectory,
  context: SignedInContext,
): Promise<(category: string | null | undefined) => string | null> {
  const name = await categoryNames(directory, context);
  return (category) => (category ? (name(category) ?? category) : null);
}
