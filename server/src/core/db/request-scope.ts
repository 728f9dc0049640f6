import type { EntityManager } from '@mikro-orm/core';

/** Who is writing through an EntityManager fork: read by the audit subscriber. */
export interface WriteScope {
  userId: string | null;
  deptId: string | null;
}

const scopes = new WeakMap<EntityManager, WriteScope>();

export function bindWriteScope(em: EntityManager, scope: WriteScope): void {
  scopes.set(em, scope);
}

export function writeScopeOf(em: EntityManager): WriteScope | undefined {
  return scopes.get(em);
}
