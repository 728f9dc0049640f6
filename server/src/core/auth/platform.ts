import { AppError } from '../errors/app-error';
import type { MessageKey } from '../errors/messages';
import type { SignedInContext } from '../http/request-context';
import { ADMINISTRATOR_ALIAS, PLATFORM_TENANT_ID, type Actor } from './actor';

/**
 * The one platform rule (DESIGN §1, contract §3): the platform administrator is a user of the platform tenant
 * (`000000`) holding the role alias `administrator`. Only they manage what every tenant shares (tenants,
 * packages, clients, datasources, menus, parameters, dictionaries, regions, scope rules), and they pass
 * every permission check. Modules ask these functions; none compares tenant ids or reads the flag itself.
 */

/** Whether the tenant is the platform tenant (e.g. it cannot be deleted or expire). */
export function isPlatformTenant(tenantId: string): boolean {
  return tenantId === PLATFORM_TENANT_ID;
}

/** The flag stored on the actor when the session is read: the platform tenant and the administrator alias. */
export function isPlatformAdministrator(tenantId: string, roleAliases: readonly string[]): boolean {
  return isPlatformTenant(tenantId) && roleAliases.includes(ADMINISTRATOR_ALIAS);
}

/** Whether the caller is the platform administrator (also used for "administrators see/pass everything"). */
export function isPlatformActor(actor: Pick<Actor, 'tenantId' | 'isAdministrator'> | null | undefined): boolean {
  return !!actor && actor.isAdministrator && isPlatformTenant(actor.tenantId);
}

/** Throws FORBIDDEN unless the caller is the platform administrator; `messageKey` says what is platform-only. */
export function requirePlatform(context: SignedInContext, messageKey: MessageKey = 'platform.administratorOnly'): void {
  if (!isPlatformActor(context.actor)) {
    throw new AppError('FORBIDDEN', messageKey);
  }
}
