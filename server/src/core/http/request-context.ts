import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Actor } from '../auth/actor';
import type { StatementEm } from '../db/prepared';
import type { Language } from '../errors/messages';

/** Per-request state shared by GraphQL resolvers, REST handlers and services. */
export interface RequestContext {
  requestId: string;
  language: Language;
  ip: string;
  userAgent: string;
  /** The signed-in caller, or null. */
  actor: Actor | null;
  /**
   * EntityManager for tenant-owned rows, bound to the caller's tenant (filter parameter) when signed in.
   * For a tenant with a dedicated datasource it works on that tenant's own database.
   */
  em: EntityManager;
  /**
   * EntityManager of the main database, for platform tables (tenant, tenant package, menu, client,
   * param, dict, datasource, auth sessions). The same object as `em` unless the caller's tenant has a
   * dedicated datasource, so services must read global tables through this one.
   */
  platformEm: EntityManager;
  logger: Logger;
  /**
   * For plain statements of a hot path (statementEm below): the request's `em` when it is already made (it may be in a
   * transaction), else a long-lived EntityManager of the same database that reads no entities - no fork per request.
   * Contexts made elsewhere (jobs, tests) may leave it out: `em` is used.
   */
  statementEm?: () => StatementEm;
}

/** The EntityManager a hot path's plain statement runs on (see RequestContext.statementEm). */
export function statementEm(context: RequestContext): StatementEm {
  return context.statementEm ? context.statementEm() : context.em;
}

/** A context whose caller is known; services that need a signed-in caller take this. */
export interface SignedInContext extends RequestContext {
  actor: Actor;
}
