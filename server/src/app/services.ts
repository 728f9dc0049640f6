import { MemorySharedState } from '../core/shared-state/memory-shared-state';
import type { LimiterFactory, SharedState } from '../core/shared-state/shared-state';
import { CacheInvalidation } from '../core/cache/invalidation';
import { RequestLoad } from '../core/http/request-load';
import type { AppConfig } from '../config/env';
import { PLATFORM_TENANT_ID } from '../core/auth/actor';
import { TokenSigner } from '../core/auth/jwt';
import { SecretBox } from '../core/auth/secret-box';
import { TenantScopedEntity } from '../core/db/base.entity';
import type { TenantDatabases } from '../core/db/tenant-databases';
import { AuthService } from '../modules/auth/auth.service';
import { createLogServices, type LogServices } from '../modules/log/log-services';
import { createExamAttemptServices, type ExamAttemptServices } from '../modules/exam/exam-attempt-services';
import { createExamAuthoringServices, type ExamAuthoringServices } from '../modules/exam/exam-authoring-services';
import { createExamDeliveryServices, type ExamDeliveryServices } from '../modules/exam/exam-delivery-services';
import { createExamToolsServices, type ExamToolsServices } from '../modules/exam/tools/exam-tools-services';
import { createExamGradingServices, type ExamGradingServices } from '../modules/exam/exam-grading-services';
import { createResourceServices, type ResourceServices } from '../modules/resource/resource-services';
import type { ClientConfig } from '../modules/auth/auth.types';
import { CaptchaService } from '../modules/auth/captcha.service';
import { LockoutService } from '../modules/auth/lockout.service';
import { PasswordResetService } from '../modules/auth/password-reset.service';
import { ScreenLockService } from '../modules/auth/screen-lock.service';
import { SessionService } from '../modules/auth/session.service';
import { DatasourceService } from '../modules/develop/datasource/datasource.service';
import type { TenantEntityClass } from '../modules/develop/datasource/tenant-data-copy';
import { TenantDatasourceService } from '../modules/develop/datasource/tenant-datasource.service';
import type { CodeService } from '../modules/develop/code/code.service';
import type { CodeGenerationService } from '../modules/develop/generator/code-generation.service';
import { createDevelopServices } from '../modules/develop/develop-services';
import type { ModelService } from '../modules/develop/model/model.service';
import type { ModelSourceService } from '../modules/develop/model/model-source.service';
import type { ModelPrototypeService } from '../modules/develop/model/model-prototype.service';
import { ClientService } from '../modules/system/client/client.service';
import { RegionService } from '../modules/base/region/region.service';
import { MyNoticeService } from '../modules/desk/notice/my-notice.service';
import { NoticeService } from '../modules/desk/notice/notice.service';
import { DictBizService } from '../modules/system/dict/dict-biz.service';
import { DictService } from '../modules/system/dict/dict.service';
import { MenuService } from '../modules/system/menu/menu.service';
import { ParamService } from '../modules/system/param/param.service';
import { TenantPackageMenus } from '../modules/system/tenant-package/tenant-package-menus';
import { TenantPackageService } from '../modules/system/tenant-package/tenant-package.service';
import { TenantAdminMenus } from '../modules/system/tenant/tenant-admin-menus';
import { TenantProvisioning } from '../modules/system/tenant/tenant-provisioning';
import { TenantService } from '../modules/system/tenant/tenant.service';
import { UserAccountService } from '../modules/system/user/user-account.service';
import { UserNameDirectory } from '../modules/system/user/user-name-directory';
import { UserAdminService } from '../modules/system/user/user-admin.service';
import { UserExportService } from '../modules/system/user/user-export.service';
import { UserImportService } from '../modules/system/user/user-import.service';
import { UserRegistrationService } from '../modules/system/user/user-registration.service';
import { DeptQueryService } from '../modules/system/dept/dept-query.service';
import { DeptService } from '../modules/system/dept/dept.service';
import { MenuAdminQueryService } from '../modules/system/menu/menu-admin-query.service';
import { MenuAdminService } from '../modules/system/menu/menu-admin.service';
import { PostService } from '../modules/system/post/post.service';
import { GrantableService } from '../modules/system/role/grantable.service';
import { RoleGrantService } from '../modules/system/role/role-grant.service';
import { RoleService } from '../modules/system/role/role.service';
import { ApiScopeGuard } from '../modules/system/scope/api-scope-guard.service';
import {
  createApiScopeService,
  createDataScopeService,
  type ApiScopeService,
  type DataScopeService,
} from '../modules/system/scope/scope-kinds';
import { DataScopeRules } from '../modules/system/scope/data-scope-rules.service';
import { TopMenuAdminService } from '../modules/system/top-menu/top-menu-admin.service';
import { UserService } from '../modules/system/user/user.service';
import { createWorkflowServices, type WorkflowServices } from '../modules/workflow/workflow-services';
import { reportTenantSetup } from '../modules/report/definition/report-tenant-setup';
import { createReportServices, type ReportServices } from '../modules/report/report-services';
import { ENTITIES } from './entities';

