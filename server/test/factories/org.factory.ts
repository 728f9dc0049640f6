import type { MikroORM } from '@mikro-orm/core';
import { Menu } from '../../src/modules/system/menu/menu.entity';
import { RoleScope } from '../../src/modules/system/role/role-scope.entity';
import { ApiScope } from '../../src/modules/system/scope/api-scope.entity';
import { DataScope } from '../../src/modules/system/scope/data-scope.entity';

async function menuIdOf(orm: MikroORM, code: string): Promise<string> {
  return (await orm.em.fork().findOneOrFail(Menu, { code })).id;
}

/** A data-scope rule on the menu `resourceCode` (also its resource code). */
export async function buildDataScope(
  orm: MikroORM,
  rule: { resourceCode: string; scopeType: number; scopeColumn?: string; scopeValue?: string },
): Promise<DataScope> {
  const { resourceCode } = rule;
  const em = orm.em.fork();
  const scope = em.create(DataScope, {
    menuId: await menuIdOf(orm, resourceCode),
    resourceCode,
    scopeName: `${resourceCode} type ${rule.scopeType}`,
    scopeColumn: rule.scopeColumn ?? '',
    scopeType: rule.scopeType,
    scopeValue: rule.scopeValue ?? '',
  });
  await em.flush();
  return scope;
}

export async function buildApiScope(
  orm: MikroORM,
  { resourceCode, scopePath }: { resourceCode: string; scopePath: string },
): Promise<ApiScope> {
  const em = orm.em.fork();
  const scope = em.create(ApiScope, {
    menuId: await menuIdOf(orm, resourceCode),
    resourceCode,
    scopeName: `${resourceCode} ${scopePath}`,
    scopePath,
    scopeType: 2,
  });
  await em.flush();
  return scope;
}

/** Grants a scope rule to a role directly (the grant API is tested on its own). */
export async function grantScope(
  orm: MikroORM,
  { tenantId, roleId, scope }: { tenantId: string; roleId: string; scope: DataScope | ApiScope },
): Promise<void> {
  const em = orm.em.fork();
  em.create(RoleScope, { tenantId, roleId, scopeId: scope.id, scopeCategory: scope instanceof DataScope ? 1 : 2 });
  await em.flush();
}
