import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { parseLegacyDateTime } from '../legacy-dates';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyAudit, legacyDateTime, legacyPage, type AuditData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  LegacyNoticeDetailDocument,
  LegacyNoticeListDocument,
  LegacyNoticeRemoveDocument,
  LegacyNoticeSubmitDocument,
} from '../generated/operations';

interface NoticeData extends AuditData {
  title: string;
  category: number;
  categoryName: string | null;
  releaseTime: string | null;
  content: string;
  state: string;
}

function categoryOf(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{1,6}$/.test(value.trim())) {
    return Number(value.trim());
  }
  return value;
}

/** blade-desk/notice: notices of the caller's tenant. */
export function noticeRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const { timeZone } = options;
  const notice = (row: NoticeData) => ({
    ...legacyAudit(row, timeZone),
    title: row.title,
    category: row.category,
    categoryName: row.categoryName ?? '',
    releaseTime: legacyDateTime(row.releaseTime, timeZone),
    content: row.content,
  });
  const date = (request: Request, name: string) => parseLegacyDateTime(readParam(request, name, 32), timeZone, name)?.toISOString();

  const listFilter = (request: Request) => {
    const category = readParam(request, 'category', 6) || readParam(request, 'category_equal', 6);
    if (category && !/^\d+$/.test(category)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'category' });
    }
    return {
      title: readParam(request, 'title') || undefined,
      category: category ? Number(category) : undefined,
      releaseTimeFrom: date(request, 'releaseTime_datege'),
      releaseTimeTo: date(request, 'releaseTime_datelt'),
      createTimeFrom: date(request, 'createTime_dategt'),
      createTimeTo: date(request, 'createTime_datelt'),
    };
  };

  const submitInput = (request: Request) => {
    const body = readBody(request, ['id', 'title', 'category', 'releaseTime', 'content']);
    const releaseTime = body['releaseTime'];
    if (releaseTime !== undefined && releaseTime !== null && typeof releaseTime !== 'string') {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'releaseTime' });
    }
    return {
      ...body,
      category: categoryOf(body['category']),
      releaseTime: parseLegacyDateTime(releaseTime ?? undefined, timeZone, 'releaseTime')?.toISOString(),
      // The legacy desk had no drafts: a notice it saves is visible at once.
      ...(body['id'] ? {} : { state: 'PUBLISHED' }),
    };
  };

  return [
    operationRoute({
      method: 'GET',
      path: '/blade-desk/notice/list',
      operation: LegacyNoticeListDocument,
      variables: (request) => ({ page: readPage(request), filter: listFilter(request) }),
      reshape: (data) => envelope(200, legacyPage(data.notices, notice), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-desk/notice/detail',
      operation: LegacyNoticeDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, notice(data.notice), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-desk/notice/submit',
      partial: { detail: '/blade-desk/notice/detail' },
      operation: LegacyNoticeSubmitDocument,
      variables: (request) => ({ input: submitInput(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-desk/notice/remove',
      operation: LegacyNoticeRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
