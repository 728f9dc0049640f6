import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { parseLegacyDateTime } from '../legacy-dates';
import { legacyDateTime, legacyPage, type PageData } from '../legacy-format';
import { readPage, readParam, requireParam } from '../legacy-params';
import type { LegacyRoute, LegacyRouteOptions } from '../legacy-route';
import {
  LEGACY_API_LOG_DETAIL,
  LEGACY_API_LOG_LIST,
  LEGACY_ERROR_LOG_DETAIL,
  LEGACY_ERROR_LOG_LIST,
  LEGACY_USUAL_LOG_DETAIL,
  LEGACY_USUAL_LOG_LIST,
} from '../operations/log.operations';

type LogData = Record<string, string | number | null>;

const COMMON = ['serviceId', 'serverIp', 'serverHost', 'env', 'remoteIp', 'userAgent', 'requestUri', 'method', 'methodClass', 'methodName', 'params', 'createBy'] as const;
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
      result[field] = field === 'time' ? String(value ?? '') : field === 'lineNumber' ? (typeof value === 'number' ? value : -1) : (value ?? '');
    }
    result['createTime'] = legacyDateTime(row['createTime'] as string | null, options.timeZone);
    return result;
  };
  const kinds = [
    { kind: 'usual', list: LEGACY_USUAL_LOG_LIST, detail: LEGACY_USUAL_LOG_DETAIL, listField: 'usualLogs', detailField: 'usualLog' },
    { kind: 'api', list: LEGACY_API_LOG_LIST, detail: LEGACY_API_LOG_DETAIL, listField: 'apiLogs', detailField: 'apiLog' },
    { kind: 'error', list: LEGACY_ERROR_LOG_LIST, detail: LEGACY_ERROR_LOG_DETAIL, listField: 'errorLogs', detailField: 'errorLog' },
  ] as const;
  return kinds.flatMap(({ kind, list, detail, listField, detailField }): LegacyRoute[] => [
    {
      kind: 'operation',
      method: 'GET',
      path: `/blade-log/${kind}/list`,
      operation: list,
      variables: (request) => ({ page: readPage(request), filter: logFilter(request, options.timeZone) }),
      reshape: (data) => envelope(200, legacyPage(data[listField] as PageData<LogData>, record(kind)), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: `/blade-log/${kind}/detail`,
      operation: detail,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, record(kind)(data[detailField] as LogData), DEFAULT_SUCCESS_MESSAGE),
    },
  ]);
}
