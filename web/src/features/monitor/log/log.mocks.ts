import { graphql, HttpResponse } from 'msw';
import type {
  ApiLogQuery,
  ApiLogQueryVariables,
  ApiLogsQuery,
  ApiLogsQueryVariables,
  ErrorLogQuery,
  ErrorLogQueryVariables,
  ErrorLogsQuery,
  ErrorLogsQueryVariables,
  MyMenusQuery,
  MyPermissionsQuery,
  UsualLogQuery,
  UsualLogQueryVariables,
  UsualLogsQuery,
  UsualLogsQueryVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';

type Page<Row> = { total: number; size: number; current: number; pages: number; records: Row[] };

function page<Row>(rows: readonly Row[], variables: { page?: { current?: number; size?: number } | null }): Page<Row> {
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
    records: rows.slice((current - 1) * size, current * size),
  };
}

function request(index: number, requestUri: string) {
  return {
    id: String(1900000000000100000n + BigInt(index)),
    serviceId: 'exam-server',
    serverHost: 'exam-host',
    serverIp: '10.0.0.5',
    env: 'production',
    remoteIp: '192.168.1.20',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    requestUri,
    method: 'POST',
    methodClass: 'graphql',
    methodName: 'params',
    params: '{"page":{"current":1,"size":10}}',
    requestId: `req-${index}`,
    status: 1,
    createBy: 'admin',
    createUser: '1123598821738675201',
    createDept: '1123598813738675201',
    createTime: new Date(Date.UTC(2026, 2, 1, 8, 0, index)).toISOString(),
    updateTime: new Date(Date.UTC(2026, 2, 1, 8, 0, index)).toISOString(),
    updateUser: '1123598821738675201',
  };
}

/** 12 API calls: two pages of 10. */
export const apiLogFixtures: readonly ApiLogQuery['apiLog'][] = Array.from({ length: 12 }, (_, index) => ({
  ...request(index + 1, `/graphql/Operation${index + 1}`),
  type: '1',
  title: `Operation${index + 1}`,
  httpStatus: 200,
  time: 10 + index,
  errorCode: null,
}));

export const usualLogFixtures: readonly UsualLogQuery['usualLog'][] = [
  { ...request(101, '/graphql/UnlockUsers'), logId: 'user.unlock', logLevel: 'info', logData: '{"userIds":["1"]}' },
];

export const errorLogFixtures: readonly ErrorLogQuery['errorLog'][] = [
  {
    ...request(201, '/graphql/SubmitParam'),
    exceptionName: 'TypeError',
    message: 'Cannot read properties of undefined',
    fileName: 'param.service.ts',
    lineNumber: 42,
    stackTrace:
      'TypeError: Cannot read properties of undefined\n    at ParamService.submit (param.service.ts:42:7)\n    at resolver ' +
      '(param.resolver.ts:30:5)',
  },
];

function logMenu(code: string, path: string, id: string): MyMenusQuery['myMenus'][number] {
  return {
    id,
    parentId: '1123598815738675213',
    code,
    name: code,
    alias: 'menu',
    path,
    source: 'api',
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
  };
}

export const logPermissions: readonly string[] = ['log_usual_view', 'log_api_view', 'log_error_view'];

function byId<Row extends { id: string }>(rows: readonly Row[], id: string): Row | undefined {
  return rows.find((row) => row.id === id);
}

const notFound = { data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] };

/** Default handlers of the log pages, keyed by operation name. */
export const logMocks = {
  ApiLogs: graphql.query<ApiLogsQuery, ApiLogsQueryVariables>('ApiLogs', ({ variables }) =>
    HttpResponse.json({ data: { apiLogs: page(apiLogFixtures, variables) } }),
  ),
  ApiLog: graphql.query<ApiLogQuery, ApiLogQueryVariables>('ApiLog', ({ variables }) => {
    const row = byId(apiLogFixtures, variables.id);
    return HttpResponse.json(row ? { data: { apiLog: row } } : notFound);
  }),
  UsualLogs: graphql.query<UsualLogsQuery, UsualLogsQueryVariables>('UsualLogs', ({ variables }) =>
    HttpResponse.json({ data: { usualLogs: page(usualLogFixtures, variables) } }),
  ),
  UsualLog: graphql.query<UsualLogQuery, UsualLogQueryVariables>('UsualLog', ({ variables }) => {
    const row = byId(usualLogFixtures, variables.id);
    return HttpResponse.json(row ? { data: { usualLog: row } } : notFound);
  }),
  ErrorLogs: graphql.query<ErrorLogsQuery, ErrorLogsQueryVariables>('ErrorLogs', ({ variables }) =>
    HttpResponse.json({ data: { errorLogs: page(errorLogFixtures, variables) } }),
  ),
  ErrorLog: graphql.query<ErrorLogQuery, ErrorLogQueryVariables>('ErrorLog', ({ variables }) => {
    const row = byId(errorLogFixtures, variables.id);
    return HttpResponse.json(row ? { data: { errorLog: row } } : notFound);
  }),
};

/** Session answers of an administrator who sees the three log pages with their view buttons. */
export const logSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({
      data: {
        myMenus: [
          ...sessionFixtures.menus,
          logMenu('log_usual', '/monitor/log/usual', '1123598815738675214'),
          logMenu('log_api', '/monitor/log/api', '1123598815738675215'),
          logMenu('log_error', '/monitor/log/error', '1123598815738675216'),
        ],
      },
    }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...logPermissions] } }),
  ),
};
