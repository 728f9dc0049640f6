import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { readIdArray, withIntFields } from '../legacy-body';
import { legacyAudit, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyTopMenuDetailDocument,
  LegacyTopMenuGrantDocument,
  LegacyTopMenuListDocument,
  LegacyTopMenuRemoveDocument,
  LegacyTopMenuSubmitDocument,
} from '../generated/operations';

interface TopMenuData extends AuditData {
  tenantId: string;
  code: string;
  name: string;
  source: string;
  sort: number;
}

/** blade-system/topmenu. */
export function topMenuRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const topMenu = (row: TopMenuData) => ({
    ...legacyAudit(row, options.timeZone),
    tenantId: row.tenantId,
    code: row.code,
    name: row.name,
    source: row.source,
    sort: row.sort,
  });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/topmenu/list',
      operation: LegacyTopMenuListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: { name: readParam(request, 'name') || undefined, code: readParam(request, 'code') || undefined },
      }),
      reshape: (data) => envelope(200, legacyPage(data.topMenus, topMenu), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/topmenu/detail',
      operation: LegacyTopMenuDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, topMenu(data.topMenu), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/topmenu/submit',
      partial: { detail: '/blade-system/topmenu/detail' },
      operation: LegacyTopMenuSubmitDocument,
      variables: (request) => ({ input: withIntFields(readBody(request, ['id', 'code', 'name', 'source', 'sort']), ['sort']) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/topmenu/remove',
      operation: LegacyTopMenuRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/topmenu/grant',
      operation: LegacyTopMenuGrantDocument,
      variables: (request) => ({ input: { topMenuIds: readIdArray(request, 'topMenuIds'), menuIds: readIdArray(request, 'menuIds') } }),
      reshape: statusOk,
    }),
  ];
}
