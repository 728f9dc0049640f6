import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Actor } from '../auth/actor';
import type { Language } from '../errors/messages';

/** Per-request state shared by GraphQL resolvers, REST handlers and services. */
export interface RequestContext {
  requestId: string;
  language: Language;
  ip: string;
  userAgent: string;
  /** The signed-in caller, or null. */
  actor: Actor | null;
  /** EntityManager fork for this request, bound to the caller's tenant (filter parameter) when signed in. */
  em: EntityManager;
  logger: Logger;
}

/** A context whose caller is known; services that need a signed-in caller take this. */
export interface SignedInContext extends RequestContext {
  actor: Actor;
}
