import type { AppConfig } from '../config/env';
import { PLATFORM_TENANT_ID } from '../core/auth/actor';
import { TokenSigner } from '../core/auth/jwt';
import { AuthService } from '../modules/auth/auth.service';
import type { ClientConfig } from '../modules/auth/auth.types';
import { CaptchaService } from '../modules/auth/captcha.service';
import { LockoutService } from '../modules/auth/lockout.service';
import { SessionService } from '../modules/auth/session.service';
import { DeptQueryService } from '../modules/system/dept/dept-query.service';
import { DeptService } from '../modules/system/dept/dept.service';
import { MenuAdminQueryService } from '../modules/system/menu/menu-admin-query.service';
import { MenuAdminService } from '../modules/system/menu/menu-admin.service';
import { MenuService } from '../modules/system/menu/menu.service';
import { ParamService } from '../modules/system/param/param.service';
import { PostService } from '../modules/system/post/post.service';
import { GrantableService } from '../modules/system/role/grantable.service';
import { RoleGrantService } from '../modules/system/role/role-grant.service';
import { RoleService } from '../modules/system/role/role.service';
import { ApiScopeGuard } from '../modules/system/scope/api-scope-guard.service';
import { ApiScopeService } from '../modules/system/scope/api-scope.service';
import { DataScopeRules } from '../modules/system/scope/data-scope-rules.service';
import { DataScopeService } from '../modules/system/scope/data-scope.service';
import { TenantService } from '../modules/system/tenant/tenant.service';
import { TopMenuAdminService } from '../modules/system/top-menu/top-menu-admin.service';
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
  dataScopeRules: DataScopeRules;
  apiScopeGuard: ApiScopeGuard;
  dataScopes: DataScopeService;
  apiScopes: ApiScopeService;
  deptQueries: DeptQueryService;
  depts: DeptService;
  posts: PostService;
  roles: RoleService;
  roleGrants: RoleGrantService;
  menuAdminQueries: MenuAdminQueryService;
  menuAdmin: MenuAdminService;
  topMenuAdmin: TopMenuAdminService;
}

export function createServices(config: AppConfig, jwtSecret: string): Services {
  const menus = new MenuService();
  const params = new ParamService(menus);
  const sessions = new SessionService(new TokenSigner(jwtSecret));
  const captcha = new CaptchaService(config.captchaTtlSeconds);
  const dataScopeRules = new DataScopeRules();
  const apiScopeGuard = new ApiScopeGuard();
  const grantable = new GrantableService(menus);
  const deptQueries = new DeptQueryService(menus, dataScopeRules);
  const menuAdminQueries = new MenuAdminQueryService(menus);
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
    users: new UserService(lockout),
    tenants: new TenantService(),
    dataScopeRules,
    apiScopeGuard,
    dataScopes: new DataScopeService(menus),
    apiScopes: new ApiScopeService(menus, apiScopeGuard),
    deptQueries,
    depts: new DeptService(menus, deptQueries),
    posts: new PostService(menus, dataScopeRules),
    roles: new RoleService(menus, dataScopeRules),
    roleGrants: new RoleGrantService(menus, grantable, apiScopeGuard),
    menuAdminQueries,
    menuAdmin: new MenuAdminService(menus, menuAdminQueries, apiScopeGuard),
    topMenuAdmin: new TopMenuAdminService(menus, grantable),
  };
}
