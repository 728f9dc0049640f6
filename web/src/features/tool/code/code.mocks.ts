import { graphql, HttpResponse } from 'msw';
import type {
  CodePreviewQuery,
  CodeRecordsQuery,
  DataModelSelectQuery,
  MyMenusQuery,
  MyPermissionsQuery,
} from '../../../generated/graphql';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { CodeRow } from './code-crud';

export const codeFixture: CodeRow = {
  id: '1900000000000080001',
  modelId: '1900000000000050001',
  codeName: 'Notices',
  serviceName: 'blade-desk',
  packageName: 'notice',
  tableName: 'blade_notice',
  tablePrefix: 'blade_',
  pkName: 'id',
  baseMode: 2,
  tenantMode: 2,
  wrapMode: 2,
  templateType: 'crud',
  author: '',
  apiPath: 'server',
  webPath: 'web',
  updateTime: '2026-02-01T00:00:00.000Z',
};

/** What the server generates for the fixture (three files). */
export const previewFiles: CodePreviewQuery['codePreview'] = [
  {
    path: 'server/src/modules/notice/notice.entity.ts',
    language: 'typescript',
    content: "@Entity({ tableName: 'blade_notice' })\nexport class Notice {\n  title!: string;\n}\n",
    sha256: 'a1',
  },
  { path: 'server/src/modules/notice/notice.service.ts', language: 'typescript', content: 'export class NoticeService {}\n', sha256: 'b2' },
  {
    path: 'web/src/features/notice/graphql/Notices.graphql',
    language: 'graphql',
    content: 'query Notices { notices { total } }\n',
    sha256: 'c3',
  },
];

const codeMenu: MyMenusQuery['myMenus'][number] = {
  id: '1123598815738675218',
  parentId: '1123598815738675217',
  code: 'code',
  name: zhMenu.code,
  alias: 'menu',
  path: '/tool/code',
  source: 'code',
  sort: 1,
  category: 1,
  action: 0,
  isOpen: 1,
};

/** The code page's answers and a platform administrator who holds its menu and buttons. */
export const codeMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, codeMenu] } })),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, 'code_add', 'code_edit', 'code_delete', 'code_view'] } }),
  ),
  CodeRecords: graphql.query<CodeRecordsQuery>('CodeRecords', () =>
    HttpResponse.json({ data: { codeRecords: { total: 1, size: 10, current: 1, pages: 1, records: [codeFixture] } } }),
  ),
  DataModelSelect: graphql.query<DataModelSelectQuery>('DataModelSelect', () =>
    HttpResponse.json({ data: { dataModelSelect: [{ id: codeFixture.modelId, modelName: 'Notices', modelTable: 'blade_notice' }] } }),
  ),
  CodePreview: graphql.query<CodePreviewQuery>('CodePreview', () => HttpResponse.json({ data: { codePreview: previewFiles } })),
};
