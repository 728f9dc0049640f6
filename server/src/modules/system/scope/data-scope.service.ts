import { requirePlatform } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { dataScopeRuleProblem } from '../../../core/auth/data-scope';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import { dictLabels } from '../dict/dict-labels';
import type { MenuService } from '../menu/menu.service';
import { RoleScope, SCOPE_CATEGORY } from '../role/role-scope.entity';
import { DataScope } from './data-scope.entity';
import { requireScopeMenu } from './scope-menu';
import type { DataScopeInput, ScopeFilter } from './scope.inputs';
import { toDataScopeView, type DataScopeView } from './scope.types';

/** Data-scope rules: maintained by the platform administrators, granted to roles by the role grant. */
export class DataScopeService {
  constructor(private readonly menus: MenuService) {}

  async page(context: SignedInContext, filter: ScopeFilter | null | undefined, page: PageInput): Promise<PageResult<DataScopeView>> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, 'data_scope');
    const where: FilterQuery<DataScope> = {};
    if (filter?.menuId) {
      where.menuId = filter.menuId;
    }
    if (filter?.resourceCode) {
      where.resourceCode = filter.resourceCode;
    }
    if (filter?.scopeName) {
      where.scopeName = { $like: containsPattern(filter.scopeName) };
    }
    const result = await findPage(context.em, DataScope, where, page, { scopeType: 'asc', id: 'asc' });
    const names = await dictLabels(context.em, 'data_scope_type');
    return { ...result, records: result.records.map((row) => toDataScopeView(row, names)) };
  }

  async detail(context: SignedInContext, id: string): Promise<DataScopeView> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, 'data_scope');
    return toDataScopeView(await this.find(context, id), await dictLabels(context.em, 'data_scope_type'));
  }

  /** Adds or changes a rule; custom rules must use the whitelisted form (never raw SQL). */
  async submit(context: SignedInContext, input: DataScopeInput): Promise<DataScopeView> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, input.id ? 'data_scope_edit' : 'data_scope_add');
    const rule = { scopeType: input.scopeType, scopeColumn: (input.scopeColumn ?? '').trim(), scopeValue: (input.scopeValue ?? '').trim() };
    const problem = dataScopeRuleProblem(rule);
    if (problem) {
      throw new AppError('VALIDATION', problem.messageKey, {}, [problem]);
    }
    await requireScopeMenu(context.em, input.menuId);
    const row = input.id ? await this.find(context, input.id) : context.em.create(DataScope, { menuId: input.menuId, resourceCode: input.resourceCode, scopeName: input.scopeName });
    row.menuId = input.menuId;
    row.resourceCode = input.resourceCode.trim();
    row.scopeName = input.scopeName.trim();
    row.scopeField = input.scopeField?.trim() || '*';
    row.scopeClass = input.scopeClass?.trim() ?? '';
    row.scopeColumn = rule.scopeColumn.toLowerCase();
    row.scopeType = input.scopeType;
    row.scopeValue = input.scopeType === 5 ? rule.scopeValue : '';
    row.remark = input.remark ?? null;
    await context.em.flush();
    return toDataScopeView(row, await dictLabels(context.em, 'data_scope_type'));
  }

  /** Soft-deletes rules and withdraws their grants from every role. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, 'data_scope_delete');
    const list = requireIdList(ids);
    const count = await context.em.nativeUpdate(DataScope, { id: { $in: list } }, { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() });
    await context.em.nativeDelete(RoleScope, { scopeCategory: SCOPE_CATEGORY.data, scopeId: { $in: list } }, { filters: { tenant: false, notDeleted: false } });
    return count;
  }

  private async find(context: SignedInContext, id: string): Promise<DataScope> {
    const row = isId(id) ? await context.em.findOne(DataScope, { id }) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return row;
  }
}
