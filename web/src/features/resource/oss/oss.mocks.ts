import { graphql, HttpResponse } from 'msw';
import type {
  EnableStorageConfigMutation,
  EnableStorageConfigMutationVariables,
  MyMenusQuery,
  MyPermissionsQuery,
  RemoveStorageConfigsMutation,
  RemoveStorageConfigsMutationVariables,
  StorageConfigQuery,
  StorageConfigQueryVariables,
  StorageConfigsQuery,
  StorageConfigsQueryVariables,
  SubmitStorageConfigMutation,
  SubmitStorageConfigMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { OssRow } from './oss-crud';

/** A local-disk configuration (enabled) and an S3 one with a stored secret (disabled). */
export const ossFixtures: readonly OssRow[] = [
  {
    id: '1900000000000200001',
    category: 1,
    ossCode: 'local',
    endpoint: '',
    accessKey: '',
    hasSecret: false,
    bucketName: '',
    appId: '',
    region: '',
    remark: null,
    status: 2,
    createTime: '2026-03-01T08:00:00.000Z',
    updateTime: '2026-03-01T08:00:00.000Z',
  },
  {
    id: '1900000000000200002',
    category: 2,
    ossCode: 'minio',
    endpoint: 'https://s3.example.com',
    accessKey: 'AKIAEXAMPLE',
    hasSecret: true,
    bucketName: 'exam-files',
    appId: '',
    region: 'us-east-1',
    remark: 'S3 store',
    status: 1,
    createTime: '2026-03-02T08:00:00.000Z',
    updateTime: '2026-03-02T08:00:00.000Z',
  },
];

export const ossMenu: MyMenusQuery['myMenus'][number] = {
  id: '1123598815738675299',
  parentId: '1123598815738675298',
  code: 'oss',
  name: 'oss',
  alias: 'menu',
  path: '/resource/oss',
  source: 'cloud',
  sort: 1,
  category: 1,
  action: 0,
  isOpen: 1,
};
export const ossPermissions: readonly string[] = ['oss_add', 'oss_edit', 'oss_delete', 'oss_view', 'oss_enable'];

function saved(input: SubmitStorageConfigMutationVariables['input']): OssRow {
  const previous = ossFixtures.find((row) => row.id === input.id);
  return {
    id: input.id ?? '1999999999999999999',
    category: input.category,
    ossCode: input.ossCode,
    endpoint: input.endpoint ?? '',
    accessKey: input.accessKey ?? '',
    hasSecret: Boolean(input.secretKey) || (previous?.hasSecret ?? false),
    bucketName: input.bucketName ?? '',
    appId: input.appId ?? '',
    region: input.region ?? '',
    remark: input.remark ?? null,
    status: previous?.status ?? 1,
    createTime: '2026-03-03T08:00:00.000Z',
    updateTime: '2026-03-03T08:00:00.000Z',
  };
}

/** Default handlers of the object storage page, keyed by operation name. */
export const ossMocks = {
  StorageConfigs: graphql.query<StorageConfigsQuery, StorageConfigsQueryVariables>('StorageConfigs', () =>
    HttpResponse.json({
      data: { storageConfigs: { total: ossFixtures.length, size: 10, current: 1, pages: 1, records: [...ossFixtures] } },
    }),
  ),
  StorageConfig: graphql.query<StorageConfigQuery, StorageConfigQueryVariables>('StorageConfig', ({ variables }) => {
    const row = ossFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { storageConfig: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitStorageConfig: graphql.mutation<SubmitStorageConfigMutation, SubmitStorageConfigMutationVariables>(
    'SubmitStorageConfig',
    ({ variables }) => HttpResponse.json({ data: { submitStorageConfig: saved(variables.input) } }),
  ),
  RemoveStorageConfigs: graphql.mutation<RemoveStorageConfigsMutation, RemoveStorageConfigsMutationVariables>(
    'RemoveStorageConfigs',
    ({ variables }) => HttpResponse.json({ data: { removeStorageConfigs: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  EnableStorageConfig: graphql.mutation<EnableStorageConfigMutation, EnableStorageConfigMutationVariables>(
    'EnableStorageConfig',
    ({ variables }) => {
      const row = ossFixtures.find((candidate) => candidate.id === variables.id) ?? ossFixtures[0];
      return row ? HttpResponse.json({ data: { enableStorageConfig: { ...row, status: 2 } } }) : HttpResponse.json({ data: null });
    },
  ),
};

/** Session answers of an administrator who sees the object storage page with all its buttons. */
export const ossSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, ossMenu] } })),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...ossPermissions] } }),
  ),
};
