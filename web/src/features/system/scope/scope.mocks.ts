import { graphql, HttpResponse } from 'msw';
import type {
  ApiScopeQuery,
  ApiScopeQueryVariables,
  ApiScopesQuery,
  ApiScopesQueryVariables,
  DataScopeQuery,
  DataScopeQueryVariables,
  DataScopesQuery,
  DataScopesQueryVariables,
  MenuLazyMenuListQuery,
  MenuLazyMenuListQueryVariables,
  RemoveApiScopesMutation,
  RemoveApiScopesMutationVariables,
  RemoveDataScopesMutation,
  RemoveDataScopesMutationVariables,
  SubmitApiScopeMutation,
  SubmitApiScopeMutationVariables,
  SubmitDataScopeMutation,
  SubmitDataScopeMutationVariables,
} from '../../../generated/graphql';
import type { ApiScopeRow } from './api-scope-crud';
import type { DataScopeRow } from './data-scope-crud';
import type { ScopeMenu } from './ScopeMenuTree';

/** Menus of the left tree: System > Departments, Posts. */
export const scopeMenuFixtures: readonly ScopeMenu[] = [
  { id: '601', parentId: '0', name: 'System', code: 'system', hasChildren: true },
  { id: '602', parentId: '601', name: 'Departments', code: 'dept', hasChildren: false },
  { id: '603', parentId: '601', name: 'Posts', code: 'post', hasChildren: false },
];

export const dataScopeFixtures: readonly DataScopeRow[] = [
  {
    id: '701',
    menuId: '602',
    resourceCode: 'dept',
    scopeName: 'Departments [Own department]',
    scopeField: '*',
    scopeClass: '',
    scopeColumn: 'create_dept',
    scopeType: 3,
    scopeValue: '',
    remark: null,
  },
];

export const apiScopeFixtures: readonly ApiScopeRow[] = [
  { id: '801', menuId: '602', resourceCode: 'dept', scopeName: 'Department list', scopePath: 'depts', scopeType: 1, remark: null },
];

export const scopePermissionCodes: readonly string[] = [
  'data_scope_add',
  'data_scope_edit',
  'data_scope_delete',
  'data_scope_view',
  'data_scope_setting',
  'api_scope_add',
  'api_scope_edit',
  'api_scope_delete',
  'api_scope_view',
  'api_scope_setting',
];

function page<Row>(rows: readonly Row[], variables: { page?: { current?: number | null; size?: number | null } | null }) {
  return { total: rows.length, size: variables.page?.size ?? 10, current: variables.page?.current ?? 1, pages: 1, records: [...rows] };
}

/** Default handlers of the scope features, keyed by operation name. */
export const scopeMocks = {
  MenuLazyMenuList: graphql.query<MenuLazyMenuListQuery, MenuLazyMenuListQueryVariables>('MenuLazyMenuList', ({ variables }) =>
    HttpResponse.json({ data: { menuLazyMenuList: scopeMenuFixtures.filter((row) => row.parentId === (variables.parentId ?? '0')) } }),
  ),
  DataScopes: graphql.query<DataScopesQuery, DataScopesQueryVariables>('DataScopes', ({ variables }) =>
    HttpResponse.json({
      data: {
        dataScopes: page(
          dataScopeFixtures.filter((row) => row.menuId === variables.filter?.menuId),
          variables,
        ),
      },
    }),
  ),
  DataScope: graphql.query<DataScopeQuery, DataScopeQueryVariables>('DataScope', ({ variables }) => {
    const row = dataScopeFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { dataScope: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitDataScope: graphql.mutation<SubmitDataScopeMutation, SubmitDataScopeMutationVariables>('SubmitDataScope', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitDataScope: {
          id: input.id ?? '799',
          menuId: input.menuId,
          resourceCode: input.resourceCode,
          scopeName: input.scopeName,
          scopeField: input.scopeField ?? '*',
          scopeClass: input.scopeClass ?? '',
          scopeColumn: input.scopeColumn ?? '',
          scopeType: input.scopeType,
          scopeValue: input.scopeValue ?? '',
          remark: input.remark ?? null,
        },
      },
    });
  }),
  RemoveDataScopes: graphql.mutation<RemoveDataScopesMutation, RemoveDataScopesMutationVariables>('RemoveDataScopes', ({ variables }) =>
    HttpResponse.json({ data: { removeDataScopes: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  ApiScopes: graphql.query<ApiScopesQuery, ApiScopesQueryVariables>('ApiScopes', ({ variables }) =>
    HttpResponse.json({
      data: {
        apiScopes: page(
          apiScopeFixtures.filter((row) => row.menuId === variables.filter?.menuId),
          variables,
        ),
      },
    }),
  ),
  ApiScope: graphql.query<ApiScopeQuery, ApiScopeQueryVariables>('ApiScope', ({ variables }) => {
    const row = apiScopeFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { apiScope: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitApiScope: graphql.mutation<SubmitApiScopeMutation, SubmitApiScopeMutationVariables>('SubmitApiScope', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitApiScope: {
          id: input.id ?? '899',
          menuId: input.menuId,
          resourceCode: input.resourceCode,
          scopeName: input.scopeName,
          scopePath: input.scopePath,
          scopeType: input.scopeType,
          remark: input.remark ?? null,
        },
      },
    });
  }),
  RemoveApiScopes: graphql.mutation<RemoveApiScopesMutation, RemoveApiScopesMutationVariables>('RemoveApiScopes', ({ variables }) =>
    HttpResponse.json({ data: { removeApiScopes: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
};
