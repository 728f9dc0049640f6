import type { EntityManager } from '@mikro-orm/core';
import type { Actor } from '../../../core/auth/actor';
import type { SignedInContext } from '../../../core/http/request-context';
import type { TenantPackageMenus } from '../tenant-package/tenant-package-menus';
import { MenuService } from './menu.service';

/** Menus: one `role_grant` button; role "granter" holds it. Counts reads of the grants, so a cache drop shows. */
function fixture() {
  let grantReads = 0;
  const em = {
    find: async (entity: { name: string }, where: { roleId?: { $in: string[] } }) => {
      if (entity.name === 'Menu') {
        return [{ id: 'm1', code: 'role_grant', parentId: '0', sort: 1, category: 2 }];
      }
      grantReads += 1;
      return (where.roleId?.$in ?? []).includes('granter') ? [{ menuId: 'm1' }] : [];
    },
  } as unknown as EntityManager;
  const contextOf = (tenantId: string, roleId: string, isAdministrator = false): SignedInContext =>
    ({
      em,
      platformEm: em,
      actor: { userId: roleId, tenantId, roleIds: [roleId], isAdministrator } as Actor,
    }) as unknown as SignedInContext;
  return { service: new MenuService({} as TenantPackageMenus), contextOf, reads: () => grantReads };
}

describe('MenuService.clearCacheFor', () => {
  it('should drop only the caller’s own entries for a plain user, the tenant’s for role_grant, all for administrators', async () => {
    const { service, contextOf, reads } = fixture();
    const student = contextOf('100000', 'student');
    const granter = contextOf('100000', 'granter');
    const elsewhere = contextOf('200000', 'student');
    const warm = async () => {
      for (const context of [student, granter, elsewhere]) {
        await service.hasPermission(context, ['role_grant']);
      }
    };
    await warm();
    const cold = reads();
    await warm();
    expect(reads()).toBe(cold);

    await service.clearCacheFor(student);
    await warm();
    expect(reads()).toBe(cold + 1);

    await service.clearCacheFor(granter);
    await warm();
    expect(reads()).toBe(cold + 3);

    await service.clearCacheFor(contextOf('000000', 'administrator', true));
    await warm();
    expect(reads()).toBe(cold + 6);
  });
});
