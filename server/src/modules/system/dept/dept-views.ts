import type { EntityManager } from '@mikro-orm/core';
import { dictLabels } from '../dict/dict-labels';
import { Dept } from './dept.entity';
import { toDeptView, type DeptView } from './dept.types';

/** Views of departments with their type labels, parent names and whether they have children (3 queries). */
export async function deptViews(em: EntityManager, depts: Dept[]): Promise<DeptView[]> {
  if (depts.length === 0) {
    return [];
  }
  const ids = depts.map((dept) => dept.id);
  const parentNames = new Map(depts.map((dept) => [dept.id, dept.deptName]));
  const missingParents = [...new Set(depts.map((dept) => dept.parentId))].filter((id) => id !== '0' && !parentNames.has(id));
  if (missingParents.length > 0) {
    for (const parent of await em.find(Dept, { id: { $in: missingParents } })) {
      parentNames.set(parent.id, parent.deptName);
    }
  }
  const children = await em.find(Dept, { parentId: { $in: ids } });
  const withChildren = new Set(children.map((child) => child.parentId));
  const categoryNames = await dictLabels(em, 'org_category');
  return depts.map((dept) => toDeptView(dept, { categoryNames, parentNames, withChildren }));
}