/** The client the web app signs in as. */
export const WEB_CLIENT_ID = 'saber';

/** One instance of every service, created at start and shared by both transports. */
export interface Services {
  /** The channel every read cache listens to (services publish what they changed). */
  invalidation: CacheInvalidation;
  /** Requests in flight on this node (the server's listener counts them; background bulk work yields to them). */
  requestLoad: RequestLoad;
  clientConfig: ClientConfig;
  sessions: SessionService;
  captcha: CaptchaService;
  lockout: LockoutService;
  params: ParamService;
  auth: AuthService;
  screenLock: ScreenLockService;
  /** "Forgot password" by SMS code, before sign-in. */
  passwordReset: PasswordResetService;
  menus: MenuService;
  users: UserService;
  userAdmin: UserAdminService;
  userAccount: UserAccountService;
  userRegistrations: UserRegistrationService;
  userImport: UserImportService;
  userExport: UserExportService;
  tenants: TenantService;
  /** How a tenant package limits menus: `limitToPackage` cuts a grant tree, `menuIdsOf` reads a tenant's package. */
  tenantPackageMenus: TenantPackageMenus;
  tenantPackages: TenantPackageService;
  clients: ClientService;
  datasources: DatasourceService;
  tenantDatasources: TenantDatasourceService;
  models: ModelService;
  modelSources: ModelSourceService;
  modelPrototypes: ModelPrototypeService;
  codes: CodeService;
  codeGeneration: CodeGenerationService;
  /** Main database and the dedicated databases of tenants bound to a datasource. */
  databases: TenantDatabases;
  dicts: DictService;
  dictBiz: DictBizService;
  regions: RegionService;
  notices: NoticeService;
  myNotices: MyNoticeService;
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
  logs: LogServices;
  resources: ResourceServices;
  examAuthoring: ExamAuthoringServices;
  examDelivery: ExamDeliveryServices;
  /** Copy an examination, import a roster from Excel, remind candidates. */
  examTools: ExamToolsServices;
  examAttempts: ExamAttemptServices;
  examGrading: ExamGradingServices;
  /** Workflow: definitions repository, instance start, task claim/complete (the command runner). */
  workflow: WorkflowServices;
  /** Reports: definitions on whitelisted datasets, runs, exports. */
  reports: ReportServices;
}

/** Tenant-owned entity classes: what moves when a tenant is bound to its own datasource. */
export const TENANT_ENTITIES: TenantEntityClass[] = (ENTITIES as ReadonlyArray<new (...args: never[]) => object>).filter(
  (entity): entity is TenantEntityClass => entity.prototype instanceof TenantScopedEntity,
);

/** Key of the datasource passwords: DATASOURCE_SECRET, else derived from the JWT secret. */
export function datasourceSecretBox(config: AppConfig, jwtSecret: string): SecretBox {
  return new SecretBox(config.datasourceSecret ?? jwtSecret, 'datasource-password');
}

