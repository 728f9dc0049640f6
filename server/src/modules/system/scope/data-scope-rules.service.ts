import { isPlatformActor } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { dataScopeCondition } from '../../../core/auth/data-scope';
import type { BaseEntity } from '../../../core/db/base.entity';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { deptAndDescendantIds } from '../dept/dept-hierarchy';
import { RoleScope, SCOPE_CATEGORY } from '../role/role-scope.entity';
import { DataScope } from './data-scope.entity';

/**
 * Row-level filtering of list queries (contract §5.1): the data-scope rules of `resourceCode`
 * granted to any of the caller's roles. Platform administrators and callers without such a rule
 * are not restricted; several rules widen the view.
 */
export class DataScopeRules {
  async conditionFor<T extends BaseEntity>(context: SignedInContext, resourceCode: string): Promise<FilterQuery<T> | null> {
    const { em, actor } = context;
    if (isPlatformActor(actor) || actor.roleIds.length === 0) {
      return null;
    }
    const grants = await em.find(RoleScope, { roleId: { $in: actor.roleIds }, scopeCategory: SCOPE_CATEGORY.data });
    if (grants.length === 0) {
      return null;
    }
    const rules = await em.find(DataScope, { id: { $in: grants.map((grant) => grant.scopeId) }, resourceCode });
    const deptIds = actor.deptIds.filter(isId);
    return dataScopeCondition<T>(rules, { userId: actor.userId, deptIds, childDeptIds: () => deptAndDescendantIds(em, deptIds) });
  }
}

/** Adds the data-scope condition (if any) to a list's own conditions. */
export function withDataScope<T extends BaseEntity>(where: FilterQuery<T>, scope: FilterQuery<T> | null): FilterQuery<T> {
  return scope ? ({ $and: [where, scope] } as FilterQuery<T>) : where;
}
