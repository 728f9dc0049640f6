import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { legacyPage } from '../legacy-format';
import { readBody, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import {
  LegacyRegionDetailDocument,
  LegacyRegionLazyListDocument,
  LegacyRegionLazyTreeDocument,
  LegacyRegionListDocument,
  LegacyRegionRemoveDocument,
  LegacyRegionSelectDocument,
  LegacyRegionSubmitDocument,
} from '../generated/operations';

const TEXT_FIELDS = [
  'code',
  'parentCode',
  'ancestors',
  'name',
  'provinceCode',
  'provinceName',
  'cityCode',
  'cityName',
  'districtCode',
  'districtName',
  'townCode',
  'townName',
  'villageCode',
  'villageName',
] as const;

type RegionData = Record<(typeof TEXT_FIELDS)[number], string | null> & {
  regionLevel: number;
  sort: number;
  remark: string | null;
  parentName?: string | null;
  hasChildren?: boolean;
};

/** The legacy Region (its key is the code; unset texts are ""). */
function region(row: RegionData): Record<string, string | number> {
  const shaped: Record<string, string | number> = {};
  for (const field of TEXT_FIELDS) {
    shaped[field] = row[field] ?? '';
  }
  return { ...shaped, regionLevel: row.regionLevel, sort: row.sort, remark: row.remark ?? '' };
}

/** RegionVO: the region plus id = code, parentId = parentCode, parentName and hasChildren. */
function regionVo(row: RegionData) {
  return {
    ...region(row),
    id: row.code ?? '',
    parentId: row.parentCode ?? '',
    parentName: row.parentName ?? '',
    hasChildren: row.hasChildren ?? false,
  };
}

const code = (request: Request, name: string): string | undefined => readParam(request, name, 12) || undefined;

/** Lazy lists: children of parentCode (every region when absent), optional code prefix and name filters. */
const lazyVariables = (request: Request) => ({
  parentCode: code(request, 'parentCode') ?? null,
  filter: { code: code(request, 'code'), name: readParam(request, 'name', 64) || undefined },
});

function listFilter(request: Request) {
  const level = readParam(request, 'regionLevel', 2);
  if (level && !/^\d$/.test(level)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'regionLevel' });
  }
  return {
    code: code(request, 'code'),
    parentCode: code(request, 'parentCode'),
    name: readParam(request, 'name', 64) || undefined,
    regionLevel: level ? Number(level) : undefined,
  };
}

function submitInput(request: Request): Record<string, unknown> {
  const body = readBody(request, ['code', 'parentCode', 'name', 'sort', 'remark']);
  for (const field of ['code', 'parentCode'] as const) {
    if (typeof body[field] === 'number') {
      body[field] = String(body[field]);
    }
  }
  if (typeof body['sort'] === 'string' && /^\d{1,8}$/.test(body['sort'])) {
    body['sort'] = Number(body['sort']);
  }
  return body;
}

/** blade-system/region: regions keyed by code. */
export function regionRoutes(): LegacyRoute[] {
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/region/lazy-tree',
      operation: LegacyRegionLazyTreeDocument,
      variables: lazyVariables,
      reshape: (data) =>
        dataEnvelope(
          data.regionChildren.map((row) => ({
            id: row.code,
            parentId: row.parentCode,
            title: row.name,
            key: row.code,
            value: row.code,
            hasChildren: row.hasChildren ?? false,
          })),
          [],
        ),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/region/lazy-list',
      operation: LegacyRegionLazyListDocument,
      variables: lazyVariables,
      reshape: (data) => dataEnvelope(data.regionChildren.map(regionVo), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/region/list',
      operation: LegacyRegionListDocument,
      variables: (request) => ({ page: readPage(request), filter: listFilter(request) }),
      reshape: (data) => envelope(200, legacyPage(data.regions, region), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/region/detail',
      operation: LegacyRegionDetailDocument,
      variables: (request) => ({ code: requireParam(request, 'code', 12) }),
      reshape: (data) => envelope(200, regionVo(data.region), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/region/select',
      operation: LegacyRegionSelectDocument,
      variables: (request) => ({ parentCode: code(request, 'code') ?? '00' }),
      reshape: (data) => dataEnvelope(data.regionOptions.map(region), []),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/region/submit',
      partial: { detail: '/blade-system/region/detail', key: 'code', insertWhenMissing: true },
      operation: LegacyRegionSubmitDocument,
      variables: (request) => ({ input: submitInput(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/region/remove',
      operation: LegacyRegionRemoveDocument,
      // The legacy client sends the code as `id`.
      variables: (request) => ({ code: readParam(request, 'code', 12) || requireParam(request, 'id', 12) }),
      reshape: statusOk,
    }),
  ];
}
