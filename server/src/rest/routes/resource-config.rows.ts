import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';
import { statusOk } from '../legacy-envelope';
import { legacyAudit, type AuditData } from '../legacy-format';
import { readBody, readIdList, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';

/** The columns storage and SMS configurations share in the legacy answers. */
export interface ConfigData extends AuditData {
  category: number;
  accessKey: string;
  hasSecret: boolean;
  remark?: string | null;
}

/** The legacy VO's shared part: category and its name, the access key, the secret always empty, the status name. */
export function legacyConfigView(row: ConfigData, categoryNames: Record<number, string>, timeZone: string): Record<string, unknown> {
  return {
    ...legacyAudit(row, timeZone),
    category: row.category,
    categoryName: categoryNames[row.category] ?? '',
    accessKey: row.accessKey,
    secretKey: '',
    hasSecret: row.hasSecret,
    remark: row.remark ?? '',
    statusName: row.status === 2 ? '是' : '否',
  };
}

/** The submit body's known fields; forms send the category as "1". */
export function configSubmitVariables(fields: string[]): (request: Request) => Record<string, unknown> {
  return (request) => {
    const input = readBody(request, fields);
    if (typeof input['category'] === 'string' && /^\d+$/.test(input['category'])) {
      input['category'] = Number(input['category']);
    }
    return { input };
  };
}

/** `<base>/remove` (ids) and `<base>/enable` (id), both answering R.status. */
export function removeAndEnableRows<TRemove, TRemoveVariables, TEnable, TEnableVariables>(
  base: string,
  remove: TypedDocumentNode<TRemove, TRemoveVariables>,
  enable: TypedDocumentNode<TEnable, TEnableVariables>,
): LegacyRoute[] {
  return [
    operationRoute({
      method: 'POST',
      path: `${base}/remove`,
      operation: remove,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${base}/enable`,
      operation: enable,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: statusOk,
    }),
  ];
}
