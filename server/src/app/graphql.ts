import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { createAuthChecker } from '../core/auth/auth-checker';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { DatasourceResolver } from '../modules/develop/datasource/datasource.resolver';
import { ClientResolver } from '../modules/system/client/client.resolver';
import { RegionResolver } from '../modules/base/region/region.resolver';
import { MyNoticeResolver } from '../modules/desk/notice/my-notice.resolver';
import { NoticeResolver } from '../modules/desk/notice/notice.resolver';
import { DictBizResolver } from '../modules/system/dict/dict-biz.resolver';
import { DictResolver } from '../modules/system/dict/dict.resolver';
import { MenuResolver } from '../modules/system/menu/menu.resolver';
import { ParamResolver } from '../modules/system/param/param.resolver';
import { TenantPackageResolver } from '../modules/system/tenant-package/tenant-package.resolver';
import { TenantResolver } from '../modules/system/tenant/tenant.resolver';
import { UserAccountResolver } from '../modules/system/user/user-account.resolver';
import { UserResolver } from '../modules/system/user/user.resolver';
import type { Services } from './services';

/** Every resolver class; each capability adds its own. */
export const RESOLVERS: NonEmptyArray<new (...args: never[]) => object> = [
  AuthResolver,
  MenuResolver,
  ParamResolver,
  TenantResolver,
  TenantPackageResolver,
  ClientResolver,
  DatasourceResolver,
  UserResolver,
  UserAccountResolver,
  DictResolver,
  DictBizResolver,
  RegionResolver,
  NoticeResolver,
  MyNoticeResolver,
];

export const SCHEMA_FILE = path.join(__dirname, '..', '..', '..', 'schema.graphql');

function instantiate(services: Services): Map<unknown, object> {
  return new Map<unknown, object>([
    [AuthResolver, new AuthResolver(services.clientConfig, services.auth, services.captcha, services.users, services.menus)],
    [MenuResolver, new MenuResolver(services.menus)],
    [ParamResolver, new ParamResolver(services.params)],
    [TenantResolver, new TenantResolver(services.tenants)],
    [TenantPackageResolver, new TenantPackageResolver(services.tenantPackages)],
    [ClientResolver, new ClientResolver(services.clients)],
    [DatasourceResolver, new DatasourceResolver(services.datasources, services.tenantDatasources)],
    [UserResolver, new UserResolver(services.users, services.userAdmin, services.userRegistrations)],
    [UserAccountResolver, new UserAccountResolver(services.users, services.userAccount, services.userRegistrations)],
    [DictResolver, new DictResolver(services.dicts)],
    [DictBizResolver, new DictBizResolver(services.dictBiz)],
    [RegionResolver, new RegionResolver(services.regions)],
    [NoticeResolver, new NoticeResolver(services.notices)],
    [MyNoticeResolver, new MyNoticeResolver(services.myNotices)],
  ]);
}

export async function createSchema(services: Services, options: { emitSchemaFile?: boolean } = {}): Promise<GraphQLSchema> {
  const instances = instantiate(services);
  return buildSchema({
    resolvers: RESOLVERS,
    container: {
      get: (someClass: unknown) => {
        const instance = instances.get(someClass);
        if (!instance) {
          throw new Error(`no instance registered for resolver ${String(someClass)}`);
        }
        return instance;
      },
    },
    authChecker: createAuthChecker((context, codes) => services.menus.hasPermission(context, codes)),
    authMode: 'error',
    validate: { forbidUnknownValues: false },
    emitSchemaFile: options.emitSchemaFile ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
