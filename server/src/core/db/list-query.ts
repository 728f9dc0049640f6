import type { EntityManager, EntityName, FilterQuery, FindOptions, QueryOrderMap } from '@mikro-orm/core';
import { AppError } from '../errors/app-error';
import type { PageInput, PageResult, SortInput } from '../graphql/page.types';

/** Escapes LIKE wildcards so user text matches literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
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

/** One page of rows plus the total, in the legacy page shape. */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  page: PageInput,
  orderBy: QueryOrderMap<T>,
  options: Omit<FindOptions<T>, 'limit' | 'offset' | 'orderBy'> = {},
): Promise<PageResult<T>> {
  const [records, total] = await em.findAndCount(entity, where, {
    ...options,
    limit: page.size,
    offset: (page.current - 1) * page.size,
    orderBy,
  } as FindOptions<T>);
  return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
}
