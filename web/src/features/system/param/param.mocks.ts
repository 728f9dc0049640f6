import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { graphql, HttpResponse } from 'msw';
import type {
  MyMenusQuery,
  MyPermissionsQuery,
  ParamQuery,
  ParamQueryVariables,
  ParamsQuery,
  ParamsQueryVariables,
  RemoveParamsMutation,
  RemoveParamsMutationVariables,
  SubmitParamMutation,
  SubmitParamMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { ParamRow } from './param-crud';

function param(index: number, paramName: string, paramKey: string, paramValue: string): ParamRow {
  return {
    id: String(1123598819738675200n + BigInt(index)),
    paramName,
    paramKey,
    paramValue,
    remark: index % 2 === 0 ? `remark ${index}` : null,
    updateTime: new Date(Date.UTC(2026, 0, 1, 8, 0, index)).toISOString(),
  };
}

/** 23 parameters: the six seeded ones and demo rows, so the list has three pages of 10. */
export const paramFixtures: readonly ParamRow[] = [
  param(1, 'Enable registration', 'account.registerUser', 'true'),
  param(2, 'Initial password', 'account.initPassword', '123456'),
  param(3, 'Failed logins before lock', 'account.failCount', '5'),
  param(4, 'Tenant default password', 'tenant.default.password', 'admin'),
  param(5, 'Tenant default account quota', 'tenant.default.accountNumber', '100'),
  param(6, 'Tenant default menus', 'tenant.default.menuCode', 'home'),
  ...Array.from({ length: 17 }, (_, offset) =>
    param(7 + offset, `Demo parameter ${7 + offset}`, `demo.key${7 + offset}`, `value ${7 + offset}`),
  ),
];

/** The param menu entry and its button codes, as the seeded platform administrator gets them. */
export const paramMenu: MyMenusQuery['myMenus'][number] = {
  id: '13',
  parentId: '10',
  code: 'param',
  name: zhMenu.param,
  alias: 'menu',
  path: '/system/param',
  source: 'adjustments',
  sort: 8,
  category: 1,
  action: 0,
  isOpen: 1,
};
export const paramPermissions: readonly string[] = ['param_add', 'param_edit', 'param_delete', 'param_view'];

function contains(value: string, part: string | null | undefined): boolean {
  return !part || value.toLowerCase().includes(part.toLowerCase());
}

/** The list query as the server answers it: contains-filters, one sort key, 1-based pages. */
export function paramPage(variables: ParamsQueryVariables, rows: readonly ParamRow[] = paramFixtures): ParamsQuery['params'] {
  const filtered = rows.filter(
    (row) => contains(row.paramName, variables.filter?.paramName) && contains(row.paramKey, variables.filter?.paramKey),
  );
  const sort = Array.isArray(variables.sort) ? variables.sort[0] : (variables.sort ?? undefined);
  const sorted = [...filtered];
  if (sort && (sort.field === 'paramName' || sort.field === 'paramKey' || sort.field === 'updateTime')) {
    const field = sort.field;
    const direction = sort.direction === 'DESC' ? -1 : 1;
    sorted.sort((left, right) => left[field].localeCompare(right[field]) * direction);
  }
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: sorted.length,
    size,
    current,
    pages: Math.ceil(sorted.length / size),
    records: sorted.slice((current - 1) * size, current * size),
  };
}

/** Default handlers of the parameter feature, keyed by operation name. */
export const paramMocks = {
  Params: graphql.query<ParamsQuery, ParamsQueryVariables>('Params', ({ variables }) =>
    HttpResponse.json({ data: { params: paramPage(variables) } }),
  ),
  Param: graphql.query<ParamQuery, ParamQueryVariables>('Param', ({ variables }) => {
    const row = paramFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { param: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitParam: graphql.mutation<SubmitParamMutation, SubmitParamMutationVariables>('SubmitParam', ({ variables }) =>
    HttpResponse.json({
      data: {
        submitParam: {
          id: variables.input.id ?? '1999999999999999999',
          paramName: variables.input.paramName,
          paramKey: variables.input.paramKey,
          paramValue: variables.input.paramValue,
          remark: variables.input.remark ?? null,
          updateTime: new Date(Date.UTC(2026, 1, 1)).toISOString(),
        },
      },
    }),
  ),
  RemoveParams: graphql.mutation<RemoveParamsMutation, RemoveParamsMutationVariables>('RemoveParams', ({ variables }) =>
    HttpResponse.json({ data: { removeParams: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
};

/** Session answers of a platform administrator who sees the parameter page with all its buttons. */
export const paramSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, paramMenu] } })),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...paramPermissions] } }),
  ),
};
