import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../core/db/list-query';
import { AppError } from '../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../core/graphql/page.types';
import type { SignedInContext } from '../../core/http/request-context';
import { isId } from '../../core/ids/snowflake';
import type { MenuService } from '../system/menu/menu.service';
import { ApiLog } from './api-log.entity';
import { ErrorLog } from './error-log.entity';
import type { LogFilter } from './log.inputs';
import type { LogRecord } from './log-record.entity';
import { UsualLog } from './usual-log.entity';

export type LogKind = 'usual' | 'api' | 'error';

const ENTITY = { usual: UsualLog, api: ApiLog, error: ErrorLog } as const;
type LogOf<K extends LogKind> = InstanceType<(typeof ENTITY)[K]>;

const SORTABLE = ['createTime', 'serviceId', 'serverHost', 'requestUri', 'method', 'createBy'] as const;

/** Reads of the three log tables, newest first, in the caller's tenant only (tenant filter). */
export class LogQueryService {
  constructor(private readonly menus: MenuService) {}

  async page<K extends LogKind>(
    context: SignedInContext,
    kind: K,
    filter: LogFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<LogOf<K>>> {
    await this.menus.require(context, `log_${kind}`);
    const where: FilterQuery<LogRecord> = {};
    for (const field of ['serviceId', 'serverHost', 'requestUri', 'createBy'] as const) {
      const text = filter?.[field];
      if (text) {
        where[field] = { $like: containsPattern(text) };
      }
    }
    if (filter?.method) {
      where.method = filter.method.toUpperCase();
    }
    if (filter?.createTimeFrom || filter?.createTimeTo) {
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    }
    const orderBy = orderByOf<LogRecord>(sort, SORTABLE, { createTime: 'desc', id: 'desc' });
    return findPage(context.em, ENTITY[kind], where as FilterQuery<LogOf<K>>, page, orderBy) as Promise<PageResult<LogOf<K>>>;
  }

  async detail<K extends LogKind>(context: SignedInContext, kind: K, id: string): Promise<LogOf<K>> {
    await this.menus.require(context, `log_${kind}_view`);
    const row = isId(id) ? await context.em.findOne(ENTITY[kind], { id }) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return row as LogOf<K>;
  }
}
