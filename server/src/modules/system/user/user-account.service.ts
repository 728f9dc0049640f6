import { hashPassword, isMd5Hex, md5Hex, verifyPassword } from '../../../core/auth/password';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { SessionService } from '../../auth/session.service';
import type { UserService } from './user.service';
import { User } from './user.entity';
import type { MyInfoInput } from './user.inputs';
import type { UserView } from './user.types';

/** md5 hex of the old, new and repeated password (the legacy wire format; GraphQL hashes plain text first). */
export interface PasswordChange {
  oldPasswordMd5: string;
  newPasswordMd5: string;
  newPassword1Md5: string;
}

/** What signed-in users change on their own account: profile fields and password. */
export class UserAccountService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
  ) {}

  /** Changes the caller's avatar, names, phone and e-mail (never account, roles or password). */
  async updateInfo(context: SignedInContext, input: MyInfoInput): Promise<UserView> {
    const user = await context.em.findOne(User, { id: context.actor.userId });
    if (!user) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    user.avatar = input.avatar ?? user.avatar ?? null;
    user.name = input.name ?? user.name ?? null;
    user.realName = input.realName ?? user.realName ?? null;
    user.phone = input.phone.trim();
    user.email = input.email ?? user.email ?? null;
    await context.em.flush();
    return this.users.profile(context);
  }

  /**
   * Changes the caller's password after checking the old one; every OTHER session of the caller ends
   * (the current one stays signed in).
   */
  async updatePassword(context: SignedInContext, change: PasswordChange): Promise<boolean> {
    const { em, actor } = context;
    for (const [field, value] of Object.entries(change)) {
      if (!isMd5Hex(value.toLowerCase())) {
        throw new AppError('VALIDATION', 'errors.paramType', { name: field.replace(/Md5$/, '') });
      }
    }
    if (change.newPasswordMd5.toLowerCase() !== change.newPassword1Md5.toLowerCase()) {
      throw new AppError('VALIDATION', 'user.confirmPasswordWrong', {}, [{ field: 'newPassword1', messageKey: 'user.confirmPasswordWrong' }]);
    }
    const user = await em.findOne(User, { id: actor.userId }, { populate: ['password'] });
    if (!user) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const check = await verifyPassword(user.password, change.oldPasswordMd5);
    if (!check.valid) {
      throw new AppError('VALIDATION', 'user.oldPasswordWrong', {}, [{ field: 'oldPassword', messageKey: 'user.oldPasswordWrong' }]);
    }
    user.password = await hashPassword(change.newPasswordMd5);
    await inTransaction(em, () => this.sessions.revokeOthersOfUser(em, user.id, actor.sessionId, 'password-changed'));
    return true;
  }

  /** GraphQL form: plain-text passwords. */
  async updatePasswordPlain(context: SignedInContext, oldPassword: string, newPassword: string, newPassword1: string): Promise<boolean> {
    return this.updatePassword(context, { oldPasswordMd5: md5Hex(oldPassword), newPasswordMd5: md5Hex(newPassword), newPassword1Md5: md5Hex(newPassword1) });
  }
}
