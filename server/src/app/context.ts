import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { TENANT_FILTER } from '../core/db/filters';
import { bindWriteScope } from '../core/db/request-scope';
import type { TenantDatabases } from '../core/db/tenant-databases';
import { languageFrom } from '../core/errors/messages';
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

/** Builds the per-request context: caller from the token, tenant-bound EntityManager forks (main database and the tenant's own), language,
 * ids. */
export function createContextFactory(deps: ContextFactoryDeps): (request: Request) => Promise<RequestContext> {
  return async (request) => {
    const requestId = request.get('x-request-id')?.slice(0, 64) || randomUUID();
    // Sessions live on the main database; only then is the caller's tenant (and its database) known.
    const platformEm = deps.databases.main.em.fork({ useContext: false });
    const token = accessTokenOf(request);
    const actor = token ? await deps.services.sessions.authenticate(platformEm, token) : null;
    let em = platformEm;
    if (actor) {
      const orm = await deps.databases.ormFor(actor.tenantId);
      if (orm !== deps.databases.main) {
        em = orm.em.fork({ useContext: false });
      }
      for (const fork of new Set([platformEm, em])) {
        fork.setFilterParams(TENANT_FILTER, { tenantId: actor.tenantId });
        bindWriteScope(fork, { userId: actor.userId, deptId: actor.deptIds[0] ?? null });
      }
    }
    const context: RequestContext = {
      requestId,
      language: languageFrom(request.get('accept-language')),
      ip: request.ip ?? '',
      userAgent: request.get('user-agent') ?? '',
      actor,
      em,
      platformEm,
      logger: deps.logger.child({ requestId, userId: actor?.userId, tenantId: actor?.tenantId }),
    };
    bindTrace(context, traceOfRequest(request));
    return context;
  };
}
