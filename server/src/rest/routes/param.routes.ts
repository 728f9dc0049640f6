import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyPage, type AuditData, type PageData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import type { LegacyRoute, LegacyRouteOptions } from '../legacy-route';
import { LEGACY_PARAM_DETAIL, LEGACY_PARAM_LIST, LEGACY_PARAM_REMOVE, LEGACY_PARAM_SUBMIT } from '../operations/param.operations';

interface ParamData extends AuditData {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string | null;
}

/** blade-system/param. */
export function paramRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const param = (row: ParamData) => ({ ...legacyAudit(row, options.timeZone), paramName: row.paramName, paramKey: row.paramKey, paramValue: row.paramValue, remark: row.remark ?? '' });
  return [
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/param/list',
      operation: LEGACY_PARAM_LIST,
      variables: (request) => ({ page: readPage(request), filter: { paramName: readParam(request, 'paramName') || undefined, paramKey: readParam(request, 'paramKey') || undefined } }),
      reshape: (data) => envelope(200, legacyPage(data['params'] as PageData<ParamData>, param), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/param/detail',
      operation: LEGACY_PARAM_DETAIL,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, param(data['param'] as ParamData), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/param/submit',
      partial: { detail: '/blade-system/param/detail' },
      operation: LEGACY_PARAM_SUBMIT,
      variables: (request) => ({ input: readBody(request, ['id', 'paramName', 'paramKey', 'paramValue', 'remark']) }),
      reshape: statusOk,
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/param/remove',
      operation: LEGACY_PARAM_REMOVE,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    },
  ];
}
