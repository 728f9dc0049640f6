import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors/app-error';
import type { RequestContext, SignedInContext } from '../http/request-context';

/** `operation` is the root field name for Query/Mutation fields, null for fields of other types. */
export type PermissionCheck = (context: SignedInContext, codes: string[], operation: string | null) => Promise<boolean>;

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * @Authorized() needs a signed-in caller; @Authorized('code', ...) also needs one of those permission
 * codes (administrators pass). Failures are AppErrors so both transports map them the same way.
 */
export function createAuthChecker(hasPermission: PermissionCheck): AuthChecker<RequestContext, string> {
  return async ({ context, info }, codes) => {
    if (!context.actor) {
      throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
    }
    if (
      codes.length === 0 ||
      (await hasPermission(context as SignedInContext, codes, ROOT_TYPES.has(info.parentType.name) ? info.fieldName : null))
    ) {
      return true;
    }
    throw new AppError('FORBIDDEN', 'errors.forbidden');
  };
}

/** Narrows a context inside @Authorized resolvers (the auth checker already refused anonymous calls). */
export function signedIn(context: RequestContext): SignedInContext {
  if (!context.actor) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  return context as SignedInContext;
}