export function createServices(
  config: AppConfig,
  jwtSecret: string,
  databases: TenantDatabases,
  shared: SharedState = new MemorySharedState(),
): Services {
  const limiters: LimiterFactory = (options) => shared.limiter(options);
  // Every read cache listens here; services publish what they changed (cross-node relays join it later).
  const invalidation = new CacheInvalidation();
  const requestLoad = new RequestLoad();
  const tenantPackageMenus = new TenantPackageMenus();
  const menus = new MenuService(tenantPackageMenus, invalidation);
  const params = new ParamService(menus);
  const dicts = new DictService(menus, invalidation);
  const notices = new NoticeService(menus, dicts);
  const sessions = new SessionService(new TokenSigner(jwtSecret), invalidation);
  const captcha = new CaptchaService(shared, config.captchaTtlSeconds);
  const dataScopeRules = new DataScopeRules();
  const apiScopeGuard = new ApiScopeGuard(invalidation);
  const grantable = new GrantableService(menus);
  const deptQueries = new DeptQueryService(menus, dataScopeRules);
  const menuAdminQueries = new MenuAdminQueryService(menus);
  const logs = createLogServices(config, menus);
  const lockout = new LockoutService({ defaultFailLimit: config.loginFailLimit, lockMinutes: config.loginLockMinutes }, params);
  const tenantAdminMenus = new TenantAdminMenus(params, invalidation);
  const auth = new AuthService(
    { captchaEnabled: config.captchaEnabled, webClientId: WEB_CLIENT_ID, ratePerMinute: config.loginRatePerMinute },
    sessions,
    captcha,
    lockout,
    databases,
    tenantAdminMenus,
    limiters,
  );
  const workflow = createWorkflowServices({ menus, dicts, databases });
  const tenants = new TenantService(
    menus,
    databases,
    sessions,
    new TenantProvisioning(params, tenantAdminMenus, [...workflow.tenantSetup, reportTenantSetup]),
    invalidation,
  );
  const datasources = new DatasourceService(menus, databases, datasourceSecretBox(config, jwtSecret), config.dataDir);
  const users = new UserService(lockout, menus, logs.usual, invalidation, new UserNameDirectory(invalidation));
  const resources = createResourceServices(config, jwtSecret, menus, limiters);
  const examAuthoring = createExamAuthoringServices(menus, invalidation);
  const examAttempts = createExamAttemptServices(menus, resources.storages, limiters, requestLoad);
  // Attempts void themselves when an examination is cancelled and tell the roster who has started.
  const examDelivery = createExamDeliveryServices(menus, examAuthoring.paperFreezer, {
    cancelListeners: [examAttempts.voidListener],
    extendListeners: [examAttempts.extendListener],
    endListeners: [examAttempts.endListener],
    attemptCounter: examAttempts.attemptCounts,
    attemptCheck: examAttempts.voidListener,
    smsReminders: { sms: resources.sms, timeZone: config.legacyTimeZone },
  });
  return {
    invalidation,
    requestLoad,
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
    auth,
    screenLock: new ScreenLockService(auth, lockout, sessions),
    passwordReset: new PasswordResetService(
      databases,
      resources.smsCodes,
      sessions,
      lockout,
      invalidation,
      {
        phoneIntervalSeconds: config.sms.phoneIntervalSeconds,
        ipPerHour: 30,
        attemptsPerHour: 10,
      },
      limiters,
    ),
    menus,
    tenants,
    tenantPackageMenus,
    tenantPackages: new TenantPackageService(menus, tenants, invalidation),
    clients: new ClientService(menus, auth, WEB_CLIENT_ID),
    datasources,
    tenantDatasources: new TenantDatasourceService(menus, databases, datasources, tenants, invalidation, TENANT_ENTITIES),
    ...createDevelopServices(menus, databases, datasources, { usualLogs: logs.usual, enabled: config.codegenEnabled }),
    reports: createReportServices(menus, databases, datasources, config.legacyTimeZone, limiters),
    databases,
    users,
    userAdmin: new UserAdminService(menus, params, sessions, invalidation),
    userAccount: new UserAccountService(users, sessions, invalidation),
    userRegistrations: new UserRegistrationService({ enabled: config.registerEnabled }, auth, params, menus),
    userImport: new UserImportService(menus, params, config.legacyTimeZone, invalidation),
    userExport: new UserExportService(menus, config.legacyTimeZone),
    dicts,
    dictBiz: new DictBizService(menus, invalidation),
    regions: new RegionService(menus),
    notices,
    myNotices: new MyNoticeService(notices),
    dataScopeRules,
    apiScopeGuard,
    dataScopes: createDataScopeService(menus),
    apiScopes: createApiScopeService(menus, apiScopeGuard),
    deptQueries,
    depts: new DeptService(menus, deptQueries, invalidation),
    posts: new PostService(menus, dataScopeRules, invalidation),
    roles: new RoleService(menus, dataScopeRules, invalidation),
    roleGrants: new RoleGrantService(menus, grantable, invalidation),
    menuAdminQueries,
    menuAdmin: new MenuAdminService(menus, menuAdminQueries, invalidation),
    topMenuAdmin: new TopMenuAdminService(menus, grantable),
    logs,
    resources,
    examAuthoring,
    examDelivery,
    examTools: createExamToolsServices(menus, examDelivery.examinationQueries, config.legacyTimeZone),
    examAttempts,
    examGrading: createExamGradingServices(menus, { timeZone: config.legacyTimeZone }),
    workflow,
  };
}
