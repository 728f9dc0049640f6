import { AppError } from '../../../core/errors/app-error';
import type { RequestContext } from '../../../core/http/request-context';
import { Tenant } from './tenant.entity';
import type { TenantInfo } from './tenant.types';

/** Tenant lookups available before sign-in. */
export class TenantService {
  /** The tenant whose login domain is `domain` (the login page's origin), or null. */
  async infoByDomain(context: RequestContext, domain: string): Promise<TenantInfo | null> {
    if (domain.length > 255) {
      throw new AppError('VALIDATION', 'errors.paramTooLong', { name: 'domain' });
    }
    const normalized = domain.trim().replace(/\/+$/, '');
    if (!normalized) {
      return null;
    }
    const tenant = await context.em.findOne(Tenant, { domainUrl: normalized, status: 1 });
    if (!tenant) {
      return null;
    }
    return {
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      domain: normalized,
      backgroundUrl: tenant.backgroundUrl ?? '',
    };
  }
}
