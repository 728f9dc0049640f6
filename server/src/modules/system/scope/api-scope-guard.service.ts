import { isPlatformActor } from '../../../core/auth/platform';
import type { EntityManager } from '@mikro-orm/core';
import type { Actor } from '../../../core/auth/actor';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { SignedInContext } from '../../../core/http/request-context';
import { Menu } from '../menu/menu.entity';
import { MENU_CATEGORY } from '../menu/menu.service';
import { RoleScope, SCOPE_CATEGORY } from '../role/role-scope.entity';
import { ApiScope } from './api-scope.entity';

const CACHE_TTL_MS = 60_000;

interface Rules {
  expires: number;
  /** Permission code -> resource (menu) code: a button belongs to its parent menu. */
  resourceOfCode: Map<string, string>;
  scopesByResource: Map<string, ApiScope[]>;
}

/** True when the rule's scope_path admits the operation (root field name or one of its legacy REST paths). */
export function scopePathMatches(scopePath: string, operation: string, restPaths: readonly string[]): boolean {
  const pattern = scopePath.trim();
  if (pattern === '*' || pattern === operation) {
    return true;
  }
  // Legacy semantics: the request path contains the scope path (plain substring, no wildcards).
  return pattern.length > 1 && pattern.includes('/') && restPaths.some((path) => path.includes(pattern));
}

/**
 * API scopes (contract §5.2), enforced for every GraphQL root field (and so every REST row, which runs
 * one): an operation belongs to the resources of its permission codes (a menu code, or the parent
 * menu of a button code). When any API scope exists for one of those resources, the caller's roles
 * must hold one of them whose scope_path matches the operation; otherwise the call is FORBIDDEN.
 * Resources without API scopes are unaffected; platform administrators are never restricted.
 */
export class ApiScopeGuard {
  private rules: Rules | null = null;
  private readonly held = new Map<string, { expires: number; scopeIds: Set<string> }>();
  private restPathsByField = new Map<string, string[]>();

  /** Grants, roles, menus and tenants decide who holds which scope: any such event drops what is kept. */
  constructor(invalidation: CacheInvalidation) {
    invalidation.subscribe((event) => {
      if (event.topic !== 'users' && event.topic !== 'sessions' && event.topic !== 'dictionary') {
        this.clearCache();
      }
    });
  }

  /** The legacy REST paths (under /api) that run each GraphQL root field, so scope paths may name them. */
  registerRestPaths(paths: Map<string, string[]>): void {
    this.restPathsByField = paths;
  }

  clearCache(): void {
    this.rules = null;
    this.held.clear();
  }

  async allows(context: SignedInContext, codes: string[], operation: string): Promise<boolean> {
    if (codes.length === 0 || isPlatformActor(context.actor)) {
      return true;
    }
    // The EntityManager only when something must be read: a cached answer forks nothing.
    const em = (): EntityManager => context.em;
    const rules = await this.loadRules(em);
    if (rules.scopesByResource.size === 0) {
      return true;
    }
    const resources = new Set(codes.map((code) => rules.resourceOfCode.get(code) ?? code));
    const protecting = [...resources].flatMap((resource) => rules.scopesByResource.get(resource) ?? []);
    if (protecting.length === 0) {
      return true;
    }
    const held = await this.heldScopeIds(em, context.actor);
    const restPaths = this.restPathsByField.get(operation) ?? [];
    return protecting.some((scope) => held.has(scope.id) && scopePathMatches(scope.scopePath, operation, restPaths));
  }

  private async loadRules(em: () => EntityManager): Promise<Rules> {
    if (this.rules && this.rules.expires > Date.now()) {
      return this.rules;
    }
    const scopes = await em().find(ApiScope, {}, { orderBy: { id: 'asc' } });
    const scopesByResource = new Map<string, ApiScope[]>();
    for (const scope of scopes) {
      scopesByResource.set(scope.resourceCode, [...(scopesByResource.get(scope.resourceCode) ?? []), scope]);
    }
    const resourceOfCode = new Map<string, string>();
    if (scopes.length > 0) {
      const menus = await em().find(Menu, {});
      const codeById = new Map(menus.map((menu) => [menu.id, menu.code]));
      for (const menu of menus) {
        const parentCode = codeById.get(menu.parentId);
        resourceOfCode.set(menu.code, menu.category === MENU_CATEGORY.button && parentCode ? parentCode : menu.code);
      }
    }
    this.rules = { expires: Date.now() + CACHE_TTL_MS, resourceOfCode, scopesByResource };
    return this.rules;
  }

  private async heldScopeIds(em: () => EntityManager, actor: Actor): Promise<Set<string>> {
    const key = `${actor.tenantId}:${[...actor.roleIds].sort().join(',')}`;
    const cached = this.held.get(key);
    if (cached && cached.expires > Date.now()) {
      return cached.scopeIds;
    }
    const grants =
      actor.roleIds.length === 0 ? [] : await em().find(RoleScope, { roleId: { $in: actor.roleIds }, scopeCategory: SCOPE_CATEGORY.api });
    const scopeIds = new Set(grants.map((grant) => grant.scopeId));
    this.held.set(key, { expires: Date.now() + CACHE_TTL_MS, scopeIds });
    return scopeIds;
  }
}
