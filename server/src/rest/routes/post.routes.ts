import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { legacyAudit, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyPostDetailDocument,
  LegacyPostListDocument,
  LegacyPostRemoveDocument,
  LegacyPostSelectDocument,
  LegacyPostSubmitDocument,
} from '../generated/operations';

interface PostData extends AuditData {
  tenantId: string;
  category: number;
  categoryName: string;
  postCode: string;
  postName: string;
  sort: number;
  remark: string;
}

/** blade-system/post. */
export function postRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const post = (row: PostData) => ({
    ...legacyAudit(row, options.timeZone),
    tenantId: row.tenantId,
    category: row.category,
    postCode: row.postCode,
    postName: row.postName,
    sort: row.sort,
    remark: row.remark,
  });
  const postVo = (row: PostData) => ({ ...post(row), categoryName: row.categoryName });
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/post/list',
      operation: LegacyPostListDocument,
      variables: (request) => {
        const category = readParam(request, 'category', 10);
        if (category !== undefined && category !== '' && !/^\d+$/.test(category)) {
          throw new AppError('VALIDATION', 'errors.paramType', { name: 'category' });
        }
        return {
          page: readPage(request),
          filter: {
            category: category ? Number(category) : undefined,
            postCode: readParam(request, 'postCode', 12) || undefined,
            postName: readParam(request, 'postName', 64) || undefined,
          },
        };
      },
      reshape: (data) => envelope(200, legacyPage(data.posts, postVo), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/post/select',
      operation: LegacyPostSelectDocument,
      reshape: (data) => dataEnvelope(data.postSelect.map(post), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/post/detail',
      operation: LegacyPostDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, postVo(data.post), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/post/submit',
      partial: { detail: '/blade-system/post/detail' },
      operation: LegacyPostSubmitDocument,
      variables: (request) => ({
        input: withIntFields(readBody(request, ['id', 'category', 'postCode', 'postName', 'sort', 'remark']), ['category', 'sort']),
      }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/post/remove',
      operation: LegacyPostRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
