import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { hash, Algorithm } from '@node-rs/argon2';
import { PLATFORM_TENANT_ID } from '../../core/auth/actor';
import { hashPassword, md5Hex } from '../../core/auth/password';
import { Client } from '../../modules/system/client/client.entity';
import { Dept } from '../../modules/system/dept/dept.entity';
import { Dict } from '../../modules/system/dict/dict.entity';
import { Menu } from '../../modules/system/menu/menu.entity';
import { Param } from '../../modules/system/param/param.entity';
import { Post } from '../../modules/system/post/post.entity';
import { RoleMenu } from '../../modules/system/role/role-menu.entity';
import { Role } from '../../modules/system/role/role.entity';
import {
  adoptEarlierProvisionedTenants,
  DEFAULT_MENU_CODE_PARAM,
  EARLIER_DEFAULT_MENU_CODES,
  TENANT_DEFAULT_MENU_CODES,
} from '../../modules/system/tenant/tenant-admin-menus';
import { Tenant } from '../../modules/system/tenant/tenant.entity';
import { UserDept } from '../../modules/system/user/user-dept.entity';
import { User } from '../../modules/system/user/user.entity';
import { insertMissing } from '../seed-writer';
import { ADMIN_USER_ID, CLIENT_IDS, DEPT_IDS, PLATFORM_TENANT_ROW_ID, POST_CEO_ID, ROLE_IDS, SEED_CREATE_DEPT } from './base-ids';
import { DICT_SEED, dictItemId } from './dict.seed-data';
import { MENU_CODES_FOR_ALL_ROLES, MENU_SEED } from './menu.seed-data';
import { seedPlatformReports } from './report.seed';
import { seedRegions } from './region.seed-data';

const audit = { createUser: ADMIN_USER_ID, createDept: SEED_CREATE_DEPT, updateUser: ADMIN_USER_ID };
const platform = { ...audit, tenantId: PLATFORM_TENANT_ID };

/** Grant ids are derived from role and menu so re-running never duplicates a grant. */
export function grantId(roleId: string, menuId: string): string {
  return ((BigInt(roleId) % 1_000_000_000n) * 1_000_000_000n + (BigInt(menuId) % 1_000_000_000n)).toString();
}

