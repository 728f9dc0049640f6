import { graphql, HttpResponse } from 'msw';
import type {
  GrantTopMenusMutation,
  GrantTopMenusMutationVariables,
  RemoveTopMenusMutation,
  RemoveTopMenusMutationVariables,
  SubmitTopMenuMutation,
  SubmitTopMenuMutationVariables,
  TopMenuGrantTreeQuery,
  TopMenuKeysQuery,
  TopMenuKeysQueryVariables,
  TopMenuQuery,
  TopMenuQueryVariables,
  TopMenusQuery,
  TopMenusQueryVariables,
} from '../../../generated/graphql';
import type { TopMenuRow } from './topmenu-crud';

export const topMenuFixtures: readonly TopMenuRow[] = [
  { id: '501', name: 'Workbench', code: 'desk', source: 'home', sort: 1 },
  { id: '502', name: 'Administration', code: 'admin', source: 'setting', sort: 2 },
];

export const topMenuPermissionCodes: readonly string[] = [
  'topmenu_add',
  'topmenu_edit',
  'topmenu_delete',
  'topmenu_view',
  'topmenu_setting',
];

/** Menus that can be placed under a top menu (menus only). */
export const topMenuGrantTreeFixture: TopMenuGrantTreeQuery['topMenuGrantTree'] = [
  { id: '1', parentId: '0', title: 'System', hasChildren: true, code: null },
  { id: '2', parentId: '1', title: 'Parameters', hasChildren: false, code: null },
  { id: '3', parentId: '1', title: 'Departments', hasChildren: false, code: null },
  { id: '4', parentId: '0', title: 'Home', hasChildren: false, code: null },
];

/** Default handlers of the top menu feature, keyed by operation name. */
export const topMenuMocks = {
  TopMenus: graphql.query<TopMenusQuery, TopMenusQueryVariables>('TopMenus', ({ variables }) => {
    const records = topMenuFixtures.filter((row) => !variables.filter?.name || row.name.includes(variables.filter.name));
    return HttpResponse.json({
      data: {
        topMenus: { total: records.length, size: variables.page?.size ?? 10, current: variables.page?.current ?? 1, pages: 1, records },
      },
    });
  }),
  TopMenu: graphql.query<TopMenuQuery, TopMenuQueryVariables>('TopMenu', ({ variables }) => {
    const row = topMenuFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { topMenu: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitTopMenu: graphql.mutation<SubmitTopMenuMutation, SubmitTopMenuMutationVariables>('SubmitTopMenu', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitTopMenu: { id: input.id ?? '599', name: input.name, code: input.code, source: input.source ?? '', sort: input.sort ?? 0 },
      },
    });
  }),
  RemoveTopMenus: graphql.mutation<RemoveTopMenusMutation, RemoveTopMenusMutationVariables>('RemoveTopMenus', ({ variables }) =>
    HttpResponse.json({ data: { removeTopMenus: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  TopMenuGrantTree: graphql.query<TopMenuGrantTreeQuery>('TopMenuGrantTree', () =>
    HttpResponse.json({ data: { topMenuGrantTree: topMenuGrantTreeFixture } }),
  ),
  TopMenuKeys: graphql.query<TopMenuKeysQuery, TopMenuKeysQueryVariables>('TopMenuKeys', () =>
    HttpResponse.json({ data: { topMenuKeys: ['1', '2'] } }),
  ),
  GrantTopMenus: graphql.mutation<GrantTopMenusMutation, GrantTopMenusMutationVariables>('GrantTopMenus', () =>
    HttpResponse.json({ data: { grantTopMenus: 1 } }),
  ),
};
