import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyClientDetailDocument,
  LegacyClientListDocument,
  LegacyClientRemoveDocument,
  LegacyClientSubmitDocument,
  LegacyDatasourceDetailDocument,
  LegacyDatasourceListDocument,
  LegacyDatasourceRemoveDocument,
  LegacyDatasourceSubmitDocument,
} from '../generated/operations';

interface ClientData extends AuditData {
  clientId: string;
  scope: string;
  authorizedGrantTypes: string;
  webServerRedirectUri?: string | null;
  authorities?: string | null;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  autoapprove?: string | null;
}

interface DatasourceData extends AuditData {
  name: string;
  driverClass: string;
  url: string;
  username: string;
  remark?: string | null;
}

/** Legacy client body: grant types comma-joined, validities as numbers or numeric strings. */
function clientInput(request: Request): Record<string, unknown> {
  const input = readBody(request, [
    'id',
    'clientId',
    'clientSecret',
    'scope',
    'authorizedGrantTypes',
    'webServerRedirectUri',
    'authorities',
    'accessTokenValidity',
    'refreshTokenValidity',
    'autoapprove',
  ]);
  const grants = input['authorizedGrantTypes'];
  if (typeof grants === 'string') {
    input['authorizedGrantTypes'] = grants
      .split(',')
      .map((grant) => grant.trim())
      .filter(Boolean);
  }
  for (const name of ['accessTokenValidity', 'refreshTokenValidity']) {
    const value = input[name];
    if (typeof value === 'string') {
      if (!/^\d{1,9}$/.test(value)) {
        throw new AppError('VALIDATION', 'errors.paramType', { name });
      }
      input[name] = Number(value);
    }
  }
  if (input['clientSecret'] === '') {
    delete input['clientSecret'];
  }
  return input;
}

/** blade-system/client and blade-develop/datasource. Secrets and passwords are never answered (""). */
export function clientRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const client = (row: ClientData) => ({
    ...legacyAudit(row, options.timeZone),
    clientId: row.clientId,
    clientSecret: '',
    resourceIds: '',
    scope: row.scope,
    authorizedGrantTypes: row.authorizedGrantTypes,
    webServerRedirectUri: row.webServerRedirectUri ?? '',
    authorities: row.authorities ?? '',
    accessTokenValidity: row.accessTokenValidity,
    refreshTokenValidity: row.refreshTokenValidity,
    autoapprove: row.autoapprove ?? '',
  });
  const datasource = (row: DatasourceData) => ({
    ...legacyAudit(row, options.timeZone),
    name: row.name,
    driverClass: row.driverClass,
    url: row.url,
    username: row.username,
    password: '',
    remark: row.remark ?? '',
  });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/client/list',
      operation: LegacyClientListDocument,
      variables: (request) => ({ page: readPage(request), filter: { clientId: readParam(request, 'clientId', 48) || undefined } }),
      reshape: (data) => envelope(200, legacyPage(data.clients, client), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/client/detail',
      operation: LegacyClientDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, client(data.client), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/client/submit',
      partial: { detail: '/blade-system/client/detail' },
      operation: LegacyClientSubmitDocument,
      variables: (request) => ({ input: clientInput(request) }),
      // A secret the server generated is answered this once.
      reshape: (data) => {
        const secret = data.submitClient.generatedSecret;
        return envelope(200, secret ? { clientSecret: secret } : {}, DEFAULT_SUCCESS_MESSAGE);
      },
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/client/remove',
      operation: LegacyClientRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-develop/datasource/list',
      operation: LegacyDatasourceListDocument,
      variables: (request) => ({ page: readPage(request), filter: { name: readParam(request, 'name', 100) || undefined } }),
      reshape: (data) => envelope(200, legacyPage(data.datasources, datasource), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-develop/datasource/detail',
      operation: LegacyDatasourceDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, datasource(data.datasource), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-develop/datasource/submit',
      partial: { detail: '/blade-develop/datasource/detail' },
      operation: LegacyDatasourceSubmitDocument,
      variables: (request) => ({ input: readBody(request, ['id', 'name', 'driverClass', 'url', 'username', 'password', 'remark']) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-develop/datasource/remove',
      operation: LegacyDatasourceRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