/** Idempotent base data every installation needs: runs on every start. */
export async function runBaseSeed(orm: MikroORM): Promise<void> {
  const em = orm.em.fork({ useContext: false });
  await insertMissing(em, Tenant, [
    {
      id: PLATFORM_TENANT_ROW_ID,
      ...audit,
      tenantId: PLATFORM_TENANT_ID,
      tenantName: '管理组',
      linkman: 'admin',
      contactNumber: '666666',
      address: '管理组',
      accountNumber: -1,
    },
  ]);
  await insertMissing(em, Role, [
    { id: ROLE_IDS.administrator, ...platform, parentId: '0', roleName: '超级管理员', sort: 1, roleAlias: 'administrator' },
    { id: ROLE_IDS.user, ...platform, parentId: '0', roleName: '用户', sort: 2, roleAlias: 'user' },
    { id: ROLE_IDS.hr, ...platform, parentId: ROLE_IDS.user, roleName: '人事', sort: 1, roleAlias: 'hr' },
    { id: ROLE_IDS.manager, ...platform, parentId: ROLE_IDS.user, roleName: '经理', sort: 2, roleAlias: 'manager' },
    { id: ROLE_IDS.boss, ...platform, parentId: ROLE_IDS.user, roleName: '老板', sort: 3, roleAlias: 'boss' },
  ]);
  await insertMissing(em, Dept, [
    {
      id: DEPT_IDS.head,
      ...platform,
      parentId: '0',
      ancestors: '0',
      deptCategory: 1,
      deptName: '布雷德科技',
      fullName: '上海布雷德科技有限公司',
      sort: 1,
    },
    {
      id: DEPT_IDS.changzhou,
      ...platform,
      parentId: DEPT_IDS.head,
      ancestors: `0,${DEPT_IDS.head}`,
      deptCategory: 1,
      deptName: '常州布雷德',
      fullName: '常州布雷德科技有限公司',
      sort: 1,
    },
    {
      id: DEPT_IDS.suzhou,
      ...platform,
      parentId: DEPT_IDS.head,
      ancestors: `0,${DEPT_IDS.head}`,
      deptCategory: 1,
      deptName: '苏州布雷德',
      fullName: '苏州布雷德科技有限公司',
      sort: 1,
    },
  ]);
  const posts: Array<[string, number, string, string, string]> = [
    ['ceo', 1, '首席执行官', '总经理', POST_CEO_ID],
    ['coo', 1, '首席运营官', '常务总经理', '1123598817738675202'],
    ['cfo', 1, '首席财务官', '财务总经理', '1123598817738675203'],
    ['cto', 1, '首席技术官', '技术总监', '1123598817738675204'],
    ['cio', 1, '首席信息官', '信息总监', '1123598817738675205'],
    ['pm', 2, '技术经理', '研发和产品是永远的朋友', '1123598817738675206'],
    ['hrm', 2, '人力经理', '人力资源部门工作管理者', '1123598817738675207'],
    ['staff', 3, '普通员工', '普通员工', '1123598817738675208'],
  ];
  await insertMissing(
    em,
    Post,
    posts.map(([postCode, category, postName, remark, id], index) => ({
      id,
      ...platform,
      category,
      postCode,
      postName,
      remark,
      sort: index + 1,
    })),
  );
  if (!(await em.findOne(User, { id: ADMIN_USER_ID }, { filters: { tenant: { tenantId: PLATFORM_TENANT_ID }, notDeleted: false } }))) {
    await insertMissing(em, User, [
      {
        id: ADMIN_USER_ID,
        ...platform,
        userType: 1,
        account: 'admin',
        password: await hashPassword(md5Hex('admin')),
        name: '管理员',
        realName: '管理员',
        avatar: '',
        email: 'admin@example.com',
        sex: 1,
        roleId: ROLE_IDS.administrator,
        deptId: DEPT_IDS.head,
        postId: POST_CEO_ID,
      },
    ]);
  }
  await insertMissing(em, UserDept, [
    { id: grantId(ADMIN_USER_ID, DEPT_IDS.head), ...platform, userId: ADMIN_USER_ID, deptId: DEPT_IDS.head },
  ]);
  await seedClients(orm);
  await insertMissing(
    em,
    Menu,
    MENU_SEED.map((menu) => ({ ...audit, alias: menu.alias ?? '', action: menu.action ?? 0, isOpen: 1, ...menu })),
  );
  const grantedToAll = MENU_SEED.filter((menu) => MENU_CODES_FOR_ALL_ROLES.includes(menu.code));
  await insertMissing(em, RoleMenu, [
    ...MENU_SEED.map((menu) => ({
      id: grantId(ROLE_IDS.administrator, menu.id),
      ...platform,
      roleId: ROLE_IDS.administrator,
      menuId: menu.id,
    })),
    ...[ROLE_IDS.user, ROLE_IDS.hr, ROLE_IDS.manager, ROLE_IDS.boss].flatMap((roleId) =>
      grantedToAll.map((menu) => ({ id: grantId(roleId, menu.id), ...platform, roleId, menuId: menu.id })),
    ),
  ]);
  await insertMissing(em, Param, [
    {
      id: '1123598819738675201',
      ...audit,
      paramName: '是否开启注册功能',
      paramKey: 'account.registerUser',
      paramValue: 'true',
      remark: '',
    },
    { id: '1123598819738675202', ...audit, paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: '123456', remark: '' },
    { id: '1123598819738675203', ...audit, paramName: '账号错误锁定次数', paramKey: 'account.failCount', paramValue: '5', remark: '' },
    {
      id: '1123598819738675204',
      ...audit,
      paramName: '租户默认管理密码',
      paramKey: 'tenant.default.password',
      paramValue: 'admin',
      remark: '',
    },
    {
      id: '1123598819738675205',
      ...audit,
      paramName: '租户默认账号额度',
      paramKey: 'tenant.default.accountNumber',
      paramValue: '100',
      remark: '',
    },
    {
      id: '1123598819738675206',
      ...audit,
      paramName: '租户默认菜单集合',
      paramKey: DEFAULT_MENU_CODE_PARAM,
      paramValue: TENANT_DEFAULT_MENU_CODES,
      remark: '',
    },
  ]);
  await upgradeSeededValue(em, DEFAULT_MENU_CODE_PARAM, EARLIER_DEFAULT_MENU_CODES, TENANT_DEFAULT_MENU_CODES);
  await adoptEarlierProvisionedTenants(em);
  await insertMissing(
    em,
    Dict,
    DICT_SEED.flatMap(([code, name, sort, rootId, items]) => [
      { id: rootId, ...audit, parentId: '0', code, dictKey: '-1', dictValue: name, sort, isSealed: 0 },
      ...items.map(([dictKey, dictValue, remark], index) => ({
        id: dictItemId(rootId, index),
        ...audit,
        parentId: rootId,
        code,
        dictKey,
        dictValue,
        sort: index + 1,
        remark: remark ?? null,
        isSealed: 0,
      })),
    ]),
  );
  await seedRegions(em, audit);
  await seedPlatformReports(em);
}

/**
 * Replaces the value of a seeded parameter that still holds one of the values earlier versions seeded,
 * so existing installations get the current default; a value an operator changed is kept.
 */
async function upgradeSeededValue(em: EntityManager, paramKey: string, earlier: string[], current: string): Promise<void> {
  await em.nativeUpdate(Param, { paramKey, paramValue: { $in: earlier } }, { paramValue: current, updateTime: new Date() });
}

async function seedClients(orm: MikroORM): Promise<void> {
  const em = orm.em.fork({ useContext: false });
  const existing = await em.find(Client, { id: { $in: [CLIENT_IDS.sword, CLIENT_IDS.saber] } }, { filters: { notDeleted: false } });
  const present = new Set(existing.map((client) => client.id));
  const clients: Array<[string, string, string, string]> = [
    [CLIENT_IDS.sword, 'sword', 'sword_secret', 'http://localhost:8888'],
    [CLIENT_IDS.saber, 'saber', 'saber_secret', 'http://localhost:1888'],
  ];
  const missing = clients.filter(([id]) => !present.has(id));
  const rows = await Promise.all(
    missing.map(async ([id, clientId, secret, redirect]) => ({
      id,
      ...audit,
      clientId,
      clientSecret: await hash(secret, { algorithm: Algorithm.Argon2id }),
      scope: 'all',
      authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social',
      webServerRedirectUri: redirect,
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    })),
  );
  await insertMissing(em, Client, rows);
}
