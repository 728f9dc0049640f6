import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { legacyAudit, legacyPage, type AuditData, type PageData } from '../legacy-format';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyApiScopeDetailDocument,
  LegacyApiScopeListDocument,
  LegacyApiScopeRemoveDocument,
  LegacyApiScopeSubmitDocument,
  LegacyDataScopeDetailDocument,
  LegacyDataScopeListDocument,
  LegacyDataScopeRemoveDocument,
  LegacyDataScopeSubmitDocument,
} from '../generated/operations';

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

/** The operations of one scope kind: the same shape over its own root fields, each aliased `result`. */
interface ScopeOperations<Row> {
  list: TypedDocumentNode<{ result: PageData<Row> }, never>;
  detail: TypedDocumentNode<{ result: Row }, never>;
  submit: TypedDocumentNode<unknown, never>;
  remove: TypedDocumentNode<unknown, never>;
}

interface ScopeArea {
  base: string;
  operations: ScopeOperations<ScopeData>;
  bodyFields: string[];
  shape: (row: ScopeData) => Record<string, unknown>;
}

function scopeArea(area: ScopeArea, timeZone: string): LegacyRoute[] {
  const row = (data: ScopeData) => ({
    ...legacyAudit(data, timeZone),
    menuId: data.menuId,
    resourceCode: data.resourceCode,
    scopeName: data.scopeName,
    ...area.shape(data),
    scopeType: data.scopeType,
    scopeTypeName: data.scopeTypeName,
    remark: data.remark ?? '',
  });
  return [
    operationRoute({
      method: 'GET',
      path: `${area.base}/list`,
      operation: area.operations.list,
      variables: (request) => ({ page: readPage(request), filter: filterOf(request) }),
      reshape: (data) => envelope(200, legacyPage(data.result, row), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${area.base}/detail`,
      operation: area.operations.detail,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, row(data.result), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${area.base}/submit`,
      partial: { detail: `${area.base}/detail` },
      operation: area.operations.submit,
      variables: (request) => ({ input: withIntFields(readBody(request, area.bodyFields), ['scopeType']) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${area.base}/remove`,
      operation: area.operations.remove,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}

/** blade-system/data-scope and blade-system/api-scope. */
export function scopeRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  return [
    ...scopeArea(
      {
        base: '/blade-system/data-scope',
        operations: {
          list: LegacyDataScopeListDocument,
          detail: LegacyDataScopeDetailDocument,
          submit: LegacyDataScopeSubmitDocument,
          remove: LegacyDataScopeRemoveDocument,
        },
        bodyFields: [
          'id',
          'menuId',
          'resourceCode',
          'scopeName',
          'scopeField',
          'scopeClass',
          'scopeColumn',
          'scopeType',
          'scopeValue',
          'remark',
        ],
        shape: (data) => ({
          scopeField: data.scopeField ?? '',
          scopeClass: data.scopeClass ?? '',
          scopeColumn: data.scopeColumn ?? '',
          scopeValue: data.scopeValue ?? '',
        }),
      },
      options.timeZone,
    ),
    ...scopeArea(
      {
        base: '/blade-system/api-scope',
        operations: {
          list: LegacyApiScopeListDocument,
          detail: LegacyApiScopeDetailDocument,
          submit: LegacyApiScopeSubmitDocument,
          remove: LegacyApiScopeRemoveDocument,
        },
        bodyFields: ['id', 'menuId', 'resourceCode', 'scopeName', 'scopePath', 'scopeType', 'remark'],
        shape: (data) => ({ scopePath: data.scopePath ?? '' }),
      },
      options.timeZone,
    ),
  ];
}
