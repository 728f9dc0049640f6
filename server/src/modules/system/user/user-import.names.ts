import type { EntityManager } from '@mikro-orm/core';
import type { MessageKey } from '../../../core/errors/messages';
import { Dept } from '../dept/dept.entity';
import { Post } from '../post/post.entity';
import { Role } from '../role/role.entity';
import { listOf, type UserColumnKey } from './user-sheet';

type Kind = 'role' | 'dept' | 'post';

const KINDS: Record<Kind, { idKey: UserColumnKey; nameKey: UserColumnKey; invalid: MessageKey }> = {
  role: { idKey: 'roleId', nameKey: 'roleName', invalid: 'user.roleInvalid' },
  dept: { idKey: 'deptId', nameKey: 'deptName', invalid: 'user.deptInvalid' },
  post: { idKey: 'postId', nameKey: 'postName', invalid: 'user.postInvalid' },
};

export type ProblemReporter = (key: UserColumnKey, messageKey: MessageKey, params: Record<string, string>) => void;

/** Roles, departments and posts of the caller's tenant (the EntityManager's tenant filter), by id and by name. */
export class NameResolver {
  private constructor(private readonly entries: Record<Kind, Array<{ id: string; name: string }>>) {}

  static async load(em: EntityManager): Promise<NameResolver> {
    const [roles, depts, posts] = await Promise.all([
      em.find(Role, {}, { fields: ['id', 'roleName'] }),
      em.find(Dept, {}, { fields: ['id', 'deptName'] }),
      em.find(Post, {}, { fields: ['id', 'postName'] }),
    ]);
    return new NameResolver({
      role: roles.map((role) => ({ id: role.id, name: role.roleName })),
      dept: depts.map((dept) => ({ id: dept.id, name: dept.deptName })),
      post: posts.map((post) => ({ id: post.id, name: post.postName })),
    });
  }

  /** Ids named in the id column and the name column of one row; unknown or ambiguous entries are reported. */
  resolve(kind: Kind, idsText: string, namesText: string, report: ProblemReporter): string[] {
    const { idKey, nameKey, invalid } = KINDS[kind];
    const entries = this.entries[kind];
    const ids = new Set<string>();
    for (const id of listOf(idsText)) {
      if (entries.some((entry) => entry.id === id)) {
        ids.add(id);
      } else {
        report(idKey, invalid, { name: id });
      }
    }
    for (const name of listOf(namesText)) {
      const matches = entries.filter((entry) => entry.name === name);
      if (matches.length === 1 && matches[0]) {
        ids.add(matches[0].id);
      } else {
        report(nameKey, matches.length === 0 ? invalid : 'user.importAmbiguous', { name });
      }
    }
    return [...ids];
  }
}
