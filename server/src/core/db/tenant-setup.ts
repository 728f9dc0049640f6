import type { EntityManager } from '@mikro-orm/core';

/**
 * A module's part of a new tenant's first day (the workflow's built-in leave process, ...). Tenant provisioning
 * runs every step inside the tenant's creation transaction with an EntityManager bound to the new tenant, so a
 * failing step rolls the whole tenant back. Steps are idempotent (the demo seed runs the same step on start).
 */
export interface TenantSetupStep {
  /** For error messages and logs. */
  readonly name: string;
  run(em: EntityManager, tenantId: string): Promise<void>;
}
