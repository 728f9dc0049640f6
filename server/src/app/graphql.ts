import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { createAuthChecker } from '../core/auth/auth-checker';
import { validateArgument } from '../core/input/argument-validation';
import { guardInputs } from '../core/input/input-boundary';
import type { ResolverClass } from '../core/module/module-descriptor';
import { MODULES } from './modules';
import type { Services } from './services';

function nonEmpty<T>(items: readonly T[]): NonEmptyArray<T> {
  const [first, ...rest] = items;
  if (first === undefined) {
    throw new Error('no module declares a resolver');
  }
  return [first, ...rest];
}

/** Every resolver class, collected from the module descriptors (`modules.ts`). */
export const RESOLVERS: NonEmptyArray<ResolverClass> = nonEmpty(MODULES.flatMap((descriptor) => descriptor.resolvers));

export const SCHEMA_FILE = path.join(__dirname, '..', '..', '..', 'schema.graphql');

/** One instance of every resolver class, each module building its own from the services it names. */
export function instantiate(services: Services): Map<unknown, object> {
  const instances = new Map<unknown, object>();
  for (const descriptor of MODULES) {
    for (const instance of descriptor.createResolvers(services)) {
      instances.set(instance.constructor, instance);
    }
    const missing = descriptor.resolvers.filter((resolver) => !instances.has(resolver));
    if (missing.length > 0) {
      throw new Error(`module ${descriptor.name} builds no instance of ${missing.map((resolver) => resolver.name).join(', ')}`);
    }
  }
  return instances;
}

export async function createSchema(services: Services, options: { emitSchemaFile?: boolean } = {}): Promise<GraphQLSchema> {
  const instances = instantiate(services);
  const schema = await buildSchema({
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
    // Permission codes first, then the API scopes of the operation's resources (root fields only).
    authChecker: createAuthChecker(
      async (context, codes, operation) =>
        (await services.menus.hasPermission(context, codes)) &&
        (operation === null || (await services.apiScopeGuard.allows(context, codes, operation))),
    ),
    authMode: 'error',
    validateFn: validateArgument,
    emitSchemaFile: options.emitSchemaFile ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
  return guardInputs(schema);
}
