import { isId } from '../../../core/ids/snowflake';
import { splitIds } from '../../../core/auth/actor';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { CurrentUser } from '../../auth/auth.types';
import type { LockoutService } from '../../auth/lockout.service';
import type { UsualLogService } from '../../log/usual-log.service';
import { Role } from '../role/role.entity';
import { Tenant } from '../tenant/tenant.entity';
import { User } from './user.entity';

/** User reads and account actions. */
export class UserService {
  constructor(
    private readonly lockout: LockoutService,
    private readonly usualLogs: UsualLogService,
  ) {}

  async currentUser(context: SignedInContext): Promise<CurrentUser> {
    const { em, actor } = context;
    const user = await em.findOne(User, { id: actor.userId });
    const tenant = await em.findOne(Tenant, { tenantId: actor.tenantId });
    if (!user || !tenant) {
      throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
    }
    const roles = actor.roleIds.length === 0 ? [] : await em.find(Role, { id: { $in: actor.roleIds } }, { orderBy: { sort: 'asc' } });
    return describeUser(user, tenant, roles, actor.deptIds, actor.isAdministrator);
  }

  /** Clears the failed-login lock of users of the caller's tenant; returns how many were found. */
  async unlock(context: SignedInContext, userIds: string[]): Promise<number> {
    if (userIds.length === 0) {
      throw new AppError('VALIDATION', 'user.unlockNone');
    }
    if (userIds.length > 1000 || !userIds.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'userIds' });
    }
    const users = await context.em.find(User, { id: { $in: userIds } });
    await this.lockout.clear(
      context.em,
      context.actor.tenantId,
      users.map((user) => user.account),
    );
    if (users.length > 0) {
      this.usualLogs.usualLog(context, 'info', 'user.unlock', { userIds: users.map((user) => user.id), accounts: users.map((user) => user.account) });
    }
    return users.length;
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
