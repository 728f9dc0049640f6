import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { legacyAudit, legacyPage, type AuditData, type PageData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import type { LegacyRoute, LegacyRouteOptions } from '../legacy-route';
import {
  LEGACY_API_SCOPE_DETAIL,
  LEGACY_API_SCOPE_LIST,
  LEGACY_API_SCOPE_REMOVE,
  LEGACY_API_SCOPE_SUBMIT,
  LEGACY_DATA_SCOPE_DETAIL,
  LEGACY_DATA_SCOPE_LIST,
  LEGACY_DATA_SCOPE_REMOVE,
  LEGACY_DATA_SCOPE_SUBMIT,
} from '../operations/scope.operations';

interface ScopeData extends AuditData {
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeType: number;
  scopeTypeName: string;
  remark?: string | null;
  scopeField?: string;
  scopeClass?: string;
  scopeColumn?: string;
  scopeValue?: string;
  scopePath?: string;
}

const filterOf = (request: Request) => ({
  menuId: readParam(request, 'menuId', 19) || undefined,
  resourceCode: readParam(request, 'resourceCode') || undefined,
  scopeName: readParam(request, 'scopeName') || undefined,
});

interface ScopeArea {
  base: string;
  field: string;
  detailField: string;
  operations: { list: string; detail: string; submit: string; remove: string };
  bodyFields: string[];
  shape: (row: ScopeData) => Record<string, unknown>;
}

function scopeArea(area: ScopeArea, timeZone: string): LegacyRoute[] {
  const row = (data: ScopeData) => ({ ...legacyAudit(data, timeZone), menuId: data.menuId, resourceCode: data.resourceCode, scopeName: data.scopeName, ...area.shape(data), scopeType: data.scopeType, scopeTypeName: data.scopeTypeName, remark: data.remark ?? '' });
  return [
    {
      kind: 'operation',
      method: 'GET',
      path: `${area.base}/list`,
      operation: area.operations.list,
      variables: (request) => ({ page: readPage(request), filter: filterOf(request) }),
      reshape: (data) => envelope(200, legacyPage(data[area.field] as PageData<ScopeData>, row), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: `${area.base}/detail`,
      operation: area.operations.detail,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, row(data[area.detailField] as ScopeData), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: `${area.base}/submit`,
      partial: { detail: `${area.base}/detail` },
      operation: area.operations.submit,
      variables: (request) => ({ input: withIntFields(readBody(request, area.bodyFields), ['scopeType']) }),
      reshape: statusOk,
    },
    {
      kind: 'operation',
      method: 'POST',
      path: `${area.base}/remove`,
      operation: area.operations.remove,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    },
  ];
}

/** blade-system/data-scope and blade-system/api-scope. */
export function scopeRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  return [
    ...scopeArea(
      {
        base: '/blade-system/data-scope',
        field: 'dataScopes',
        detailField: 'dataScope',
        operations: { list: LEGACY_DATA_SCOPE_LIST, detail: LEGACY_DATA_SCOPE_DETAIL, submit: LEGACY_DATA_SCOPE_SUBMIT, remove: LEGACY_DATA_SCOPE_REMOVE },
        bodyFields: ['id', 'menuId', 'resourceCode', 'scopeName', 'scopeField', 'scopeClass', 'scopeColumn', 'scopeType', 'scopeValue', 'remark'],
        shape: (data) => ({ scopeField: data.scopeField ?? '', scopeClass: data.scopeClass ?? '', scopeColumn: data.scopeColumn ?? '', scopeValue: data.scopeValue ?? '' }),
      },
      options.timeZone,
    ),
    ...scopeArea(
      {
        base: '/blade-system/api-scope',
        field: 'apiScopes',
        detailField: 'apiScope',
        operations: { list: LEGACY_API_SCOPE_LIST, detail: LEGACY_API_SCOPE_DETAIL, submit: LEGACY_API_SCOPE_SUBMIT, remove: LEGACY_API_SCOPE_REMOVE },
        bodyFields: ['id', 'menuId', 'resourceCode', 'scopeName', 'scopePath', 'scopeType', 'remark'],
        shape: (data) => ({ scopePath: data.scopePath ?? '' }),
      },
      options.timeZone,
    ),
  ];
}
