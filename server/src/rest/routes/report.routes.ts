import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyDateTime, legacyPage } from '../legacy-format';
import { readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyReportDetailDocument,
  LegacyReportListDocument,
  LegacyReportRemoveDocument,
  type LegacyReportFieldsFragment,
} from '../generated/operations';

/**
 * blade-report/report/rest (contract §3.19): report definitions in the shape of UReport's ReportFile
 * (id, name, createTime, updateTime, isDeleted); `detail` adds `content`, the definition as JSON (base64, as the
 * legacy server sent the stored file's bytes) instead of UReport XML. `/ureport/*` does not exist.
 */
export function reportRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const file = (row: LegacyReportFieldsFragment) => ({
    id: row.id,
    name: row.name,
    createTime: legacyDateTime(row.createTime, options.timeZone),
    updateTime: legacyDateTime(row.updateTime, options.timeZone),
    isDeleted: 0,
  });
  const withContent = (row: LegacyReportFieldsFragment) => {
    const { createTime: _created, updateTime: _updated, ...definition } = row;
    return { ...file(row), content: Buffer.from(JSON.stringify(definition), 'utf8').toString('base64') };
  };
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-report/report/rest/list',
      operation: LegacyReportListDocument,
      variables: (request) => ({ page: readPage(request), filter: { name: readParam(request, 'name') || undefined } }),
      reshape: (data) => envelope(200, legacyPage(data.reportDefinitions, file), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-report/report/rest/detail',
      operation: LegacyReportDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, withContent(data.reportDefinition), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-report/report/rest/remove',
      operation: LegacyReportRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
