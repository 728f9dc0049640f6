import type { EntityManager } from '@mikro-orm/core';
import { splitIds } from '../../../core/auth/actor';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { ReadCache } from '../../../core/cache/read-cache';
import { Dept } from '../dept/dept.entity';
import { Post } from '../post/post.entity';
import { Role } from '../role/role.entity';
import { Tenant } from '../tenant/tenant.entity';
import type { User } from './user.entity';
import type { NameMaps } from './user-views';

/** Tenants whose names are kept; the lifetime is only a safety net (every writer of these names publishes). */
const CAPACITY = 1_000;
const TTL_MS = 300_000;

interface Directory {
  maps: NameMaps;
  /** Ids users referred to that the last read did not find (removed rows): they do not cause a read again. */
  absent: Set<string>;
}

/**
 * The names user lists show (the tenant's name and every role, department and post of the tenant), read
 * once per tenant instead of four queries per page. Dropped when a tenant, role, department or post of that
 * tenant is added, renamed or removed; a page naming an id the directory has never seen reads it again, so a
 * row added without an event (seeds, imports) is not shown nameless.
 */
export class UserNameDirectory {
  private readonly cache = new ReadCache<Directory>({ capacity: CAPACITY, ttlMs: TTL_MS });

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

  /** The tenant's name maps, covering every role, department and post the users refer to (`em` is the tenant's). */
  async of(em: EntityManager, tenantId: string, users: User[]): Promise<NameMaps> {
    const scope = { tenantId };
    const cached = this.cache.get(scope, 'names');
    if (cached && users.every((user) => covers(cached, user))) {
      return cached.maps;
    }
    const fresh = await this.cache.refresh(scope, 'names', async () => ({ maps: await load(em, tenantId), absent: new Set<string>() }));
    for (const user of users) {
      for (const [ids, names] of referenced(fresh.maps, user)) {
        ids.filter((id) => !names.has(id)).forEach((id) => fresh.absent.add(id));
      }
    }
    return fresh.maps;
  }
}

function referenced(maps: NameMaps, user: User): Array<[string[], Map<string, string>]> {
  return [
    [splitIds(user.roleId), maps.roles],
    [splitIds(user.deptId), maps.depts],
    [splitIds(user.postId), maps.posts],
  ];
}

function covers(directory: Directory, user: User): boolean {
  return referenced(directory.maps, user).every(([ids, names]) => ids.every((id) => names.has(id) || directory.absent.has(id)));
}

async function load(em: EntityManager, tenantId: string): Promise<NameMaps> {
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
}
