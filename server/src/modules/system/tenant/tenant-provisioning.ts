import { isPlatformTenant } from '../../../core/auth/platform';
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID, TENANT_ADMIN_ALIAS } from '../../../core/auth/actor';
import { hashPassword, md5Hex } from '../../../core/auth/password';
import { TENANT_FILTER } from '../../../core/db/filters';
import type { TenantSetupStep } from '../../../core/db/tenant-setup';
import { nextId } from '../../../core/ids/snowflake';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { Dept } from '../dept/dept.entity';
import { DictBiz } from '../dict/dict-biz.entity';
import type { ParamService } from '../param/param.service';
import { Post } from '../post/post.entity';
import { RoleMenu } from '../role/role-menu.entity';
import { Role } from '../role/role.entity';
import { UserDept } from '../user/user-dept.entity';
import { User } from '../user/user.entity';
import { menuDigest, type TenantAdminMenus } from './tenant-admin-menus';
import { Tenant } from './tenant.entity';

/** Legacy fallback when tenant.default.password is missing (contract §3.9). */
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
 * Creates a tenant with everything it needs to work, in one transaction on the main database
 * (contract §3.9): a random unused six-digit code, the default account quota, role 管理员 (alias admin)
 * granted the package's menus or the tenant.default.menuCode menus and their descendants
 * (TenantAdminMenus, which keeps them current at later sign-ins), a root department named after the
 * tenant, the post ceo/首席执行官, a copy of the platform tenant's business dictionaries and the user
 * admin with the default password; then the other modules' setup steps (e.g. the workflow's leave process) on
 * an EntityManager bound to the new tenant, in the same transaction.
 */
export class TenantProvisioning {
  constructor(
    private readonly params: ParamService,
    private readonly adminMenus: TenantAdminMenus,
    private readonly setupSteps: readonly TenantSetupStep[] = [],
  ) {}

  async create(context: SignedInContext, fields: TenantFields, packageId: string | null): Promise<Tenant> {
    const em = context.platformEm;
    const menuIds = await this.adminMenus.menuIdsFor(em, packageId);
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
        adminMenuDigest: menuDigest(menuIds),
      });
      const role = tx.create(Role, { tenantId, parentId: '0', roleName: '管理员', roleAlias: TENANT_ADMIN_ALIAS, sort: 2 });
      for (const menuId of menuIds) {
        tx.create(RoleMenu, { tenantId, roleId: role.id, menuId });
      }
      const dept = tx.create(Dept, {
        tenantId,
        parentId: '0',
        ancestors: '0',
        deptCategory: 1,
        deptName: fields.tenantName,
        fullName: fields.tenantName,
        sort: 2,
      });
      const post = tx.create(Post, { tenantId, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 });
      const admin = tx.create(User, {
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
      tx.create(UserDept, { tenantId, userId: admin.id, deptId: dept.id });
      await copyBusinessDictionaries(tx, tenantId);
      await tx.flush();
      const tenantEm = tx.fork({ keepTransactionContext: true, clear: true });
      tenantEm.setFilterParams(TENANT_FILTER, { tenantId });
      for (const step of this.setupSteps) {
        await step.run(tenantEm, tenantId);
      }
      return tenant;
    });
  }

  private async unusedTenantId(em: EntityManager): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (isPlatformTenant(candidate)) {
        continue;
      }
      // Soft-deleted tenants keep their code in the unique index.
      if (!(await em.findOne(Tenant, { tenantId: candidate }, { filters: { notDeleted: false } }))) {
        return candidate;
      }
    }
    throw new AppError('CONFLICT', 'tenant.noFreeId');
  }
}

/** Copies every business dictionary tree of the platform tenant into the new tenant, with new ids. */
async function copyBusinessDictionaries(em: EntityManager, tenantId: string): Promise<void> {
  const rows = await em.find(
    DictBiz,
    { tenantId: PLATFORM_TENANT_ID },
    { filters: { [TENANT_FILTER]: { tenantId: PLATFORM_TENANT_ID } }, orderBy: { id: 'asc' } },
  );
  const newIds = new Map(rows.map((row) => [row.id, nextId()]));
  for (const row of rows) {
    const parentId = row.parentId === '0' ? '0' : newIds.get(row.parentId);
    if (parentId === undefined) {
      // An item whose root was deleted: not part of any tree.
      continue;
    }
    em.create(DictBiz, {
      id: newIds.get(row.id),
      tenantId,
      parentId,
      code: row.code,
      dictKey: row.dictKey,
      dictValue: row.dictValue,
      sort: row.sort,
      remark: row.remark ?? null,
      isSealed: row.isSealed,
    });
  }
}
