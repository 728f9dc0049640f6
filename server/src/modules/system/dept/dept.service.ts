import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { lockAll } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { removeTreeRows } from '../../../core/db/tree-rows';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { dictLabels } from '../dict/dict-labels';
import type { MenuService } from '../menu/menu.service';
import { childAncestors } from './dept-hierarchy';
import type { DeptQueryService } from './dept-query.service';
import { deptViews } from './dept-views';
import { Dept } from './dept.entity';
import type { DeptInput } from './dept.inputs';
import type { DeptView } from './dept.types';

/** Changes to the caller's tenant's departments. */
export class DeptService {
  constructor(
    private readonly menus: MenuService,
    private readonly queries: DeptQueryService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /**
   * Adds (no id; dept_add) or changes (dept_edit) a department. The parent must be a department of
   * the caller's tenant and not the department itself or one below it; `ancestors` follows the parent
   * and moves along for every department below.
   */
  async submit(context: SignedInContext, input: DeptInput): Promise<DeptView> {
    await this.menus.require(context, input.id ? 'dept_edit' : 'dept_add');
    const em = context.em;
    const categories = await dictLabels(em, 'org_category');
    if (!categories.has(String(input.deptCategory))) {
      throw new AppError('VALIDATION', 'errors.dictUnknown', { name: 'deptCategory' }, [
        { field: 'deptCategory', messageKey: 'errors.dictUnknown', params: { name: 'deptCategory' } },
      ]);
    }
    // The tenant's tree changes one change at a time, each checked against the tree as the one before left it.
    const dept = await inTransaction(em, async () => {
      await lockAll(em, Dept);
      const existing = input.id ? await this.queries.find(context, input.id) : null;
      const parent = await this.parentOf(context, input.parentId, existing);
      const ancestors = childAncestors(parent);
      const row = existing ?? new Dept();
      em.persist(row);
      if (existing && existing.ancestors !== ancestors) {
        await this.moveDescendants(context, existing, ancestors);
      }
      row.parentId = parent?.id ?? '0';
      row.ancestors = ancestors;
      row.deptName = input.deptName.trim();
      row.fullName = input.fullName.trim();
      row.deptCategory = input.deptCategory;
      row.sort = input.sort;
      row.remark = input.remark ?? null;
      return row;
    });
    this.invalidation.publish({ topic: 'names', tenantId: context.actor.tenantId });
    const [view] = await deptViews(em, [dept]);
    if (!view) {
      throw new AppError('INTERNAL', 'errors.internal');
    }
    return view;
  }

  /** Soft-deletes departments; refused while any of them has a sub-department that is not deleted with it. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'dept_delete');
    const list = requireIdList(ids);
    const removed = await removeTreeRows(context.em, Dept, list, context.actor.userId);
    this.invalidation.publish({ topic: 'names', tenantId: context.actor.tenantId });
    return removed;
  }

  private async parentOf(context: SignedInContext, parentId: string | undefined, self: Dept | null): Promise<Dept | null> {
    if (!parentId || parentId === '0') {
      return null;
    }
    if (self && parentId === self.id) {
      throw new AppError('VALIDATION', 'errors.parentSelf', {}, [{ field: 'parentId', messageKey: 'errors.parentSelf' }]);
    }
    // The tenant filter keeps other tenants' departments out: they are "not found" here.
    const parent = await context.em.findOne(Dept, { id: parentId });
    if (!parent) {
      throw new AppError('VALIDATION', 'errors.parentNotFound', {}, [{ field: 'parentId', messageKey: 'errors.parentNotFound' }]);
    }
    if (self && parent.ancestors.split(',').includes(self.id)) {
      throw new AppError('VALIDATION', 'errors.parentDescendant', {}, [{ field: 'parentId', messageKey: 'errors.parentDescendant' }]);
    }
    return parent;
  }

  private async moveDescendants(context: SignedInContext, dept: Dept, ancestors: string): Promise<void> {
    const oldPrefix = `${dept.ancestors},${dept.id}`;
    const newPrefix = `${ancestors},${dept.id}`;
    const below = await context.em.find(Dept, { $or: [{ ancestors: oldPrefix }, { ancestors: { $like: `${oldPrefix},%` } }] });
    for (const child of below) {
      child.ancestors = newPrefix + child.ancestors.slice(oldPrefix.length);
    }
  }
}
