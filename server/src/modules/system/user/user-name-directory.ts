import type { EntityManager } from '@mikro-orm/core';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { ReadCache } from '../../../core/cache/read-cache';
import { Dept } from '../dept/dept.entity';
import { Post } from '../post/post.entity';
import { Role } from '../role/role.entity';
import { Tenant } from '../tenant/tenant.entity';
import type { NameMaps } from './user-views';

/** Tenants whose names are kept; the lifetime is only a safety net (every writer of these names publishes). */
const CAPACITY = 1_000;
const TTL_MS = 300_000;

/**
 * The names user lists show (the tenant's name and every role, department and post of the tenant), read
 * once per tenant instead of four queries per page, and dropped when a tenant, role, department or post
 * of that tenant is added, renamed or removed.
 */
export class UserNameDirectory {
  private readonly cache = new ReadCache<NameMaps>({ capacity: CAPACITY, ttlMs: TTL_MS });

  constructor(invalidation: CacheInvalidation) {
    invalidation.subscribe((event) => {
      switch (event.topic) {
        case 'roles':
        case 'names':
          this.cache.deleteWhere((scope) => scope.tenantId === event.tenantId);
          break;
        case 'tenants':
          this.cache.deleteWhere((scope) => event.tenantIds.includes(scope.tenantId));
          break;
        case 'everything':
          this.cache.deleteWhere((scope) => event.tenantId === null || scope.tenantId === event.tenantId);
          break;
        default:
      }
    });
  }

  /** The tenant's name maps (`em` is the tenant's; the tenant row is read from it too, as before). */
  async of(em: EntityManager, tenantId: string): Promise<NameMaps> {
    return this.cache.through({ tenantId }, 'names', async () => {
      const filters = { tenant: { tenantId } };
      const options = { filters, disableIdentityMap: true } as const;
      const [tenant, roles, depts, posts] = await Promise.all([
        em.findOne(Tenant, { tenantId }, { fields: ['tenantName'], disableIdentityMap: true }),
        em.find(Role, {}, { ...options, fields: ['id', 'roleName'] }),
        em.find(Dept, {}, { ...options, fields: ['id', 'deptName'] }),
        em.find(Post, {}, { ...options, fields: ['id', 'postName'] }),
      ]);
      return {
        tenantName: tenant?.tenantName ?? '',
        roles: new Map(roles.map((role) => [role.id, role.roleName])),
        depts: new Map(depts.map((dept) => [dept.id, dept.deptName])),
        posts: new Map(posts.map((post) => [post.id, post.postName])),
      };
    });
  }
}
