import type { MikroORM } from '@mikro-orm/core';
import { hashPassword, md5Hex } from '../../src/core/auth/password';
import { nextId } from '../../src/core/ids/snowflake';
import { Dept } from '../../src/modules/system/dept/dept.entity';
import { Menu } from '../../src/modules/system/menu/menu.entity';
import { RoleMenu } from '../../src/modules/system/role/role-menu.entity';
import { Role } from '../../src/modules/system/role/role.entity';
import { Tenant } from '../../src/modules/system/tenant/tenant.entity';
import { TopMenu } from '../../src/modules/system/top-menu/top-menu.entity';
import { UserDept } from '../../src/modules/system/user/user-dept.entity';
import { User } from '../../src/modules/system/user/user.entity';

let tenantCounter = 0;

export interface BuiltUser {
  id: string;
  tenantId: string;
  account: string;
  password: string;
}

export interface BuiltTenant {
  tenantId: string;
  rowId: string;
  deptId: string;
  adminRoleId: string;
  admin: BuiltUser;
}

export interface MenuOverrides {
  code: string;
  category?: 1 | 2;
  parentCode?: string;
  path?: string;
}

/** A menu (category 1, the default) or button (category 2) with this code, created once. */
export async function ensureMenu(orm: MikroORM, options: MenuOverrides): Promise<Menu> {
  const { code } = options;
  const em = orm.em.fork();
  const existing = await em.findOne(Menu, { code });
  if (existing) {
    return existing;
  }
  const parent = options.parentCode ? await ensureMenu(orm, { code: options.parentCode }) : null;
  const menu = em.create(Menu, {
    code,
    name: code,
    parentId: parent?.id ?? '0',
    path: options.path ?? `/${code}`,
    category: options.category ?? 1,
    sort: 50,
  });
  await em.flush();
  return menu;
}

export interface RoleOverrides {
  tenantId: string;
  alias: string;
  /** Menu/button codes granted (none by default). */
  permissions?: string[];
}

/** A role of the tenant granted the menus/buttons with these codes. */
export async function buildRole(orm: MikroORM, options: RoleOverrides): Promise<Role> {
  const { tenantId } = options;
  const menus = [];
  for (const code of options.permissions ?? []) {
    menus.push(
      await ensureMenu(orm, {
        code,
        category: code.includes('_') ? 2 : 1,
        parentCode: code.includes('_') ? code.split('_')[0] : undefined,
      }),
    );
  }
  const em = orm.em.fork();
  const role = em.create(Role, { tenantId, roleName: options.alias, roleAlias: options.alias, parentId: '0', sort: 1 });
  for (const menu of menus) {
    em.create(RoleMenu, { tenantId, roleId: role.id, menuId: menu.id });
  }
  await em.flush();
  return role;
}

export interface UserOverrides {
  tenantId: string;
  deptId: string;
  /** A fresh `user<digits>` by default. */
  account?: string;
  /** `Passw0rd!` by default. */
  password?: string;
  /** No role by default. */
  roleIds?: string[];
}

/** A user of the tenant in one department. */
export async function buildUser(orm: MikroORM, options: UserOverrides): Promise<BuiltUser> {
  const { tenantId } = options;
  const account = options.account ?? `user${nextId().slice(-6)}`;
  const password = options.password ?? 'Passw0rd!';
  const em = orm.em.fork();
  const user = em.create(User, {
    tenantId,
    account,
    password: await hashPassword(md5Hex(password)),
    realName: account,
    name: account,
    roleId: (options.roleIds ?? []).join(','),
    deptId: options.deptId,
    postId: '',
  });
  em.create(UserDept, { tenantId, userId: user.id, deptId: options.deptId });
  await em.flush();
  return { id: user.id, tenantId, account, password };
}

/** A fresh tenant with a root department, an `admin` role (granted `permissions`) and its admin user. */
export async function buildTenant(orm: MikroORM, options: { expireTime?: Date | null; permissions?: string[] } = {}): Promise<BuiltTenant> {
  tenantCounter += 1;
  const tenantId = String(200000 + ((process.pid * 97 + tenantCounter) % 700000));
  const em = orm.em.fork();
  const tenant = em.create(Tenant, {
    tenantId,
    tenantName: `Tenant ${tenantId}`,
    accountNumber: -1,
    expireTime: options.expireTime ?? null,
  });
  const dept = em.create(Dept, { tenantId, deptName: `Dept ${tenantId}`, parentId: '0', ancestors: '0', deptCategory: 1, sort: 1 });
  await em.flush();
  const role = await buildRole(orm, { tenantId, alias: 'admin', permissions: options.permissions ?? [] });
  const admin = await buildUser(orm, { tenantId, account: 'admin', password: 'admin-pass', roleIds: [role.id], deptId: dept.id });
  return { tenantId, rowId: tenant.id, deptId: dept.id, adminRoleId: role.id, admin };
}

/** A top menu of the tenant whose code is its name (a fresh `top<digits>` by default). */
export async function buildTopMenu(
  orm: MikroORM,
  { tenantId, name = `top${nextId().slice(-6)}` }: { tenantId: string; name?: string },
): Promise<TopMenu> {
  const em = orm.em.fork();
  const topMenu = em.create(TopMenu, { tenantId, code: name, name, source: '', sort: 1 });
  await em.flush();
  return topMenu;
}
