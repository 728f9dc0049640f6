import { requirePlatform } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import { dictLabels } from '../dict/dict-labels';
import type { MenuService } from '../menu/menu.service';
import { RoleScope, SCOPE_CATEGORY } from '../role/role-scope.entity';
import { ApiScope } from './api-scope.entity';
import type { ApiScopeGuard } from './api-scope-guard.service';
import { requireScopeMenu } from './scope-menu';
import type { ApiScopeInput, ScopeFilter } from './scope.inputs';
import { toApiScopeView, type ApiScopeView } from './scope.types';

/** API-scope rules: maintained by the platform administrators, granted to roles by the role grant. */
export class ApiScopeService {
  constructor(
    private readonly menus: MenuService,
    private readonly guard: ApiScopeGuard,
  ) {}

  async page(context: SignedInContext, filter: ScopeFilter | null | undefined, page: PageInput): Promise<PageResult<ApiScopeView>> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, 'api_scope');
    const where: FilterQuery<ApiScope> = {};
    if (filter?.menuId) {
      where.menuId = filter.menuId;
    }
    if (filter?.resourceCode) {
      where.resourceCode = filter.resourceCode;
    }
    if (filter?.scopeName) {
      where.scopeName = { $like: containsPattern(filter.scopeName) };
    }
    const result = await findPage(context.em, ApiScope, where, page, { scopeType: 'asc', id: 'asc' });
    const names = await dictLabels(context.em, 'api_scope_type');
    return { ...result, records: result.records.map((row) => toApiScopeView(row, names)) };
  }

  async detail(context: SignedInContext, id: string): Promise<ApiScopeView> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, 'api_scope');
    return toApiScopeView(await this.find(context, id), await dictLabels(context.em, 'api_scope_type'));
  }

  async submit(context: SignedInContext, input: ApiScopeInput): Promise<ApiScopeView> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, input.id ? 'api_scope_edit' : 'api_scope_add');
    await requireScopeMenu(context.em, input.menuId);
    const row = input.id ? await this.find(context, input.id) : context.em.create(ApiScope, { menuId: input.menuId, resourceCode: input.resourceCode, scopeName: input.scopeName, scopePath: input.scopePath });
    row.menuId = input.menuId;
    row.resourceCode = input.resourceCode.trim();
    row.scopeName = input.scopeName.trim();
    row.scopePath = input.scopePath.trim();
    row.scopeType = input.scopeType;
    row.remark = input.remark ?? null;
    await context.em.flush();
    this.guard.clearCache();
    return toApiScopeView(row, await dictLabels(context.em, 'api_scope_type'));
  }

  /** Soft-deletes rules and withdraws their grants from every role. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, 'api_scope_delete');
    const list = requireIdList(ids);
    const count = await context.em.nativeUpdate(ApiScope, { id: { $in: list } }, { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() });
    await context.em.nativeDelete(RoleScope, { scopeCategory: SCOPE_CATEGORY.api, scopeId: { $in: list } }, { filters: { tenant: false, notDeleted: false } });
    this.guard.clearCache();
    return count;
  }

  private async find(context: SignedInContext, id: string): Promise<ApiScope> {
    const row = isId(id) ? await context.em.findOne(ApiScope, { id }) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return row;
  }
}
