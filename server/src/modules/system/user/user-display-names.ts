import type { EntityManager } from '@mikro-orm/core';
import { User } from './user.entity';

/** Display names of users: one query for every id of a page (real name, else name, else account). */
export async function userNamesOf(em: EntityManager, ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) {
    return new Map();
  }
  const users = await em.find(
    User,
    { id: { $in: wanted } },
    { fields: ['id', 'account', 'name', 'realName'], filters: { notDeleted: false } },
  );
  return new Map(users.map((user) => [user.id, user.realName || user.name || user.account]));
}
