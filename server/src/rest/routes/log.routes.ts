import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { parseLegacyDateTime } from '../legacy-dates';
import { legacyDateTime, legacyPage, type PageData } from '../legacy-format';
import { readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyApiLogDetailDocument,
  LegacyApiLogListDocument,
  LegacyErrorLogDetailDocument,
  LegacyErrorLogListDocument,
  LegacyUsualLogDetailDocument,
  LegacyUsualLogListDocument,
} from '../generated/operations';

type LogData = Record<string, string | number | null>;

/** The operations of one log kind: each kind's own fields over its own root fields, aliased `result`. */
interface LogKind {
  kind: 'usual' | 'api' | 'error';
  list: TypedDocumentNode<{ result: PageData<LogData> }, never>;
  detail: TypedDocumentNode<{ result: LogData }, never>;
}

const COMMON = [
  'serviceId',
  'serverIp',
  'serverHost',
  'env',
  'remoteIp',
  'userAgent',
  'requestUri',
  'method',
  'methodClass',
  'methodName',
  'params',
  'createBy',
] as const;
const OWN: Record<'usual' | 'api' | 'error', readonly string[]> = {
  usual: ['logLevel', 'logId', 'logData'],
  api: ['type', 'title', 'time'],
  error: ['stackTrace', 'exceptionName', 'message', 'fileName', 'lineNumber'],
};

/** Map-style filters of the log lists (Saber searches serviceId, serverHost; createTime_dategt/_datelt). */
function logFilter(request: Request, timeZone: string): Record<string, unknown> {
  const text = (name: string, max = 255): string | undefined => readParam(request, name, max)?.trim() || undefined;
  return {
    serviceId: text('serviceId', 64),
    serverHost: text('serverHost'),
    requestUri: text('requestUri', 1000),
    method: text('method', 16),
    createBy: text('createBy', 64),
    createTimeFrom: parseLegacyDateTime(readParam(request, 'createTime_dategt', 32), timeZone, 'createTime_dategt')?.toISOString(),
    createTimeTo: parseLegacyDateTime(readParam(request, 'createTime_datelt', 32), timeZone, 'createTime_datelt')?.toISOString(),
  };
}

/** blade-log/{usual,api,error}/{list,detail}: the legacy Log* shapes (time as a string, unset values ""/-1). */
export function logRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const record = (kind: 'usual' | 'api' | 'error') => (row: LogData) => {
    const result: Record<string, string | number> = { id: String(row['id']) };
    for (const field of [...COMMON, ...OWN[kind]]) {
      const value = row[field];
      result[field] =
        field === 'time' ? String(value ?? '') : field === 'lineNumber' ? (typeof value === 'number' ? value : -1) : (value ?? '');
    }
    result['createTime'] = legacyDateTime(row['createTime'] as string | null, options.timeZone);
    return result;
  };
  const kinds: LogKind[] = [
    { kind: 'usual', list: LegacyUsualLogListDocument, detail: LegacyUsualLogDetailDocument },
    { kind: 'api', list: LegacyApiLogListDocument, detail: LegacyApiLogDetailDocument },
    { kind: 'error', list: LegacyErrorLogListDocument, detail: LegacyErrorLogDetailDocument },
  ];
  return kinds.flatMap(({ kind, list, detail }): LegacyRoute[] => [
    operationRoute({
      method: 'GET',
      path: `/blade-log/${kind}/list`,
      operation: list,
      variables: (request) => ({ page: readPage(request), filter: logFilter(request, options.timeZone) }),
      reshape: (data) => envelope(200, legacyPage(data.result, record(kind)), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `/blade-log/${kind}/detail`,
      operation: detail,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, record(kind)(data.result), DEFAULT_SUCCESS_MESSAGE),
    }),
  ]);
}
