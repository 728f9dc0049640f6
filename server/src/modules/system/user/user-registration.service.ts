import { hashPassword, md5Hex } from '../../../core/auth/password';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { RequestContext, SignedInContext } from '../../../core/http/request-context';
import type { AuthService } from '../../auth/auth.service';
import type { MenuService } from '../menu/menu.service';
import type { ParamService } from '../param/param.service';
import { Tenant } from '../tenant/tenant.entity';
import { requireUsers } from './user-admin.service';
import { UserDept } from './user-dept.entity';
import { assertAccountFree, assertLinks, assertQuota, claimingAccount, scheduleUserDepts } from './user-rules';
import { User } from './user.entity';
import type { ApproveRegistrationsInput, RegisterGuestInput } from './user.inputs';

export interface RegistrationSettings {
  /** Deployment switch (REGISTER_ENABLED); the parameter account.registerUser must say true as well. */
  enabled: boolean;
}

/**
 * Guest self-registration: the account is created pending and cannot sign in until an administrator
 * of its tenant approves it (giving roles and departments) or rejects it (deleted).
 */
export class UserRegistrationService {
  constructor(
    private readonly settings: RegistrationSettings,
    private readonly auth: AuthService,
    private readonly params: ParamService,
    private readonly menus: MenuService,
  ) {}

  async isOpen(context: RequestContext): Promise<boolean> {
    return this.settings.enabled && (await this.params.valueOf(context.em, 'account.registerUser'))?.trim().toLowerCase() === 'true';
  }

  /** Public: anyone may ask for an account (rate-limited like the login). */
  async register(context: RequestContext, input: RegisterGuestInput): Promise<boolean> {
    await this.auth.throttle(context.ip);
    const { em } = context;
    if (!(await this.isOpen(context))) {
      throw new AppError('FORBIDDEN', 'user.registerClosed');
    }
    if (input.password2 !== undefined && input.password2 !== input.password) {
      throw new AppError('VALIDATION', 'user.passwordMismatch', {}, [{ field: 'password2', messageKey: 'user.passwordMismatch' }]);
    }
    if (input.oauthId) {
      // Social login is not configured here, so no third-party login record can exist to bind.
      throw new AppError('VALIDATION', 'user.oauthInvalid');
    }
    const tenant = await em.findOne(Tenant, { tenantId: input.tenantId.trim(), status: 1 });
    if (!tenant || (tenant.expireTime && tenant.expireTime.getTime() < Date.now())) {
      throw new AppError('VALIDATION', 'user.tenantInvalid', {}, [{ field: 'tenantId', messageKey: 'user.tenantInvalid' }]);
    }
    const account = input.account.trim();
    const password = await hashPassword(md5Hex(input.password));
    await claimingAccount(em, account, async () => {
      await assertAccountFree(em, tenant.tenantId, account);
      await assertQuota(context.platformEm, em, tenant.tenantId, 1);
      em.create(User, {
        tenantId: tenant.tenantId,
        account,
        password,
        name: input.name.trim(),
        realName: input.name.trim(),
        userType: 1,
        pendingApproval: true,
      });
    });
    return true;
  }

  /** Approves pending registrations of the caller's tenant with these roles, departments and posts. */
  async approve(context: SignedInContext, input: ApproveRegistrationsInput): Promise<number> {
    await this.menus.require(context, 'user_approve');
    const { em, actor } = context;
    const users = await this.requirePending(context, input.userIds);
    const links = { roleIds: [...new Set(input.roleIds)], deptIds: [...new Set(input.deptIds)], postIds: [...new Set(input.postIds)] };
    await assertLinks(em, actor.tenantId, links);
    await inTransaction(em, async () => {
      for (const user of users) {
        user.pendingApproval = false;
        user.roleId = links.roleIds.join(',');
        user.deptId = links.deptIds.join(',');
        user.postId = links.postIds.join(',');
      }
      await scheduleUserDepts(em, users);
    });
    return users.length;
  }

  /** Rejects pending registrations: the accounts are deleted (the names become free again). */
  async reject(context: SignedInContext, userIds: string[]): Promise<number> {
    await this.menus.require(context, 'user_approve');
    const { em } = context;
    const users = await this.requirePending(context, userIds);
    const ids = users.map((user) => user.id);
    await inTransaction(em, async () => {
      await em.nativeUpdate(User, { id: { $in: ids } }, { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() });
      await em.nativeDelete(UserDept, { userId: { $in: ids } });
    });
    return users.length;
  }

  private async requirePending(context: SignedInContext, userIds: string[]): Promise<User[]> {
    const users = await requireUsers(context.em, userIds);
    if (users.some((user) => !user.pendingApproval)) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return users;
  }
}
