import {
  ApiScopeDocument,
  ApiScopesDocument,
  DataScopeDocument,
  DataScopesDocument,
  RemoveApiScopesDocument,
  RemoveDataScopesDocument,
  SubmitApiScopeDocument,
  SubmitDataScopeDocument,
  type ScopeFilter,
} from '../../../generated/graphql';
import { useMemo } from 'react';
import type { CrudConfig, CrudListVariables, CrudOperations, CrudOption, CrudRow } from '../../../shared/ui/crud/crud-types';
import { crudOperations, useCrudOperations, type CrudOperationsSpec } from '../../../shared/ui/crud/useCrudOperations';
import { optionalText } from '../../../shared/utils/form-schemas';
import { apiScopeCrud, apiScopePermissions, type ApiScopeFormValues, type ApiScopeRow } from './api-scope-crud';
import { dataScopeCrud, dataScopePermissions, dataScopeType, type DataScopeFormValues, type DataScopeRow } from './data-scope-crud';
import type { ScopeMenu } from './ScopeMenuTree';

/**
 * One kind of scope rule (data: row-level rules; API: operation rules): the page, its list and its
 * calls are one implementation (ScopeRulesPage, scopeOperations + useCrudOperations) taking a kind.
 */
export interface ScopeKind<Row extends CrudRow, Values extends object> {
  /** i18n key of the heading (the menu label). */
  title: string;
  /** Dictionary of the rule types. */
  typeDictionary: string;
  /** Button code that opens a menu's rules. */
  settingPermission: string;
  crud: (
    menu: ScopeMenu,
    types: readonly CrudOption[],
    typeLabel: (key: number | string) => string,
  ) => CrudConfig<Row, Values, ScopeFilter>;
  /** The rules of one menu: list (filtered by the menu), detail, submit and remove. */
  useOperations: (menuId: string, variables: CrudListVariables<Partial<ScopeFilter>>) => CrudOperations<Row, Values, ScopeFilter>;
}

/** The hook of a kind: its spec for the menu, through useCrudOperations. */
function scopeOperations<Row extends CrudRow, Values extends object, ListData, ListVariables, DetailData, SubmitData, SubmitInput>(
  specOf: (menuId: string) => CrudOperationsSpec<Row, Values, ScopeFilter, ListData, ListVariables, DetailData, SubmitData, SubmitInput>,
) {
  return function useScopeOperations(menuId: string, variables: CrudListVariables<Partial<ScopeFilter>>) {
    const spec = useMemo(() => specOf(menuId), [menuId]);
    return useCrudOperations(variables, spec);
  };
}

/** The list of one menu's rules: the menu's id joins the search, and the list has no sort. */
const menuVariables =
  (menuId: string) =>
  ({ filter, page }: CrudListVariables<Partial<ScopeFilter>>) => ({ filter: { ...filter, menuId }, page });

export const dataScopeKind: ScopeKind<DataScopeRow, DataScopeFormValues> = {
  title: 'menu:data_scope',
  typeDictionary: 'data_scope_type',
  settingPermission: dataScopePermissions.setting,
  crud: dataScopeCrud,
  useOperations: scopeOperations((menuId) =>
    crudOperations<DataScopeRow, DataScopeFormValues, ScopeFilter>()({
      list: DataScopesDocument,
      page: (data) => data.dataScopes,
      variables: menuVariables(menuId),
      detail: { document: DataScopeDocument, row: (data) => data.dataScope },
      submit: {
        document: SubmitDataScopeDocument,
        input: (values, row) => {
          const scopeType = Number(values.scopeType);
          return {
            ...(row ? { id: row.id } : {}),
            menuId,
            scopeName: values.scopeName.trim(),
            resourceCode: values.resourceCode.trim(),
            scopeType,
            scopeColumn: scopeType === dataScopeType.custom ? null : optionalText(values.scopeColumn),
            scopeField: optionalText(values.scopeField) ?? '*',
            scopeClass: optionalText(values.scopeClass),
            scopeValue: scopeType === dataScopeType.custom ? values.scopeValue.trim() : null,
            remark: optionalText(values.remark),
          };
        },
      },
      remove: { document: RemoveDataScopesDocument },
    }),
  ),
};

export const apiScopeKind: ScopeKind<ApiScopeRow, ApiScopeFormValues> = {
  title: 'menu:api_scope',
  typeDictionary: 'api_scope_type',
  settingPermission: apiScopePermissions.setting,
  crud: apiScopeCrud,
  useOperations: scopeOperations((menuId) =>
    crudOperations<ApiScopeRow, ApiScopeFormValues, ScopeFilter>()({
      list: ApiScopesDocument,
      page: (data) => data.apiScopes,
      variables: menuVariables(menuId),
      detail: { document: ApiScopeDocument, row: (data) => data.apiScope },
      submit: {
        document: SubmitApiScopeDocument,
        input: (values, row) => ({
          ...(row ? { id: row.id } : {}),
          menuId,
          scopeName: values.scopeName.trim(),
          resourceCode: values.resourceCode.trim(),
          scopePath: values.scopePath.trim(),
          scopeType: Number(values.scopeType),
          remark: optionalText(values.remark),
        }),
      },
      remove: { document: RemoveApiScopesDocument },
    }),
  ),
};
