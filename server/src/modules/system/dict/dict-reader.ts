import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { ReadCache } from '../../../core/cache/read-cache';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { dictFindOptions, dictOrder, dictWhere, type DictTable } from './dict-table';
import type { DictFilter } from './dict.inputs';
import { ROOT_PARENT_ID, toDictEntry, toDictionaryItem, type DictColumns, type DictEntry, type DictionaryItem } from './dict.types';

const SORTABLE = ['sort', 'code', 'dictValue', 'createTime', 'updateTime'];
/** Codes kept per partition (system, or one tenant's business dictionaries); the TTL is only a safety net. */
const CACHE_CAPACITY = 5_000;
const CACHE_TTL_MS = 300_000;
const BY_SORT: Record<string, 'asc' | 'desc'> = { sort: 'asc', id: 'asc' };

function filterWhere(filter: DictFilter | null | undefined): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const key of ['code', 'dictValue', 'dictKey'] as const) {
    const text = filter?.[key]?.trim();
    if (text) {
      where[key] = { $like: containsPattern(text) };
    }
  }
  return where;
}

/** Reads of one dictionary table; the caller has already been checked. */
export class DictReader<T extends DictColumns & object> {
  private readonly cache = new ReadCache<DictionaryItem[]>({ capacity: CACHE_CAPACITY, ttlMs: CACHE_TTL_MS });

  constructor(
    private readonly table: DictTable<T>,
    invalidation: CacheInvalidation,
  ) {
    invalidation.subscribe((event) => {
      if (event.topic === 'dictionary') {
        this.cache.deleteWhere((scope) => scope.partition === event.partition);
      } else if (event.topic === 'everything') {
        this.cache.deleteWhere((scope) => event.tenantId === null || scope.tenantId === event.tenantId);
      }
    });
  }

  /** Roots (parentId 0), one page, ordered by sort unless told otherwise. */
  async parents(
    context: SignedInContext,
    filter: DictFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<DictEntry>> {
    const where = dictWhere<T>({ ...filterWhere(filter), parentId: ROOT_PARENT_ID });
    const orderBy = orderByOf<T>(sort, SORTABLE as Array<keyof T & string>, dictOrder<T>(BY_SORT));
    const result = await findPage(context.em, this.table.entity, where, page, orderBy);
    return { ...result, records: result.records.map((row) => toDictEntry(row)) };
  }

  /** Every row carrying the code of the parent, except the parent itself; empty for an unknown parent. */
  async children(context: SignedInContext, parentId: string, filter: DictFilter | null | undefined): Promise<DictEntry[]> {
    if (!isId(parentId) || parentId === ROOT_PARENT_ID) {
      return [];
    }
    const parent = await context.em.findOne(this.table.entity, dictWhere<T>({ id: parentId }));
    if (!parent) {
      return [];
    }
    const where = dictWhere<T>({ ...filterWhere(filter), code: parent.code, id: { $ne: parent.id } });
    const rows = await context.em.find(this.table.entity, where, dictFindOptions<T>({ orderBy: BY_SORT }));
    return withParentNames([parent, ...rows], rows);
  }

  /** Every row (optionally filtered), ordered by sort: the whole tree, flat. */
  async tree(context: SignedInContext, filter: DictFilter | null | undefined): Promise<DictEntry[]> {
    const rows = await context.em.find(this.table.entity, dictWhere<T>(filterWhere(filter)), dictFindOptions<T>({ orderBy: BY_SORT }));
    return withParentNames(rows, rows);
  }

  async detail(context: SignedInContext, id: string): Promise<DictEntry> {
    const row = isId(id) ? await context.em.findOne(this.table.entity, dictWhere<T>({ id })) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    if (row.parentId === ROOT_PARENT_ID) {
      return toDictEntry(row);
    }
    const parent = await context.em.findOne(this.table.entity, dictWhere<T>({ id: row.parentId }));
    return toDictEntry(row, parent?.dictValue ?? null);
  }

  /** Items of a code (not roots, not sealed, not deleted) by sort; cached briefly per partition. */
  async dictionary(context: SignedInContext, code: string): Promise<DictionaryItem[]> {
    if (code.length > 255) {
      throw new AppError('VALIDATION', 'errors.paramTooLong', { name: 'code' });
    }
    const partition = this.table.partition(context);
    // Keyed by the partition and the caller's tenant: business partitions are a tenant's own.
    return this.cache.through({ tenantId: context.actor.tenantId, partition }, `${partition}\u0000${code}`, async () => {
      const where = dictWhere<T>({ code, parentId: { $ne: ROOT_PARENT_ID }, isSealed: 0 });
      const options = dictFindOptions<T>({
        orderBy: BY_SORT,
        fields: ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark'],
        disableIdentityMap: true,
      });
      return (await context.em.find(this.table.entity, where, options)).map(toDictionaryItem);
    });
  }
}

function withParentNames<T extends DictColumns>(known: T[], rows: T[]): DictEntry[] {
  const names = new Map(known.map((row) => [row.id, row.dictValue]));
  return rows.map((row) => toDictEntry(row, names.get(row.parentId) ?? null));
}
