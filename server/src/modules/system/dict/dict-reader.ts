import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { DictionaryCache } from './dictionary-cache';
import { dictFindOptions, dictOrder, dictWhere, type DictTable } from './dict-table';
import type { DictFilter } from './dict.inputs';
import { ROOT_PARENT_ID, toDictEntry, toDictionaryItem, type DictColumns, type DictEntry, type DictionaryItem } from './dict.types';

const SORTABLE = ['sort', 'code', 'dictValue', 'createTime', 'updateTime'];
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
  private readonly cache = new DictionaryCache();

  constructor(private readonly table: DictTable<T>) {}

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
    const key = `${this.table.partition(context)}\u0000${code}`;
    const cached = this.cache.get(key);
    if (cached) {
      return cached;
    }
    const where = dictWhere<T>({ code, parentId: { $ne: ROOT_PARENT_ID }, isSealed: 0 });
    const options = dictFindOptions<T>({
      orderBy: BY_SORT,
      fields: ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark'],
      disableIdentityMap: true,
    });
    const items = (await context.em.find(this.table.entity, where, options)).map(toDictionaryItem);
    this.cache.set(key, items);
    return items;
  }

  invalidate(): void {
    this.cache.clear();
  }
}

function withParentNames<T extends DictColumns>(known: T[], rows: T[]): DictEntry[] {
  const names = new Map(known.map((row) => [row.id, row.dictValue]));
  return rows.map((row) => toDictEntry(row, names.get(row.parentId) ?? null));
}
