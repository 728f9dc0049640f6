import type { EntityManager } from '@mikro-orm/core';
import { Dict } from './dict.entity';

/** Item labels of a system dictionary: dictKey -> dictValue (roots excluded). */
export async function dictLabels(em: EntityManager, code: string): Promise<Map<string, string>> {
  const items = await em.find(Dict, { code, parentId: { $ne: '0' } }, { orderBy: { sort: 'asc' } });
  return new Map(items.map((item) => [item.dictKey, item.dictValue]));
}
