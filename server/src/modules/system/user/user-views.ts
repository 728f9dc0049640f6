import type { EntityManager } from '@mikro-orm/core';
import { splitIds } from '../../../core/auth/actor';
import type { Language } from '../../../core/errors/messages';
import { Dept } from '../dept/dept.entity';
import { Post } from '../post/post.entity';
import { Role } from '../role/role.entity';
import { Tenant } from '../tenant/tenant.entity';
import type { User } from './user.entity';
import type { UserView } from './user.types';

const USER_TYPE_NAMES: Record<number, string> = { 1: 'WEB', 2: 'APP', 3: 'OTHER' };
const SEX_NAMES: Record<Language, Record<number, string>> = {
  'zh-CN': { 1: '男', 2: '女', 3: '未知' },
  en: { 1: 'Male', 2: 'Female', 3: 'Unknown' },
};

export function userTypeName(userType: number): string {
  return USER_TYPE_NAMES[userType] ?? '';
}

export function sexName(sex: number | null | undefined, language: Language): string {
  return sex ? (SEX_NAMES[language][sex] ?? '') : '';
}

/** Id -> name maps of the roles, departments and posts the users refer to (one query each). */
export interface NameMaps {
  tenantName: string;
  roles: Map<string, string>;
  depts: Map<string, string>;
  posts: Map<string, string>;
}

export async function loadNameMaps(em: EntityManager, tenantId: string, users: User[]): Promise<NameMaps> {
  const roleIds = new Set(users.flatMap((user) => splitIds(user.roleId)));
  const deptIds = new Set(users.flatMap((user) => splitIds(user.deptId)));
  const postIds = new Set(users.flatMap((user) => splitIds(user.postId)));
  const filters = { tenant: { tenantId } };
  const [tenant, roles, depts, posts] = await Promise.all([
    em.findOne(Tenant, { tenantId }),
    roleIds.size ? em.find(Role, { id: { $in: [...roleIds] } }, { filters, fields: ['id', 'roleName'] }) : Promise.resolve([]),
    deptIds.size ? em.find(Dept, { id: { $in: [...deptIds] } }, { filters, fields: ['id', 'deptName'] }) : Promise.resolve([]),
    postIds.size ? em.find(Post, { id: { $in: [...postIds] } }, { filters, fields: ['id', 'postName'] }) : Promise.resolve([]),
  ]);
  return {
    tenantName: tenant?.tenantName ?? '',
    roles: new Map(roles.map((role) => [role.id, role.roleName])),
    depts: new Map(depts.map((dept) => [dept.id, dept.deptName])),
    posts: new Map(posts.map((post) => [post.id, post.postName])),
  };
}

function namesOf(ids: string[], names: Map<string, string>): string[] {
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [name];
  });
}

export function toUserView(user: User, maps: NameMaps, language: Language, userExt: string | null = null): UserView {
  const roleIds = splitIds(user.roleId);
  const deptIds = splitIds(user.deptId);
  const postIds = splitIds(user.postId);
  return {
    id: user.id,
    tenantId: user.tenantId,
    tenantName: maps.tenantName,
    code: user.code ?? null,
    userType: user.userType,
    userTypeName: userTypeName(user.userType),
    account: user.account,
    name: user.name ?? null,
    realName: user.realName ?? null,
    avatar: user.avatar ?? null,
    email: user.email ?? null,
    phone: user.phone ?? null,
    birthday: user.birthday ?? null,
    sex: user.sex ?? null,
    sexName: sexName(user.sex, language),
    roleIds,
    roleNames: namesOf(roleIds, maps.roles),
    deptIds,
    deptNames: namesOf(deptIds, maps.depts),
    postIds,
    postNames: namesOf(postIds, maps.posts),
    pendingApproval: user.pendingApproval,
    userExt,
    status: user.status,
    createUser: user.createUser ?? null,
    createDept: user.createDept ?? null,
    createTime: user.createTime,
    updateUser: user.updateUser ?? null,
    updateTime: user.updateTime,
  };
}
