import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID, TENANT_ADMIN_ALIAS, splitIds } from '../../../core/auth/actor';
import { hashPassword, md5Hex } from '../../../core/auth/password';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { Dept } from '../dept/dept.entity';
import { Menu } from '../menu/menu.entity';
import type { ParamService } from '../param/param.service';
import { Post } from '../post/post.entity';
import { RoleMenu } from '../role/role-menu.entity';
import { Role } from '../role/role.entity';
import { TenantPackage } from '../tenant-package/tenant-package.entity';
import { User } from '../user/user.entity';
import { Tenant } from './tenant.entity';

/** Legacy fallbacks when the tenant.default.* parameters are missing (contract §3.9). */
const DEFAULT_MENU_CODES = 'desk,flow,work,monitor,resource,role,user,dept,dictbiz,topmenu';
const DEFAULT_PASSWORD = '123456';

export interface TenantFields {
  tenantName: string;
  linkman: string;
  contactNumber: string | null;
  address: string | null;
  domainUrl: string | null;
  backgroundUrl: string | null;
}

/**
 * Creates a tenant with everything it needs to sign in, in one transaction on the main database:
 * a random unused six-digit code, the default account quota, role 管理员 (alias admin) granted the
 * package's menus (or the default menus and their descendants), a root department named after the
 * tenant, the post ceo/首席执行官 and the user admin with the default password.
 * Business dictionaries are not copied: no business dictionary table exists yet.
 */
export class TenantProvisioning {
  constructor(private readonly params: ParamService) {}

  async create(context: SignedInContext, fields: TenantFields, packageId: string | null): Promise<Tenant> {
    const em = context.platformEm;
    const menuIds = packageId ? await this.packageMenuIds(em, packageId) : await this.defaultMenuIds(em);
    const accountNumber = Number.parseInt((await this.params.valueOf(em, 'tenant.default.accountNumber')) ?? '', 10);
    const password = (await this.params.valueOf(em, 'tenant.default.password')) || DEFAULT_PASSWORD;
    const passwordHash = await hashPassword(md5Hex(password));
    return em.transactional(async (tx) => {
      const tenantId = await this.unusedTenantId(tx);
      const tenant = tx.create(Tenant, {
        ...fields,
        tenantId,
        accountNumber: Number.isFinite(accountNumber) && accountNumber > 0 ? accountNumber : -1,
        packageId,
      });
      const role = tx.create(Role, { tenantId, parentId: '0', roleName: '管理员', roleAlias: TENANT_ADMIN_ALIAS, sort: 2 });
      for (const menuId of menuIds) {
        tx.create(RoleMenu, { tenantId, roleId: role.id, menuId });
      }
      const dept = tx.create(Dept, { tenantId, parentId: '0', ancestors: '0', deptCategory: 1, deptName: fields.tenantName, fullName: fields.tenantName, sort: 2 });
      const post = tx.create(Post, { tenantId, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 });
      tx.create(User, {
        tenantId,
        account: 'admin',
        name: 'admin',
        realName: 'admin',
        password: passwordHash,
        sex: 1,
        userType: 1,
        birthday: new Date(),
        roleId: role.id,
        deptId: dept.id,
        postId: post.id,
      });
      await tx.flush();
      return tenant;
    });
  }

  private async unusedTenantId(em: EntityManager): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (candidate === PLATFORM_TENANT_ID) {
        continue;
      }
      // Soft-deleted tenants keep their code in the unique index.
      if (!(await em.findOne(Tenant, { tenantId: candidate }, { filters: false }))) {
        return candidate;
      }
    }
    throw new AppError('CONFLICT', 'tenant.noFreeId');
  }

  private async packageMenuIds(em: EntityManager, packageId: string): Promise<string[]> {
    const found = await em.findOne(TenantPackage, { id: packageId });
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound', {}, [{ field: 'packageId', messageKey: 'errors.notFound' }]);
    }
    const ids = splitIds(found.menuId);
    const menus = ids.length === 0 ? [] : await em.find(Menu, { id: { $in: ids } }, { fields: ['id'] });
    return menus.map((menu) => menu.id);
  }

  /** Menus whose code is in tenant.default.menuCode, plus all their descendants. */
  private async defaultMenuIds(em: EntityManager): Promise<string[]> {
    const codes = new Set(((await this.params.valueOf(em, 'tenant.default.menuCode')) || DEFAULT_MENU_CODES).split(',').map((code) => code.trim()).filter(Boolean));
    const all = await em.find(Menu, {}, { fields: ['id', 'parentId', 'code'] });
    const selected = new Set(all.filter((menu) => codes.has(menu.code)).map((menu) => menu.id));
    if (selected.size === 0) {
      throw new AppError('NOT_CONFIGURED', 'tenant.menuCodeUnknown');
    }
    let grew = true;
    while (grew) {
      grew = false;
      for (const menu of all) {
        if (!selected.has(menu.id) && selected.has(menu.parentId)) {
          selected.add(menu.id);
          grew = true;
        }
      }
    }
    return [...selected];
  }
}
