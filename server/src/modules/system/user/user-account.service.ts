import { hashPassword, isMd5Hex, md5Hex, verifyPassword } from '../../../core/auth/password';
import { inTransaction } from '../../../core/db/transaction';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { AppError } from '../../../core/errors/app-error';
import { ATTACH_DOWNLOAD_PATH } from '../../resource/attach/attach-upload.service';
import { Attach } from '../../resource/attach/attach.entity';
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

/** Avatars: jpg or png (checked by content on upload), at most 500 KB (SPEC §5). */
export const AVATAR_EXTENSIONS: readonly string[] = ['jpg', 'png'];
export const AVATAR_MAX_BYTES = 500 * 1024;

/**
 * A new avatar must be a file the caller uploaded through put-file (its download link): a jpg/png
 * of at most 500 KB. The upload itself accepts more types and sizes, so the rule is enforced here.
 */
async function assertOwnAvatarUpload(context: SignedInContext, avatar: string): Promise<void> {
  const id = avatar.startsWith(`${ATTACH_DOWNLOAD_PATH}?id=`) ? avatar.slice(ATTACH_DOWNLOAD_PATH.length + 4) : '';
  const attach = /^\d{1,19}$/.test(id) ? await context.em.findOne(Attach, { id }) : null;
  const invalid = (): AppError =>
    new AppError('VALIDATION', 'user.avatarInvalid', {}, [{ field: 'avatar', messageKey: 'user.avatarInvalid' }]);
  if (!attach || attach.createUser !== context.actor.userId) {
    throw invalid();
  }
  if (!AVATAR_EXTENSIONS.includes(attach.extension) || Number(attach.attachSize) > AVATAR_MAX_BYTES) {
    throw new AppError('VALIDATION', 'user.avatarRule', {}, [{ field: 'avatar', messageKey: 'user.avatarRule' }]);
  }
}

/** What signed-in users change on their own account: profile fields and password. */
export class UserAccountService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /** Changes the caller's avatar, names, phone and e-mail (never account, roles or password). */
  async updateInfo(context: SignedInContext, input: MyInfoInput): Promise<UserView> {
    const user = await context.em.findOne(User, { id: context.actor.userId });
    if (!user) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    if (input.avatar !== undefined && input.avatar !== null && input.avatar !== user.avatar) {
      await assertOwnAvatarUpload(context, input.avatar);
    }
    user.avatar = input.avatar ?? user.avatar ?? null;
    user.name = input.name ?? user.name ?? null;
    user.realName = input.realName ?? user.realName ?? null;
    user.phone = input.phone.trim();
    user.email = input.email ?? user.email ?? null;
    await context.em.flush();
    this.invalidation.publish({ topic: 'users', tenantId: context.actor.tenantId, userIds: [user.id] });
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
      throw new AppError('VALIDATION', 'user.confirmPasswordWrong', {}, [
        { field: 'newPassword1', messageKey: 'user.confirmPasswordWrong' },
      ]);
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
    this.invalidation.publish({ topic: 'users', tenantId: actor.tenantId, userIds: [user.id] });
    return true;
  }

  /** GraphQL form: plain-text passwords. */
  async updatePasswordPlain(context: SignedInContext, oldPassword: string, newPassword: string, newPassword1: string): Promise<boolean> {
    return this.updatePassword(context, {
      oldPasswordMd5: md5Hex(oldPassword),
      newPasswordMd5: md5Hex(newPassword),
      newPassword1Md5: md5Hex(newPassword1),
    });
  }
}
