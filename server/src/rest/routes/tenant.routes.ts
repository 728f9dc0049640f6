import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyDateTime, legacyPage, parseLegacyDateTime, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyPackageDetailDocument,
  LegacyPackageListDocument,
  LegacyPackageRemoveDocument,
  LegacyPackageSelectDocument,
  LegacyPackageSubmitDocument,
  LegacyTenantDatasourceDocument,
  LegacyTenantDetailDocument,
  LegacyTenantListDocument,
  LegacyTenantPackageDetailDocument,
  LegacyTenantPackageSettingDocument,
  LegacyTenantRemoveDocument,
  LegacyTenantSelectDocument,
  LegacyTenantSettingDocument,
  LegacyTenantSubmitDocument,
} from '../generated/operations';

interface TenantData extends AuditData {
  tenantId: string;
  tenantName: string;
  domainUrl?: string | null;
  backgroundUrl?: string | null;
  linkman?: string | null;
  contactNumber?: string | null;
  address?: string | null;
  accountNumber: number;
  expireTime?: string | null;
  packageId?: string | null;
  datasourceId?: string | null;
}

interface PackageData extends AuditData {
  packageName: string;
  menuId: string;
  remark?: string | null;
}

const TENANT_BODY = ['id', 'tenantName', 'linkman', 'contactNumber', 'address', 'domainUrl', 'backgroundUrl', 'packageId'];

/** Saber 2.9 sends the login domain as `domain`, 3.0.1+ as `domainUrl`: accept both. */
function tenantBody(request: Request): Record<string, unknown> {
  const body = readBody(request, TENANT_BODY);
  const legacyDomain = (request.body as Record<string, unknown>)['domain'];
  if ((body['domainUrl'] === undefined || body['domainUrl'] === '') && typeof legacyDomain === 'string') {
    body['domainUrl'] = legacyDomain;
  }
  return body;
}

function settingInput(request: Request, timeZone: string): Record<string, unknown> {
  const accountNumber = readParam(request, 'accountNumber', 12);
  if (accountNumber !== undefined && accountNumber !== '' && !/^-?\d+$/.test(accountNumber)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'accountNumber' });
  }
  let expireTime: Date | undefined;
  try {
    expireTime = parseLegacyDateTime(readParam(request, 'expireTime', 32), timeZone);
  } catch {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'expireTime' });
  }
  return {
    ids: readIdList(request, 'ids'),
    accountNumber: accountNumber ? Number(accountNumber) : -1,
    expireTime: expireTime?.toISOString() ?? null,
  };
}

/** An optional id parameter: empty clears. */
function optionalId(request: Request, name: string): string | null {
  const value = readParam(request, name, 19);
  if (value === undefined || value.trim() === '') {
    return null;
  }
  if (!/^\d{1,19}$/.test(value.trim())) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return value.trim();
}

/** blade-system/tenant (except info, which is with the login routes) and blade-system/tenant-package. */
export function tenantRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const tenant = (row: TenantData) => ({
    ...legacyAudit(row, options.timeZone),
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    domainUrl: row.domainUrl ?? '',
    backgroundUrl: row.backgroundUrl ?? '',
    linkman: row.linkman ?? '',
    contactNumber: row.contactNumber ?? '',
    address: row.address ?? '',
    accountNumber: row.accountNumber,
    expireTime: legacyDateTime(row.expireTime, options.timeZone),
    // "nulls as null" in the legacy entity.
    packageId: row.packageId ?? null,
    datasourceId: row.datasourceId ?? null,
    licenseKey: '',
  });
  const tenantPackage = (row: PackageData) => ({
    ...legacyAudit(row, options.timeZone),
    packageName: row.packageName,
    menuId: row.menuId,
    remark: row.remark ?? '',
  });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant/list',
      operation: LegacyTenantListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          tenantId: readParam(request, 'tenantId', 12) || undefined,
          tenantName: readParam(request, 'tenantName', 50) || undefined,
          linkman: readParam(request, 'linkman', 20) || undefined,
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.tenants, tenant), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant/select',
      operation: LegacyTenantSelectDocument,
      reshape: (data) => envelope(200, data.tenantSelect.map(tenant), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant/detail',
      operation: LegacyTenantDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, tenant(data.tenant), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant/submit',
      partial: { detail: '/blade-system/tenant/detail', aliases: [['domainUrl', 'domain']] },
      operation: LegacyTenantSubmitDocument,
      variables: (request) => ({ input: tenantBody(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant/remove',
      operation: LegacyTenantRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant/setting',
      operation: LegacyTenantSettingDocument,
      variables: (request) => ({ input: settingInput(request, options.timeZone) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant/datasource',
      operation: LegacyTenantDatasourceDocument,
      variables: (request) => ({ tenantId: requireParam(request, 'tenantId', 12), datasourceId: optionalId(request, 'datasourceId') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant/package-detail',
      operation: LegacyTenantPackageDetailDocument,
      variables: (request) => ({ tenantRowId: requireParam(request, 'tenantId', 19) }),
      reshape: (data) => {
        const found = data.tenantPackageOfTenant;
        return dataEnvelope<Record<string, unknown>>(found ? tenantPackage(found) : null, {});
      },
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant/package-setting',
      operation: LegacyTenantPackageSettingDocument,
      variables: (request) => ({ tenantId: requireParam(request, 'tenantId', 12), packageId: optionalId(request, 'packageId') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant-package/list',
      operation: LegacyPackageListDocument,
      variables: (request) => ({ page: readPage(request), filter: { packageName: readParam(request, 'packageName', 50) || undefined } }),
      reshape: (data) => envelope(200, legacyPage(data.tenantPackages, tenantPackage), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant-package/select',
      operation: LegacyPackageSelectDocument,
      reshape: (data) => envelope(200, data.tenantPackageSelect.map(tenantPackage), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant-package/detail',
      operation: LegacyPackageDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, tenantPackage(data.tenantPackage), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant-package/submit',
      partial: { detail: '/blade-system/tenant-package/detail' },
      operation: LegacyPackageSubmitDocument,
      variables: (request) => {
        const input = readBody(request, ['id', 'packageName', 'menuId', 'remark']);
        // The package UI may send the checked keys as an array instead of the comma-joined string.
        if (Array.isArray(input['menuId'])) {
          input['menuId'] = (input['menuId'] as unknown[]).map(String).join(',');
        }
        // An empty selection must reach validation ("please select menu"), not vanish as an empty id.
        input['menuId'] ??= '';
        return { input };
      },
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/tenant-package/remove',
      operation: LegacyPackageRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
