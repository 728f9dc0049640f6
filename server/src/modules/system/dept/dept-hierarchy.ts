import type { EntityManager } from '@mikro-orm/core';
import { isId } from '../../../core/ids/snowflake';
import { Dept } from './dept.entity';

/** The departments `ids` plus every department below them (by their ancestors path), in the EM's tenant. */
export async function deptAndDescendantIds(em: EntityManager, ids: string[]): Promise<string[]> {
  const safe = ids.filter(isId);
  if (safe.length === 0) {
    return [];
  }
  const below = safe.flatMap((id) => [{ ancestors: { $like: `%,${id}` } }, { ancestors: { $like: `%,${id},%` } }]);
  const rows = await em.find(Dept, { $or: [{ id: { $in: safe } }, ...below] });
  return [...new Set([...safe, ...rows.map((row) => row.id)])];
}

/** Ancestors path of a child of `parent` ("0" for roots). */
export function childAncestors(parent: Dept | null): string {
  return parent ? `${parent.ancestors},${parent.id}` : '0';
}
