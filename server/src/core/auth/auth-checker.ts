import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors/app-error';
import type { RequestContext, SignedInContext } from '../http/request-context';

export type PermissionCheck = (context: SignedInContext, codes: string[]) => Promise<boolean>;

/**
 * @Authorized() needs a signed-in caller; @Authorized('code', ...) also needs one of those permission
 * codes (administrators pass). Failures are AppErrors so both transports map them the same way.
 */
export function createAuthChecker(hasPermission: PermissionCheck): AuthChecker<RequestContext, string> {
  return async ({ context }, codes) => {
    if (!context.actor) {
      throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
    }
    if (codes.length === 0 || (await hasPermission(context as SignedInContext, codes))) {
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
