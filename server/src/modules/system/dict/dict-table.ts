import type { EntityName, FilterQuery, FindOptions, QueryOrderMap } from '@mikro-orm/core';
import type { SignedInContext } from '../../../core/http/request-context';
import type { DictColumns } from './dict.types';

/** Which table a dictionary store works on and how callers are partitioned (system: global; business: per tenant). */
export interface DictTable<T extends DictColumns> {
  entity: EntityName<T>;
  /** Cache partition of the caller: one for everybody (system) or the caller's tenant (business). */
  partition(context: SignedInContext): string;
}

/**
 * A condition on the columns both dictionary tables share. The stores are generic over the two
 * entities, which the ORM's condition types cannot express, so the shared shape is asserted here once.
 */
export function dictWhere<T extends DictColumns>(condition: Record<string, unknown>): FilterQuery<T> {
  return condition as unknown as FilterQuery<T>;
}

/** Find options over the shared columns (see dictWhere). */
export function dictFindOptions<T extends DictColumns>(options: Record<string, unknown>): FindOptions<T> {
  return options as unknown as FindOptions<T>;
}

/** An order over the shared columns (see dictWhere). */
export function dictOrder<T extends DictColumns>(order: Record<string, 'asc' | 'desc'>): QueryOrderMap<T> {
  return order as unknown as QueryOrderMap<T>;
}
