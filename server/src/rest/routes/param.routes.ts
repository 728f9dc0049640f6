import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyParamDetailDocument,
  LegacyParamListDocument,
  LegacyParamRemoveDocument,
  LegacyParamSubmitDocument,
} from '../generated/operations';

interface ParamData extends AuditData {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string | null;
}

/** blade-system/param. */
export function paramRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const param = (row: ParamData) => ({
    ...legacyAudit(row, options.timeZone),
    paramName: row.paramName,
    paramKey: row.paramKey,
    paramValue: row.paramValue,
    remark: row.remark ?? '',
  });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/param/list',
      operation: LegacyParamListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: { paramName: readParam(request, 'paramName') || undefined, paramKey: readParam(request, 'paramKey') || undefined },
      }),
      reshape: (data) => envelope(200, legacyPage(data.params, param), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/param/detail',
      operation: LegacyParamDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, param(data.param), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/param/submit',
      partial: { detail: '/blade-system/param/detail' },
      operation: LegacyParamSubmitDocument,
      variables: (request) => ({ input: readBody(request, ['id', 'paramName', 'paramKey', 'paramValue', 'remark']) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/param/remove',
      operation: LegacyParamRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
