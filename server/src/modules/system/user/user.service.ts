import { isPlatformActor } from '../../../core/auth/platform';
import { isId } from '../../../core/ids/snowflake';
import { splitIds } from '../../../core/auth/actor';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { coversCaller, ReadCache } from '../../../core/cache/read-cache';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { CurrentUser } from '../../auth/auth.types';
import type { LockoutService } from '../../auth/lockout.service';
import type { MenuService } from '../menu/menu.service';
import type { UsualLogService } from '../../log/usual-log.service';
import { Role } from '../role/role.entity';
import { Tenant } from '../tenant/tenant.entity';
import { PLATFORM_ENTITIES, isUserType } from './user-platform.entity';
import { USER_SORTABLE, userWhere } from './user-query';
import type { UserNameDirectory } from './user-name-directory';
import { loadNameMaps, toUserView } from './user-views';
import { User } from './user.entity';
import type { UserFilter } from './user.inputs';
import type { UserOption, UserView } from './user.types';

const MAX_OPTIONS = 1000;
/** Signed-in callers whose `me` is kept (per user, role and department selection). */
const ME_CAPACITY = 10_000;
const ME_TTL_MS = 60_000;

/** User reads (list, detail, profile, pick lists) and the lock-out reset. */
export class UserService {
  /** `me` of each session's selection; dropped by events about the user, its roles, its tenant or its sessions. */
  private readonly current = new ReadCache<CurrentUser>({ capacity: ME_CAPACITY, ttlMs: ME_TTL_MS });

  constructor(
    private readonly lockout: LockoutService,
    private readonly menus: MenuService,
    private readonly usualLogs: UsualLogService,
    invalidation: CacheInvalidation,
    private readonly names: UserNameDirectory,
  ) {
    invalidation.subscribe((event) => this.current.deleteWhere((scope) => coversCaller(event, scope)));
  }

  async currentUser(context: SignedInContext): Promise<CurrentUser> {
    const { actor } = context;
    const key = `${actor.userId}:${[...actor.roleIds].sort().join(',')}:${[...actor.deptIds].sort().join(',')}:${isPlatformActor(actor)}`;
    return this.current.through({ tenantId: actor.tenantId, userId: actor.userId, roleIds: actor.roleIds }, key, () =>
      this.readCurrentUser(context),
    );
  }

  private async readCurrentUser(context: SignedInContext): Promise<CurrentUser> {
    const { em, actor } = context;
    const user = await em.findOne(User, { id: actor.userId });
    const tenant = await context.platformEm.findOne(Tenant, { tenantId: actor.tenantId });
    if (!user || !tenant) {
      throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
    }
    const roles = actor.roleIds.length === 0 ? [] : await em.find(Role, { id: { $in: actor.roleIds } }, { orderBy: { sort: 'asc' } });
    return describeUser(user, tenant, roles, actor.deptIds, isPlatformActor(actor));
  }

  /** Users of the caller's tenant, one page; pending registrations are listed separately. */
  async page(
    context: SignedInContext,
    filter: UserFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<UserView>> {
    await this.menus.require(context, 'user');
    const where = await userWhere(context, filter);
    const result = await findPage(context.em, User, where, page, orderByOf<User>(sort, USER_SORTABLE, { id: 'asc' }));
    return { ...result, records: await this.views(context, result.records) };
  }

  /** One user with names and its platform extension (view and edit dialogs). */
  async detail(context: SignedInContext, id: string): Promise<UserView> {
    await this.menus.require(context, 'user_view', 'user_edit');
    const user = await this.find(context, id);
    return this.viewWithExtension(context, user);
  }

  /** The caller's own account (profile page). */
  async profile(context: SignedInContext): Promise<UserView> {
    const user = await this.find(context, context.actor.userId);
    return this.viewWithExtension(context, user);
  }

  /** Users of the caller's tenant to pick in forms (no contact data), optionally by account or name. */
  async options(context: SignedInContext, search: string | null | undefined): Promise<UserOption[]> {
    const text = search?.trim() ?? '';
    if (text.length > 45) {
      throw new AppError('VALIDATION', 'errors.paramTooLong', { name: 'search' });
    }
    const where = text
      ? { pendingApproval: false, $or: [{ account: { $like: containsPattern(text) } }, { realName: { $like: containsPattern(text) } }] }
      : { pendingApproval: false };
    const users = await context.em.find(User, where, { orderBy: { id: 'asc' }, limit: MAX_OPTIONS });
    return users.map((user) => ({
      id: user.id,
      account: user.account,
      name: user.name ?? '',
      realName: user.realName ?? '',
      deptIds: splitIds(user.deptId),
    }));
  }

  /** Guest registrations of the caller's tenant waiting for approval. */
  async pending(context: SignedInContext, page: PageInput): Promise<PageResult<UserView>> {
    await this.menus.require(context, 'user_approve');
    const result = await findPage(context.em, User, { pendingApproval: true }, page, { createTime: 'desc', id: 'desc' });
    return { ...result, records: await this.views(context, result.records) };
  }

  /** Clears the failed-login lock of users of the caller's tenant; returns how many were found. */
  async unlock(context: SignedInContext, userIds: string[]): Promise<number> {
    await this.menus.require(context, 'user_unlock');
    if (userIds.length === 0) {
      throw new AppError('VALIDATION', 'user.unlockNone');
    }
    if (userIds.length > 1000 || !userIds.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'userIds' });
    }
    const users = await context.em.find(User, { id: { $in: userIds } });
    await this.lockout.clear(
      context.platformEm,
      context.actor.tenantId,
      users.map((user) => user.account),
    );
    if (users.length > 0) {
      this.usualLogs.usualLog(context, 'info', 'user.unlock', {
        userIds: users.map((user) => user.id),
        accounts: users.map((user) => user.account),
      });
    }
    return users.length;
  }

  /** Views of a page of users, names from the tenant's name directory (no query per page once read). */
  private async views(context: SignedInContext, users: User[]): Promise<UserView[]> {
    if (users.length === 0) {
      return [];
    }
    const maps = await this.names.of(context.em, context.actor.tenantId, users);
    return users.map((user) => toUserView(user, maps, context.language));
  }

  private async find(context: SignedInContext, id: string): Promise<User> {
    const user = isId(id) ? await context.em.findOne(User, { id }) : null;
    if (!user) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return user;
  }

  private async viewWithExtension(context: SignedInContext, user: User): Promise<UserView> {
    const maps = await loadNameMaps(context.em, context.actor.tenantId, [user]);
    const type = user.userType;
    const extension = isUserType(type) ? await context.em.findOne(PLATFORM_ENTITIES[type], { userId: user.id }) : null;
    return toUserView(user, maps, context.language, extension?.userExt ?? null);
  }
}

export function describeUser(user: User, tenant: Tenant, roles: Role[], deptIds: string[], isAdministrator: boolean): CurrentUser {
  return {
    id: user.id,
    tenantId: tenant.tenantId,
    tenantName: tenant.tenantName,
    account: user.account,
    name: user.name ?? '',
    realName: user.realName ?? '',
    avatar: user.avatar ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    roleIds: roles.map((role) => role.id),
    roleAliases: roles.map((role) => role.roleAlias),
    roleNames: roles.map((role) => role.roleName),
    deptIds,
    postIds: splitIds(user.postId),
    isAdministrator,
  };
}
