import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Actor } from '../core/auth/actor';
import { TENANT_FILTER } from '../core/db/filters';
import type { StatementEm } from '../core/db/prepared';
import { bindWriteScope } from '../core/db/request-scope';
import type { TenantDatabases } from '../core/db/tenant-databases';
import { languageFrom, type Language } from '../core/errors/messages';
import type { RequestContext } from '../core/http/request-context';
import { bindTrace, traceOfRequest } from '../core/http/request-trace';
import type { Services } from './services';

/** Reads the access token from Authorization: Bearer, the legacy Blade-Auth header, or ?Blade-Auth=. */
export function accessTokenOf(request: Request): string | null {
  const bearer = (value: string | undefined): string | null => {
    if (!value) {
      return null;
    }
    const trimmed = value.trim();
    if (trimmed.length > 7 && trimmed.slice(0, 6).toLowerCase() === 'bearer') {
      return trimmed.slice(7).trim();
    }
    return trimmed.toLowerCase().startsWith('basic') ? null : trimmed;
  };
  const fromQuery = typeof request.query['Blade-Auth'] === 'string' ? request.query['Blade-Auth'] : undefined;
  return bearer(request.get('blade-auth')) ?? bearer(request.get('authorization')) ?? bearer(fromQuery);
}

export interface ContextFactoryDeps {
  databases: TenantDatabases;
  services: Services;
  logger: Logger;
}

/** The parts of a request's context made on first use. */
interface LazyParts {
  em(): EntityManager;
  platformEm(): EntityManager;
  logger(): Logger;
  statementEm(): StatementEm;
}

/** Per database, the EntityManager of plain statements of requests that have no fork of their own (it never reads entities). */
const statementEms = new WeakMap<MikroORM, EntityManager>();

function statementEmOf(orm: MikroORM): EntityManager {
  let em = statementEms.get(orm);
  if (!em) {
    em = orm.em.fork({ useContext: false });
    statementEms.set(orm, em);
  }
  return em;
}

/**
 * A request's context whose EntityManager forks and child logger are made on first use: a request that never touches the
 * ORM (the no-op, a cached read) pays for neither. The getters are on the prototype and the parts are shared through
 * `lazy`, so the copy Apollo makes of every context (Object.assign onto the same prototype) makes nothing either.
 */
class LazyRequestContext implements RequestContext {
  constructor(
    readonly requestId: string,
    readonly language: Language,
    readonly ip: string,
    readonly userAgent: string,
    readonly actor: Actor | null,
    private readonly lazy: LazyParts,
  ) {}

  get em(): EntityManager {
    return this.lazy.em();
  }

  get platformEm(): EntityManager {
    return this.lazy.platformEm();
  }

  get logger(): Logger {
    return this.lazy.logger();
  }

  statementEm(): StatementEm {
    return this.lazy.statementEm();
  }
}

/** Builds the per-request context: caller from the token, tenant-bound EntityManager forks (main database and the tenant's own), language,
 * ids. */
export function createContextFactory(deps: ContextFactoryDeps): (request: Request) => Promise<RequestContext> {
  return async (request) => {
    const requestId = request.get('x-request-id')?.slice(0, 64) || randomUUID();
    const main = deps.databases.main;
    let actor: Actor | null = null;
    let platformEm: EntityManager | undefined;
    let tenantEm: EntityManager | undefined;
    let logger: Logger | undefined;
    const scoped = (fork: EntityManager): EntityManager => {
      if (actor) {
        fork.setFilterParams(TENANT_FILTER, { tenantId: actor.tenantId });
        bindWriteScope(fork, { userId: actor.userId, deptId: actor.deptIds[0] ?? null });
      }
      return fork;
    };
    const platform = (): EntityManager => (platformEm ??= scoped(main.em.fork({ useContext: false })));
    // Sessions live on the main database; only then is the caller's tenant (and its database) known.
    const token = accessTokenOf(request);
    actor = token ? await deps.services.sessions.authenticate(platform, token) : null;
    if (actor && platformEm) {
      // Forked (unbound) to read the session: bind it to the caller now.
      scoped(platformEm);
    }
    const orm = actor ? await deps.databases.ormFor(actor.tenantId) : main;
    const signedIn = actor;
    const context = new LazyRequestContext(
      requestId,
      languageFrom(request.get('accept-language')),
      request.ip ?? '',
      request.get('user-agent') ?? '',
      actor,
      {
        em: () => (orm === main ? platform() : (tenantEm ??= scoped(orm.em.fork({ useContext: false })))),
        platformEm: platform,
        logger: () => (logger ??= deps.logger.child({ requestId, userId: signedIn?.userId, tenantId: signedIn?.tenantId })),
        statementEm: () => (orm === main ? platformEm : tenantEm) ?? statementEmOf(orm),
      },
    );
    bindTrace(context, traceOfRequest(request));
    return context;
  };
}
