import { graphql, HttpResponse } from 'msw';
import type {
  DataModelsQuery,
  ModelDatasourcesQuery,
  ModelPrototypeDraftsQuery,
  ModelPrototypeDraftsQueryVariables,
  ModelTablesQuery,
  MyMenusQuery,
  MyPermissionsQuery,
} from '../../../generated/graphql';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { ModelRow } from './model-crud';
import type { PrototypeRow } from './prototype-rows';

export const BUILT_IN_ID = '1';

export const modelFixtures: readonly ModelRow[] = [
  {
    id: '1900000000000050001',
    datasourceId: BUILT_IN_ID,
    modelName: 'Notices',
    modelCode: 'notice',
    modelTable: 'blade_notice',
    modelClass: 'Notice',
    modelRemark: null,
    updateTime: '2026-02-01T00:00:00.000Z',
  },
];

function draft(sort: number, jdbcName: string, jdbcType: string, settings: Partial<PrototypeRow>): PrototypeRow {
  return {
    id: null,
    modelId: '1900000000000050001',
    jdbcName,
    jdbcType,
    jdbcComment: '',
    propertyName: jdbcName.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
    propertyType: 'string',
    propertyEntity: 'String',
    componentType: 'input',
    queryType: 'equal',
    isForm: true,
    isList: true,
    isQuery: false,
    isRequired: false,
    isRow: false,
    maxLength: null,
    dictCode: '',
    sort,
    ...settings,
  };
}

/** The server's proposal for blade_notice (nothing stored yet). */
export const prototypeDrafts: readonly PrototypeRow[] = [
  draft(1, 'id', 'bigint', { propertyEntity: 'ID', jdbcComment: 'Primary key', isForm: false, isList: false }),
  draft(2, 'title', 'varchar(255)', { jdbcComment: 'Title', isRequired: true, isQuery: true, queryType: 'like', maxLength: 255 }),
  draft(3, 'category', 'int', { jdbcComment: 'Category', propertyType: 'number', propertyEntity: 'Int', componentType: 'number' }),
];

export const modelMenu: MyMenusQuery['myMenus'][number] = {
  id: '1900000000000009930',
  parentId: '1123598815738675217',
  code: 'model',
  name: zhMenu.model,
  alias: 'menu',
  path: '/tool/model',
  source: 'table',
  sort: 3,
  category: 1,
  action: 0,
  isOpen: 1,
};

/** The model feature's answers and a platform administrator who holds its menu and buttons. */
export const modelMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, modelMenu] } })),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({
      data: { myPermissions: [...sessionFixtures.permissions, 'model_add', 'model_edit', 'model_delete', 'model_view'] },
    }),
  ),
  DataModels: graphql.query<DataModelsQuery>('DataModels', () =>
    HttpResponse.json({
      data: { dataModels: { total: modelFixtures.length, size: 10, current: 1, pages: 1, records: [...modelFixtures] } },
    }),
  ),
  ModelDatasources: graphql.query<ModelDatasourcesQuery>('ModelDatasources', () =>
    HttpResponse.json({
      data: {
        modelDatasources: [
          { id: BUILT_IN_ID, name: 'master', builtIn: true, driverClass: 'org.sqlite.JDBC' },
          { id: '1900000000000060001', name: 'reporting', builtIn: false, driverClass: 'com.mysql.cj.jdbc.Driver' },
        ],
      },
    }),
  ),
  ModelTables: graphql.query<ModelTablesQuery>('ModelTables', () =>
    HttpResponse.json({
      data: {
        modelTables: [
          { name: 'blade_notice', comment: 'Notices' },
          { name: 'blade_post', comment: 'Posts' },
        ],
      },
    }),
  ),
  ModelPrototypeDrafts: graphql.query<ModelPrototypeDraftsQuery, ModelPrototypeDraftsQueryVariables>('ModelPrototypeDrafts', () =>
    HttpResponse.json({ data: { modelPrototypeDrafts: [...prototypeDrafts] } }),
  ),
};
