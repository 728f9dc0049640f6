import { defineModule } from '../../core/module/module-descriptor';
import { Client } from './client/client.entity';
import { CLIENT_MESSAGES } from './client/client.messages';
import { ClientResolver } from './client/client.resolver';
import type { ClientService } from './client/client.service';
import type { DeptQueryService } from './dept/dept-query.service';
import { Dept } from './dept/dept.entity';
import { DEPT_MESSAGES } from './dept/dept.messages';
import { DeptResolver } from './dept/dept.resolver';
import type { DeptService } from './dept/dept.service';
import { DictBiz } from './dict/dict-biz.entity';
import { DictBizResolver } from './dict/dict-biz.resolver';
import type { DictBizService } from './dict/dict-biz.service';
import { Dict } from './dict/dict.entity';
import { DICT_MESSAGES } from './dict/dict.messages';
import { DictResolver } from './dict/dict.resolver';
import type { DictService } from './dict/dict.service';
import type { MenuAdminQueryService } from './menu/menu-admin-query.service';
import { MenuAdminResolver } from './menu/menu-admin.resolver';
import type { MenuAdminService } from './menu/menu-admin.service';
import { Menu } from './menu/menu.entity';
import { MENU_MESSAGES } from './menu/menu.messages';
import { MenuResolver } from './menu/menu.resolver';
import type { MenuService } from './menu/menu.service';
import { Param } from './param/param.entity';
import { PARAM_MESSAGES } from './param/param.messages';
import { ParamResolver } from './param/param.resolver';
import type { ParamService } from './param/param.service';
import { Post } from './post/post.entity';
import { POST_MESSAGES } from './post/post.messages';
import { PostResolver } from './post/post.resolver';
import type { PostService } from './post/post.service';
import { RoleGrantResolver } from './role/role-grant.resolver';
import type { RoleGrantService } from './role/role-grant.service';
import { RoleMenu } from './role/role-menu.entity';
import { RoleScope } from './role/role-scope.entity';
import { Role } from './role/role.entity';
import { ROLE_MESSAGES } from './role/role.messages';
import { RoleResolver } from './role/role.resolver';
import type { RoleService } from './role/role.service';
import { ApiScope } from './scope/api-scope.entity';
import { DataScope } from './scope/data-scope.entity';
import type { ApiScopeService, DataScopeService } from './scope/scope-kinds';
import { SCOPE_MESSAGES } from './scope/scope.messages';
import { ScopeResolver } from './scope/scope.resolver';
import { TenantPackage } from './tenant-package/tenant-package.entity';
import { TENANT_PACKAGE_MESSAGES } from './tenant-package/tenant-package.messages';
import { TenantPackageResolver } from './tenant-package/tenant-package.resolver';
import type { TenantPackageService } from './tenant-package/tenant-package.service';
import { Tenant } from './tenant/tenant.entity';
import { TENANT_MESSAGES } from './tenant/tenant.messages';
import { TenantResolver } from './tenant/tenant.resolver';
import type { TenantService } from './tenant/tenant.service';
import type { TopMenuAdminService } from './top-menu/top-menu-admin.service';
import { TopMenuSetting } from './top-menu/top-menu-setting.entity';
import { TopMenu } from './top-menu/top-menu.entity';
import { TOP_MENU_MESSAGES } from './top-menu/top-menu.messages';
import { TopMenuResolver } from './top-menu/top-menu.resolver';
import { UserAccountResolver } from './user/user-account.resolver';
import type { UserAccountService } from './user/user-account.service';
import type { UserAdminService } from './user/user-admin.service';
import { UserDept } from './user/user-dept.entity';
import { UserApp, UserOther, UserWeb } from './user/user-platform.entity';
import type { UserRegistrationService } from './user/user-registration.service';
import { User } from './user/user.entity';
import { USER_MESSAGES } from './user/user.messages';
import { UserResolver } from './user/user.resolver';
import type { UserService } from './user/user.service';

/** The services the system module's resolvers are built from (provided by app's `Services`). */
export interface SystemModuleNeeds {
  menus: MenuService;
  params: ParamService;
  tenants: TenantService;
  tenantPackages: TenantPackageService;
  clients: ClientService;
  users: UserService;
  userAdmin: UserAdminService;
  userRegistrations: UserRegistrationService;
  userAccount: UserAccountService;
  dicts: DictService;
  dictBiz: DictBizService;
  deptQueries: DeptQueryService;
  depts: DeptService;
  posts: PostService;
  roles: RoleService;
  roleGrants: RoleGrantService;
  menuAdminQueries: MenuAdminQueryService;
  menuAdmin: MenuAdminService;
  topMenuAdmin: TopMenuAdminService;
  dataScopes: DataScopeService;
  apiScopes: ApiScopeService;
}

/** The system module: everything app/ collects from it (see CONTRIBUTING.md). */
export const SYSTEM_MODULE = defineModule({
  name: 'system',
  entities: [
    Tenant,
    TenantPackage,
    User,
    UserDept,
    UserWeb,
    UserApp,
    UserOther,
    Role,
    RoleMenu,
    RoleScope,
    Dept,
    Post,
    Menu,
    TopMenu,
    TopMenuSetting,
    Client,
    Param,
    Dict,
    DictBiz,
    DataScope,
    ApiScope,
  ],
  resolvers: [
    MenuResolver,
    ParamResolver,
    TenantResolver,
    TenantPackageResolver,
    ClientResolver,
    UserResolver,
    UserAccountResolver,
    DictResolver,
    DictBizResolver,
    DeptResolver,
    PostResolver,
    RoleResolver,
    RoleGrantResolver,
    MenuAdminResolver,
    TopMenuResolver,
    ScopeResolver,
  ],
  createResolvers: (services: SystemModuleNeeds) => [
    new MenuResolver(services.menus),
    new ParamResolver(services.params),
    new TenantResolver(services.tenants),
    new TenantPackageResolver(services.tenantPackages),
    new ClientResolver(services.clients),
    new UserResolver(services.users, services.userAdmin, services.userRegistrations),
    new UserAccountResolver(services.users, services.userAccount, services.userRegistrations),
    new DictResolver(services.dicts),
    new DictBizResolver(services.dictBiz),
    new DeptResolver(services.deptQueries, services.depts),
    new PostResolver(services.posts),
    new RoleResolver(services.roles),
    new RoleGrantResolver(services.roleGrants),
    new MenuAdminResolver(services.menuAdminQueries, services.menuAdmin),
    new TopMenuResolver(services.topMenuAdmin),
    new ScopeResolver(services.dataScopes, services.apiScopes),
  ],
  messages: [
    CLIENT_MESSAGES,
    DEPT_MESSAGES,
    DICT_MESSAGES,
    MENU_MESSAGES,
    PARAM_MESSAGES,
    POST_MESSAGES,
    ROLE_MESSAGES,
    SCOPE_MESSAGES,
    TENANT_PACKAGE_MESSAGES,
    TENANT_MESSAGES,
    TOP_MENU_MESSAGES,
    USER_MESSAGES,
  ],
});
