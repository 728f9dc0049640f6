import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { createAuthChecker } from '../core/auth/auth-checker';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { LogResolver } from '../modules/log/log.resolver';
import { AttachResolver } from '../modules/resource/attach/attach.resolver';
import { OssResolver } from '../modules/resource/oss/oss.resolver';
import { MenuResolver } from '../modules/system/menu/menu.resolver';
import { ParamResolver } from '../modules/system/param/param.resolver';
import { TenantResolver } from '../modules/system/tenant/tenant.resolver';
import { UserResolver } from '../modules/system/user/user.resolver';
import type { Services } from './services';

/** Every resolver class; each capability adds its own. */
export const RESOLVERS: NonEmptyArray<new (...args: never[]) => object> = [AuthResolver, MenuResolver, ParamResolver, TenantResolver, UserResolver, LogResolver, OssResolver, AttachResolver];

export const SCHEMA_FILE = path.join(__dirname, '..', '..', '..', 'schema.graphql');

function instantiate(services: Services): Map<unknown, object> {
  return new Map<unknown, object>([
    [AuthResolver, new AuthResolver(services.clientConfig, services.auth, services.captcha, services.users, services.menus)],
    [MenuResolver, new MenuResolver(services.menus)],
    [ParamResolver, new ParamResolver(services.params)],
    [TenantResolver, new TenantResolver(services.tenants)],
    [UserResolver, new UserResolver(services.users)],
    [LogResolver, new LogResolver(services.logs.query, services.logs.errors)],
    [OssResolver, new OssResolver(services.resources.oss)],
    [AttachResolver, new AttachResolver(services.resources.attaches)],
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
