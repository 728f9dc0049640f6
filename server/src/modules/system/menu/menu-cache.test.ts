import type { EntityManager } from '@mikro-orm/core';
import type { Actor } from '../../../core/auth/actor';
import { CacheInvalidation } from '../../../core/cache/invalidation';
import type { SignedInContext } from '../../../core/http/request-context';
import type { TenantPackageMenus } from '../tenant-package/tenant-package-menus';
import { MenuService } from './menu.service';

/** Menus: one `role_grant` button; role "granter" holds it. Counts reads of the grants and of the tree, so a cache drop shows. */
function fixture() {
  let grantReads = 0;
  let treeReads = 0;
  const em = {
    find: async (entity: { name: string }, where: { roleId?: { $in: string[] } }) => {
      if (entity.name === 'Menu') {
        treeReads += 1;
        return [{ id: 'm1', code: 'role_grant', parentId: '0', sort: 1, category: 2 }];
      }
      grantReads += 1;
      return (where.roleId?.$in ?? []).includes('granter') ? [{ menuId: 'm1' }] : [];
    },
  } as unknown as EntityManager;
  let emTaken = 0;
  // A request context forks its EntityManagers when they are first read: count the reads.
  const contextOf = (tenantId: string, roleId: string, isAdministrator = false): SignedInContext =>
    ({
      get em() {
        emTaken += 1;
        return em;
      },
      get platformEm() {
        emTaken += 1;
        return em;
      },
      actor: { userId: `user-${roleId}`, tenantId, roleIds: [roleId], isAdministrator } as Actor,
    }) as unknown as SignedInContext;
  const invalidation = new CacheInvalidation();
  const service = new MenuService({} as TenantPackageMenus, invalidation);
  const student = contextOf('100000', 'student');
  const granter = contextOf('100000', 'granter');
  const elsewhere = contextOf('200000', 'student');
  /** Checks a permission of each of the three callers: a student and a granter of tenant 100000, a student of 200000. */
  const warm = async () => {
    for (const context of [student, granter, elsewhere]) {
      await service.hasPermission(context, ['role_grant']);
    }
  };
  return {
    service,
    invalidation,
    contextOf,
    warm,
    student,
    granter,
    reads: () => grantReads,
    treeReads: () => treeReads,
    emTaken: () => emTaken,
  };
}

describe('MenuService caches', () => {
  it('should answer cached permission checks and buttons without taking an EntityManager', async () => {
    const { service, warm, student, granter, emTaken } = fixture();
    await warm();
    await service.buttons(granter);
    const taken = emTaken();
    expect(taken).toBeGreaterThan(0);
    await warm();
    expect(await service.hasPermission(granter, ['role_grant'])).toBe(true);
    expect(await service.hasPermission(student, ['role_grant'])).toBe(false);
    await service.buttons(granter);
    expect(emTaken()).toBe(taken);
  });

  it('should drop only the caller’s tenant and roles on a grant event, and everything on a menu event', async () => {
    const { invalidation, warm, reads, treeReads } = fixture();
    await warm();
    const cold = reads();
    await warm();
    expect(reads()).toBe(cold);

    invalidation.publish({ topic: 'grants', tenantId: '100000', roleIds: ['student'] });
    await warm();
    expect(reads()).toBe(cold + 1);

    // The same role id in another tenant is another role: only tenant 200000's entry goes.
    invalidation.publish({ topic: 'grants', tenantId: '200000', roleIds: ['student'] });
    await warm();
    expect(reads()).toBe(cold + 2);

    invalidation.publish({ topic: 'tenants', tenantIds: ['100000'] });
    await warm();
    expect(reads()).toBe(cold + 4);

    const trees = treeReads();
    invalidation.publish({ topic: 'menus' });
    await warm();
    expect(reads()).toBe(cold + 7);
    expect(treeReads()).toBe(trees + 1);
  });

  it('should clear every tenant for administrators, the tenant for role_grant holders, nothing shared for anyone else', async () => {
    const { service, contextOf, warm, student, granter, reads } = fixture();
    await warm();
    const cold = reads();

    await service.clearCacheFor(student);
    await warm();
    expect(reads()).toBe(cold);

    await service.clearCacheFor(granter);
    await warm();
    expect(reads()).toBe(cold + 2);

    await service.clearCacheFor(contextOf('000000', 'administrator', true));
    await warm();
    expect(reads()).toBe(cold + 5);
  });
});
