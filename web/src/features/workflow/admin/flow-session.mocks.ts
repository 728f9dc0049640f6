import { graphql, HttpResponse } from 'msw';
import type { MyMenusQuery, MyPermissionsQuery } from '../../../generated/graphql';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';

/** The `flow` menu entries as the seeded administrator gets them (ids and paths of menu.seed-data.ts). */
const flowMenus = {
  flow_model: { id: '1123598815738675267', path: '/flow/model', sort: 1 },
  flow_deploy: { id: '1123598815738675273', path: '/flow/deploy', sort: 2 },
  flow_manager: { id: '1123598815738675274', path: '/flow/manager', sort: 3 },
  flow_follow: { id: '1123598815738675278', path: '/flow/follow', sort: 4 },
} as const;

/** Session answers of an administrator who sees one `flow` page with the given button codes. */
export function flowSessionMocks(code: keyof typeof flowMenus, permissions: readonly string[]) {
  const { id, path, sort } = flowMenus[code];
  const menu: MyMenusQuery['myMenus'][number] = {
    id,
    parentId: '1123598815738675266',
    code,
    name: zhMenu[code],
    alias: 'menu',
    path,
    source: 'iconfont iconicon_send',
    sort,
    category: 1,
    action: 0,
    isOpen: 1,
  };
  return {
    MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, menu] } })),
    MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...permissions] } }),
    ),
  };
}
