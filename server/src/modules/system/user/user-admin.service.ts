import type { EntityManager } from '@mikro-orm/core';
import { hashPassword, md5Hex } from '../../../core/auth/password';
import { inTransaction } from '../../../core/db/transaction';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { SessionService } from '../../auth/session.service';
import type { MenuService } from '../menu/menu.service';
import type { ParamService } from '../param/param.service';
import { UserDept } from './user-dept.entity';
import { PLATFORM_ENTITIES, isUserType } from './user-platform.entity';
import { assertAccountFree, assertLinks, assertQuota, claimingAccount, scheduleUserDepts } from './user-rules';
import { loadNameMaps, toUserView } from './user-views';
import { User } from './user.entity';
import type { UserInput, UserPlatformInput } from './user.inputs';
import type { UserView } from './user.types';

export const DEFAULT_INIT_PASSWORD = '123456';

const unique = (ids: string[]): string[] => [...new Set(ids)];

/** Users of the caller's tenant whose ids are all these; NOT_FOUND when any is missing (e.g. another tenant's). */
export async function requireUsers(em: EntityManager, ids: string[], name = 'userIds'): Promise<User[]> {
  if (ids.length === 0) {
    throw new AppError('VALIDATION', 'errors.selectOne');
  }
  if (ids.length > 1000 || !ids.every(isId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  const wanted = unique(ids);
  const users = await em.find(User, { id: { $in: wanted } });
  if (users.length !== wanted.length) {
    throw new AppError('NOT_FOUND', 'errors.notFound');
  }
  return users;
}

/** Administration of the users of the caller's tenant: add/edit, delete, passwords, roles, platform data. */
export class UserAdminService {
  constructor(
    private readonly menus: MenuService,
    private readonly params: ParamService,
    private readonly sessions: SessionService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /** Adds (no id; needs user_add) or changes (needs user_edit) a user; the password is only used when adding. */
  async submit(context: SignedInContext, input: UserInput): Promise<UserView> {
    await this.menus.require(context, input.id ? 'user_edit' : 'user_add');
    const { em, actor } = context;
    const account = input.account.trim();
    const links = { roleIds: unique(input.roleIds), deptIds: unique(input.deptIds), postIds: unique(input.postIds) };
    // Every check runs before any entity changes: a query would otherwise auto-flush a half-made user.
    let user: User | null = null;
    if (input.id) {
      user = (await requireUsers(em, [input.id], 'id'))[0] as User;
    } else if (!input.password) {
      throw new AppError('VALIDATION', 'user.passwordRequired', {}, [{ field: 'password', messageKey: 'user.passwordRequired' }]);
    } else if (input.password2 !== undefined && input.password2 !== input.password) {
      throw new AppError('VALIDATION', 'user.passwordMismatch', {}, [{ field: 'password2', messageKey: 'user.passwordMismatch' }]);
    }
    await assertLinks(em, actor.tenantId, links);
    const password = user ? null : await hashPassword(md5Hex(input.password ?? ''));
    // The account check and the write in one transaction (the embedded database runs them one request at a time; on
    // MySQL/MariaDB the unique key on live accounts refuses a request that raced past the check).
    const saved = await claimingAccount(em, account, async () => {
      await assertAccountFree(em, actor.tenantId, account, input.id);
      if (!user) {
        await assertQuota(context.platformEm, em, actor.tenantId, 1);
      }
      const row = user ?? em.create(User, { tenantId: actor.tenantId, account, password: password ?? '' });
      Object.assign(row, {
        account,
        name: input.name ?? null,
        realName: input.realName ?? null,
        code: input.code ?? null,
        avatar: input.avatar ?? null,
        email: input.email ?? null,
        phone: input.phone?.trim() || null,
        birthday: input.birthday ?? null,
        sex: input.sex ?? null,
        userType: input.userType,
        roleId: links.roleIds.join(','),
        deptId: links.deptIds.join(','),
        postId: links.postIds.join(','),
      });
      await scheduleUserDepts(em, [row]);
      return row;
    });
    this.usersChanged(context, [saved.id]);
    const maps = await loadNameMaps(em, actor.tenantId, [saved]);
    return toUserView(saved, maps, context.language);
  }

  /** Soft-deletes users (never the caller) and ends their sessions; returns how many. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'user_delete');
    if (ids.includes(context.actor.userId)) {
      throw new AppError('VALIDATION', 'user.removeSelf');
    }
    const { em } = context;
    const users = await requireUsers(em, ids, 'ids');
    const userIds = users.map((user) => user.id);
    await inTransaction(em, async () => {
      await em.nativeUpdate(User, { id: { $in: userIds } }, { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() });
      await em.nativeDelete(UserDept, { userId: { $in: userIds } });
      for (const userId of userIds) {
        await this.sessions.revokeAllOfUser(em, userId, 'user-removed');
      }
    });
    this.usersChanged(context, userIds);
    return users.length;
  }

  /** Sets the passwords to the parameter account.initPassword (default 123456) and ends the users' sessions. */
  async resetPasswords(context: SignedInContext, userIds: string[]): Promise<number> {
    await this.menus.require(context, 'user_reset');
    const { em } = context;
    const users = await requireUsers(em, userIds);
    const initial = (await this.params.valueOf(em, 'account.initPassword')) || DEFAULT_INIT_PASSWORD;
    const hashed = await hashPassword(md5Hex(initial));
    await inTransaction(em, async () => {
      for (const user of users) {
        user.password = hashed;
        await this.sessions.revokeAllOfUser(em, user.id, 'password-reset');
      }
    });
    this.usersChanged(
      context,
      users.map((user) => user.id),
    );
    return users.length;
  }

  /** Gives these users exactly these roles (of the caller's tenant). */
  async grantRoles(context: SignedInContext, userIds: string[], roleIds: string[]): Promise<number> {
    await this.menus.require(context, 'user_role');
    const { em, actor } = context;
    if (roleIds.length === 0) {
      throw new AppError('VALIDATION', 'user.roleRequired', {}, [{ field: 'roleIds', messageKey: 'user.roleRequired' }]);
    }
    if (roleIds.length > 100 || !roleIds.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'roleIds' });
    }
    const users = await requireUsers(em, userIds);
    const roles = unique(roleIds);
    await assertLinks(em, actor.tenantId, { roleIds: roles, deptIds: [], postIds: [] });
    for (const user of users) {
      user.roleId = roles.join(',');
    }
    await em.flush();
    this.usersChanged(
      context,
      users.map((user) => user.id),
    );
    return users.length;
  }

  /** Writes the platform extension data of one user (blade_user_web / _app / _other by type). */
  async updatePlatform(context: SignedInContext, input: UserPlatformInput): Promise<boolean> {
    await this.menus.require(context, 'user_edit');
    const { em } = context;
    const user = (await requireUsers(em, [input.userId]))[0] as User;
    if (!isUserType(input.userType)) {
      throw new AppError('VALIDATION', 'user.userTypeInvalid');
    }
    const entity = PLATFORM_ENTITIES[input.userType];
    const existing = await em.findOne(entity, { userId: user.id });
    if (existing) {
      existing.userExt = input.userExt ?? null;
    } else {
      em.create(entity, { tenantId: user.tenantId, userId: user.id, userExt: input.userExt ?? null });
    }
    await em.flush();
    return true;
  }

  /** Tells the caches (after the change is committed): what was kept about these users is stale. */
  private usersChanged(context: SignedInContext, userIds: string[]): void {
    this.invalidation.publish({ topic: 'users', tenantId: context.actor.tenantId, userIds });
  }
}
