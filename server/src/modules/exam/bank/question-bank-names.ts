import type { EntityManager } from '@mikro-orm/core';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { ReadCache } from '../../../core/cache/read-cache';
import { QuestionBank } from './question-bank.entity';

/** Tenants whose bank names are kept; the lifetime is only a safety net (bank writes publish). */
const CAPACITY = 1_000;
const TTL_MS = 300_000;

/**
 * Names of a tenant's question banks, read once per tenant for question lists instead of once per page;
 * dropped when a bank of the tenant is added, renamed or removed (the `names` event), and read again when
 * a page names a bank it has not seen (a bank added without an event).
 */
export class QuestionBankNames {
  private readonly cache = new ReadCache<Map<string, string>>({ capacity: CAPACITY, ttlMs: TTL_MS });

  constructor(invalidation: CacheInvalidation) {
    invalidation.subscribe((event) => {
      if (event.topic === 'names') {
        this.cache.deleteWhere((scope) => scope.tenantId === event.tenantId);
      } else if (event.topic === 'tenants') {
        this.cache.deleteWhere((scope) => event.tenantIds.includes(scope.tenantId));
      } else if (event.topic === 'everything') {
        this.cache.deleteWhere((scope) => event.tenantId === null || scope.tenantId === event.tenantId);
      }
    });
  }

  /** Bank id -> name of the tenant, covering `bankIds` (`em` is the tenant's, with its tenant filter). */
  async of(em: EntityManager, tenantId: string, bankIds: string[]): Promise<Map<string, string>> {
    const scope = { tenantId };
    const cached = this.cache.get(scope, 'banks');
    if (cached && bankIds.every((id) => cached.has(id))) {
      return cached;
    }
    return this.cache.refresh(scope, 'banks', async () => {
      const banks = await em.find(QuestionBank, {}, { fields: ['id', 'name'], disableIdentityMap: true });
      return new Map(banks.map((bank) => [bank.id, bank.name]));
    });
  }
}
