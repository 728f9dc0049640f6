import { defineModule } from '../../core/module/module-descriptor';
import type { MenuService } from '../system/menu/menu.service';
import type { UserService } from '../system/user/user.service';
import { AuthSession } from './auth-session.entity';
import { AUTH_MESSAGES } from './auth.messages';
import { AuthResolver } from './auth.resolver';
import type { AuthService } from './auth.service';
import type { ClientConfig } from './auth.types';
import type { CaptchaService } from './captcha.service';
import { LoginFailure } from './login-failure.entity';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';
import { PasswordResetResolver } from './password-reset.resolver';
import type { PasswordResetService } from './password-reset.service';
import { RefreshToken } from './refresh-token.entity';
import { ScreenLockResolver } from './screen-lock.resolver';
import type { ScreenLockService } from './screen-lock.service';

/** The services the auth module's resolvers are built from (provided by app's `Services`). */
export interface AuthModuleNeeds {
  clientConfig: ClientConfig;
  auth: AuthService;
  captcha: CaptchaService;
  users: UserService;
  menus: MenuService;
  screenLock: ScreenLockService;
  passwordReset: PasswordResetService;
}

/** The auth module: everything app/ collects from it (see CONTRIBUTING.md). */
export const AUTH_MODULE = defineModule({
  name: 'auth',
  entities: [AuthSession, RefreshToken, LoginFailure],
  resolvers: [AuthResolver, ScreenLockResolver, PasswordResetResolver],
  createResolvers: (services: AuthModuleNeeds) => [
    new AuthResolver(services.clientConfig, services.auth, services.captcha, services.users, services.menus),
    new ScreenLockResolver(services.screenLock),
    new PasswordResetResolver(services.passwordReset),
  ],
  messages: [AUTH_MESSAGES, PASSWORD_RESET_MESSAGES],
});
