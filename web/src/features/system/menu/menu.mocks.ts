import { graphql, HttpResponse } from 'msw';
import type {
  MenuDetailQuery,
  MenuDetailQueryVariables,
  MenuLazyListQuery,
  MenuLazyListQueryVariables,
  MenuListQuery,
  MenuListQueryVariables,
  MenuTreeQuery,
  RemoveMenusMutation,
  RemoveMenusMutationVariables,
  SubmitMenuMutation,
  SubmitMenuMutationVariables,
} from '../../../generated/graphql';
import type { MenuRow } from './menu-crud';

function menu(id: string, parentId: string, name: string, code: string, category: number, extra: Partial<MenuRow> = {}): MenuRow {
  return {
    id,
    parentId,
    name,
    code,
    alias: category === 2 ? (code.split('_').at(-1) ?? '') : 'menu',
    path: category === 1 ? `/${code}` : '',
    source: category === 1 ? 'settings' : '',
    sort: 1,
    category,
    action: category === 2 ? 1 : 0,
    isOpen: 1,
    remark: '',
    hasChildren: false,
    ...extra,
  };
}

/** A small menu tree: System > Parameters > (add, edit buttons), and Home. */
export const menuFixtures: readonly MenuRow[] = [
  menu('401', '0', 'System', 'system', 1),
  menu('402', '401', 'Parameters', 'param', 1, { path: '/system/param' }),
  menu('403', '402', 'Add', 'param_add', 2),
  menu('404', '402', 'Edit', 'param_edit', 2, { action: 2 }),
  menu('405', '0', 'Home', 'home', 1, { path: '/wel/index', sort: 0 }),
].map((row, _index, all) => ({ ...row, hasChildren: all.some((other) => other.parentId === row.id) }));

export const menuPermissionCodes: readonly string[] = ['menu_add', 'menu_edit', 'menu_delete', 'menu_view'];

function contains(value: string, part: string | null | undefined): boolean {
  return !part || value.toLowerCase().includes(part.toLowerCase());
}

/** Default handlers of the menu feature, keyed by operation name. */
export const menuMocks = {
  MenuLazyList: graphql.query<MenuLazyListQuery, MenuLazyListQueryVariables>('MenuLazyList', ({ variables }) =>
    HttpResponse.json({ data: { menuLazyList: menuFixtures.filter((row) => row.parentId === (variables.parentId ?? '0')) } }),
  ),
  MenuList: graphql.query<MenuListQuery, MenuListQueryVariables>('MenuList', ({ variables }) =>
    HttpResponse.json({
      data: {
        menuList: menuFixtures.filter(
          (row) =>
            contains(row.name, variables.filter?.name) &&
            contains(row.code, variables.filter?.code) &&
            contains(row.alias, variables.filter?.alias),
        ),
      },
    }),
  ),
  MenuDetail: graphql.query<MenuDetailQuery, MenuDetailQueryVariables>('MenuDetail', ({ variables }) => {
    const row = menuFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { menuDetail: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  MenuTree: graphql.query<MenuTreeQuery>('MenuTree', () =>
    HttpResponse.json({
      data: {
        menuTree: menuFixtures
          .filter((row) => row.category === 1)
          .map((row) => ({ id: row.id, parentId: row.parentId, title: row.name, hasChildren: row.hasChildren, code: row.code })),
      },
    }),
  ),
  SubmitMenu: graphql.mutation<SubmitMenuMutation, SubmitMenuMutationVariables>('SubmitMenu', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitMenu: {
          id: input.id ?? '499',
          parentId: input.parentId ?? '0',
          name: input.name,
          code: input.code,
          alias: input.alias ?? '',
          path: input.path ?? '',
          source: input.source ?? '',
          sort: input.sort ?? 0,
          category: input.category,
          action: input.action ?? 0,
          isOpen: input.isOpen ?? 1,
          remark: input.remark ?? '',
          hasChildren: false,
        },
      },
    });
  }),
  RemoveMenus: graphql.mutation<RemoveMenusMutation, RemoveMenusMutationVariables>('RemoveMenus', ({ variables }) =>
    HttpResponse.json({ data: { removeMenus: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
};
