import { dataScopeRuleProblem } from '../../../core/auth/data-scope';
import { AppError } from '../../../core/errors/app-error';
import type { MenuService } from '../menu/menu.service';
import { ApiScope } from './api-scope.entity';
import type { ApiScopeGuard } from './api-scope-guard.service';
import { DataScope } from './data-scope.entity';
import type { ApiScopeInput, DataScopeInput } from './scope.inputs';
import { ScopeService } from './scope.service';
import { toApiScopeView, toDataScopeView, type ApiScopeView, type DataScopeView } from './scope.types';

export type DataScopeService = ScopeService<DataScope, DataScopeInput, DataScopeView>;
export type ApiScopeService = ScopeService<ApiScope, ApiScopeInput, ApiScopeView>;

/** Data-scope rules: custom rules must use the whitelisted form (never raw SQL). */
export function createDataScopeService(menus: MenuService): DataScopeService {
  return new ScopeService(menus, {
    name: 'data',
    entity: DataScope,
    typeDictionary: 'data_scope_type',
    check: (input) => {
      const problem = dataScopeRuleProblem({
        scopeType: input.scopeType,
        scopeColumn: (input.scopeColumn ?? '').trim(),
        scopeValue: (input.scopeValue ?? '').trim(),
      });
      if (problem) {
        throw new AppError('VALIDATION', problem.messageKey, {}, [problem]);
      }
    },
    create: (em, input) => em.create(DataScope, { menuId: input.menuId, resourceCode: input.resourceCode, scopeName: input.scopeName }),
    assign: (row, input) => {
      row.scopeField = input.scopeField?.trim() || '*';
      row.scopeClass = input.scopeClass?.trim() ?? '';
      row.scopeColumn = (input.scopeColumn ?? '').trim().toLowerCase();
      row.scopeValue = input.scopeType === 5 ? (input.scopeValue ?? '').trim() : '';
    },
    toView: toDataScopeView,
  });
}

/** API-scope rules: every change drops the guard's cached rules. */
export function createApiScopeService(menus: MenuService, guard: ApiScopeGuard): ApiScopeService {
  return new ScopeService(menus, {
    name: 'api',
    entity: ApiScope,
    typeDictionary: 'api_scope_type',
    create: (em, input) =>
      em.create(ApiScope, {
        menuId: input.menuId,
        resourceCode: input.resourceCode,
        scopeName: input.scopeName,
        scopePath: input.scopePath,
      }),
    assign: (row, input) => {
      row.scopePath = input.scopePath.trim();
    },
    toView: toApiScopeView,
    changed: () => guard.clearCache(),
  });
}
