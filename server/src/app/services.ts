import type { AppConfig } from '../config/env';
import { PLATFORM_TENANT_ID } from '../core/auth/actor';
import { TokenSigner } from '../core/auth/jwt';
import { AuthService } from '../modules/auth/auth.service';
import { createLogServices, type LogServices } from '../modules/log/log-services';
import { createResourceServices, type ResourceServices } from '../modules/resource/resource-services';
import type { ClientConfig } from '../modules/auth/auth.types';
import { CaptchaService } from '../modules/auth/captcha.service';
import { LockoutService } from '../modules/auth/lockout.service';
import { SessionService } from '../modules/auth/session.service';
import { MenuService } from '../modules/system/menu/menu.service';
import { ParamService } from '../modules/system/param/param.service';
import { TenantService } from '../modules/system/tenant/tenant.service';
import { UserService } from '../modules/system/user/user.service';

/** The client the web app signs in as. */
export const WEB_CLIENT_ID = 'saber';

/** One instance of every service, created at start and shared by both transports. */
export interface Services {
  clientConfig: ClientConfig;
  sessions: SessionService;
  captcha: CaptchaService;
  lockout: LockoutService;
  params: ParamService;
  auth: AuthService;
  menus: MenuService;
  users: UserService;
  tenants: TenantService;
  logs: LogServices;
  resources: ResourceServices;
}

export function createServices(config: AppConfig, jwtSecret: string): Services {
  const menus = new MenuService();
  const params = new ParamService(menus);
  const sessions = new SessionService(new TokenSigner(jwtSecret));
  const captcha = new CaptchaService(config.captchaTtlSeconds);
  const logs = createLogServices(config, menus);
  const lockout = new LockoutService({ defaultFailLimit: config.loginFailLimit, lockMinutes: config.loginLockMinutes }, params);
  return {
    clientConfig: {
      captchaEnabled: config.captchaEnabled,
      tenantMode: config.tenantMode,
      switchMode: config.switchMode,
      defaultTenantId: PLATFORM_TENANT_ID,
      tokenRefreshSeconds: config.tokenRefreshSeconds,
      registerEnabled: config.registerEnabled,
    },
    sessions,
    captcha,
    lockout,
    params,
    auth: new AuthService({ captchaEnabled: config.captchaEnabled, webClientId: WEB_CLIENT_ID, ratePerMinute: config.loginRatePerMinute }, sessions, captcha, lockout),
    menus,
    users: new UserService(lockout, logs.usual),
    tenants: new TenantService(),
    logs,
    resources: createResourceServices(config, jwtSecret, menus),
  };
}
