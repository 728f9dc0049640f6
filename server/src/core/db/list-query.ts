import {
  RawQueryFragment,
  type CountOptions,
  type EntityManager,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { AppError } from '../errors/app-error';
import type { PageInput, PageResult, SortInput } from '../graphql/page.types';

/** Escapes LIKE wildcards so user text matches literally. */
export function containsPattern(text: string): string {
  return likePattern(text, 'contains');
}

/** A LIKE pattern matching user text literally (wildcards escaped) anywhere, at the start or at the end. */
export function likePattern(text: string, mode: 'contains' | 'startsWith' | 'endsWith'): string {
  const literal = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return `${mode === 'startsWith' ? '' : '%'}${literal}${mode === 'endsWith' ? '' : '%'}`;
}

/** Turns client sort keys into an ORM order map; only the listed fields are accepted. */
export function orderByOf<T>(
  sort: SortInput[] | null | undefined,
  allowed: ReadonlyArray<keyof T & string>,
  fallback: QueryOrderMap<T>,
): QueryOrderMap<T> {
  if (!sort || sort.length === 0) {
    return fallback;
  }
  const order: Record<string, 'asc' | 'desc'> = {};
  for (const key of sort) {
    if (!(allowed as readonly string[]).includes(key.field)) {
      throw new AppError('VALIDATION', 'errors.sortField', { name: key.field });
    }
    const direction = key.direction.toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'direction' });
    }
    order[key.field] = direction === 'ASC' ? 'asc' : 'desc';
  }
  return order as QueryOrderMap<T>;
}

/**
 * One page of rows plus the total, in the legacy page shape. A page shorter than the page size tells the
 * total by itself (rows before it plus its own), so the count query runs only for full or empty pages.
 */
export async function findPage<T extends object, Excluded extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  page: PageInput,
  orderBy: QueryOrderMap<T>,
  options: Omit<FindOptions<T, never, '*', Excluded>, 'limit' | 'offset' | 'orderBy'> = {},
): Promise<PageResult<T>> {
  const offset = (page.current - 1) * page.size;
  const findOptions = { ...options, limit: page.size, offset, orderBy } as FindOptions<T>;
  // Like em.findAndCount: raw fragments of the condition (sub-queries) stay alive for both statements.
  const [records, total] = await RawQueryFragment.run(async () => {
    const rows = await em.find(entity, where, findOptions);
    const known = rows.length < page.size && (rows.length > 0 || offset === 0);
    return [rows, known ? offset + rows.length : await em.count(entity, where, findOptions as CountOptions<T>)] as const;
  });
  return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
}
