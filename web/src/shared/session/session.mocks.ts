import { graphql, HttpResponse } from 'msw';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import type {
  ClientConfigQuery,
  ClientConfigQueryVariables,
  LogoutMutation,
  LogoutMutationVariables,
  MeQuery,
  MeQueryVariables,
  MyMenusQuery,
  MyMenusQueryVariables,
  MyPermissionsQuery,
  MyPermissionsQueryVariables,
  RefreshTokenMutation,
  RefreshTokenMutationVariables,
} from '../../generated/graphql';

type MenuRow = MyMenusQuery['myMenus'][number];

function menu(row: Pick<MenuRow, 'id' | 'parentId' | 'code' | 'name' | 'path' | 'sort'> & Partial<MenuRow>): MenuRow {
  return { alias: 'menu', source: '', category: 1, action: 0, isOpen: 1, ...row };
}

/** Data the session mocks answer with (names as the server would send them; the web translates by code). */
export const sessionFixtures = {
  clientConfig: {
    captchaEnabled: false,
    tenantMode: true,
    switchMode: true,
    defaultTenantId: '000000',
    tokenRefreshSeconds: 3000,
    registerEnabled: false,
  } satisfies ClientConfigQuery['clientConfig'],
  user: {
    id: '1123598821738675201',
    tenantId: '000000',
    tenantName: 'Platform Tenant',
    account: 'admin',
    name: 'admin',
    realName: 'Ada Admin',
    avatar: '',
    email: 'admin@example.com',
    phone: '',
    roleIds: ['1123598816738675201'],
    roleAliases: ['administrator'],
    roleNames: ['Super Administrator'],
    deptIds: ['1123598813738675201'],
    postIds: [],
    isAdministrator: true,
  } satisfies MeQuery['me'],
  menus: [
    menu({ id: '10', parentId: '0', code: 'system', name: zhMenu.system, path: '/system', sort: 99, source: 'iconfont iconicon_setting' }),
    menu({ id: '11', parentId: '10', code: 'user', name: zhMenu.user, path: '/system/user', sort: 1 }),
    menu({ id: '12', parentId: '10', code: 'role', name: zhMenu.role, path: '/system/role', sort: 2 }),
    menu({ id: '1', parentId: '0', code: 'home', name: zhMenu.home, path: '/wel', sort: 1 }),
    menu({ id: '20', parentId: '0', code: 'external_tools', name: 'Monitoring', path: '/monitor', sort: 3 }),
    menu({ id: '21', parentId: '20', code: 'doc', name: 'API docs', path: 'http://localhost:18000/doc.html', sort: 1, isOpen: 2 }),
  ] satisfies MenuRow[],
  permissions: ['user_add', 'user_edit'],
};

/** Default handlers of the session feature, keyed by operation name. */
export const sessionMocks = {
  ClientConfig: graphql.query<ClientConfigQuery, ClientConfigQueryVariables>('ClientConfig', () =>
    HttpResponse.json({ data: { clientConfig: sessionFixtures.clientConfig } }),
  ),
  Me: graphql.query<MeQuery, MeQueryVariables>('Me', () => HttpResponse.json({ data: { me: sessionFixtures.user } })),
  MyMenus: graphql.query<MyMenusQuery, MyMenusQueryVariables>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: sessionFixtures.menus } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery, MyPermissionsQueryVariables>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: sessionFixtures.permissions } }),
  ),
  Logout: graphql.mutation<LogoutMutation, LogoutMutationVariables>('Logout', () => HttpResponse.json({ data: { logout: true } })),
  RefreshToken: graphql.mutation<RefreshTokenMutation, RefreshTokenMutationVariables>('RefreshToken', () =>
    HttpResponse.json({
      data: { refreshToken: { accessToken: 'access-token-2', refreshToken: 'refresh-token-2', tokenType: 'bearer', expiresIn: 3600 } },
    }),
  ),
};
