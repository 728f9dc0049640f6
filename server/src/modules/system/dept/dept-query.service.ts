import { isPlatformActor } from '../../../core/auth/platform';
import { splitIds } from '../../../core/auth/actor';
import { containsPattern } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import { treeNodesOf, type TreeNode } from '../../../core/graphql/tree-node.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { checkIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../menu/menu.service';
import { withDataScope, type DataScopeRules } from '../scope/data-scope-rules.service';
import { User } from '../user/user.entity';
import { Dept } from './dept.entity';
import type { DeptFilter } from './dept.inputs';
import type { DeptView } from './dept.types';
import { deptViews } from './dept-views';

/** Data-scope resource code of the department lists. */
export const DEPT_RESOURCE = 'dept';

const ORDER = { sort: 'asc', id: 'asc' } as const;

interface DeptWhere {
  parentId?: string;
  deptName?: { $like: string };
  fullName?: { $like: string };
}

/** Reads of the caller's tenant's departments: lists (data-scoped), trees, selection, detail. */
export class DeptQueryService {
  constructor(
    private readonly menus: MenuService,
    private readonly dataScopes: DataScopeRules,
  ) {}

  /** Every department matching the filter, flat (nest by parentId), restricted by the caller's data scope. */
  async list(context: SignedInContext, filter: DeptFilter | null | undefined): Promise<DeptView[]> {
    await this.menus.require(context, 'dept');
    const where = this.filterOf(filter);
    const rows = await context.em.find(Dept, withDataScope<Dept>(where, await this.dataScopes.conditionFor<Dept>(context, DEPT_RESOURCE)), {
      orderBy: ORDER,
    });
    return deptViews(context.em, rows);
  }

  /**
   * One level below `parentId`; without a parent and without filters the top level. A search (filters
   * and no parent) answers a flat list of every match. Restricted by the caller's data scope.
   */
  async lazyList(
    context: SignedInContext,
    parentId: string | null | undefined,
    filter: DeptFilter | null | undefined,
  ): Promise<DeptView[]> {
    await this.menus.require(context, 'dept');
    const where = this.filterOf(filter);
    const searching = Boolean(filter?.deptName || filter?.fullName);
    if (parentId && parentId !== '0') {
      where.parentId = this.checkedId(parentId, 'parentId');
    } else if (parentId === '0' || !searching) {
      where.parentId = await this.topLevelOf(context);
    }
    const rows = await context.em.find(Dept, withDataScope<Dept>(where, await this.dataScopes.conditionFor<Dept>(context, DEPT_RESOURCE)), {
      orderBy: ORDER,
    });
    return deptViews(context.em, rows);
  }

  async tree(context: SignedInContext): Promise<TreeNode[]> {
    const rows = await context.em.find(Dept, {}, { orderBy: ORDER });
    return treeNodesOf(rows, (dept) => dept.deptName);
  }

  /** One level of the tree below `parentId` ("0" for the roots), each node saying whether it has children. */
  async lazyTree(context: SignedInContext, parentId: string | null | undefined): Promise<TreeNode[]> {
    const parent = parentId ? this.checkedId(parentId, 'parentId') : '0';
    const rows = await context.em.find(Dept, { parentId: parent }, { orderBy: ORDER });
    const children = rows.length === 0 ? [] : await context.em.find(Dept, { parentId: { $in: rows.map((row) => row.id) } });
    const withChildren = new Set(children.map((child) => child.parentId));
    return rows.map((row) => ({ id: row.id, parentId: row.parentId, title: row.deptName, hasChildren: withChildren.has(row.id) }));
  }

  /** Departments of a user (userId) or the given ids, of the caller's tenant (login switcher, forms). */
  async select(context: SignedInContext, userId: string | null | undefined, deptIds: string[] | null | undefined): Promise<DeptView[]> {
    let ids = checkIdList(deptIds, 'deptIds');
    if (userId) {
      if (userId !== context.actor.userId) {
        // Another user's departments: for those who manage users or departments (the switcher asks for the caller's own).
        await this.menus.require(context, 'user', 'dept');
      }
      const user = await context.em.findOne(User, { id: this.checkedId(userId, 'userId') });
      ids = [...ids, ...splitIds(user?.deptId)];
    }
    if (ids.length === 0) {
      return [];
    }
    return deptViews(context.em, await context.em.find(Dept, { id: { $in: ids } }, { orderBy: ORDER }));
  }

  async detail(context: SignedInContext, id: string): Promise<DeptView> {
    await this.menus.require(context, 'dept');
    const [view] = await deptViews(context.em, [await this.find(context, id)]);
    if (!view) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return view;
  }

  /** A department of the caller's tenant, or NOT_FOUND. */
  async find(context: SignedInContext, id: string): Promise<Dept> {
    const dept = isId(id) ? await context.em.findOne(Dept, { id }) : null;
    if (!dept) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return dept;
  }

  private filterOf(filter: DeptFilter | null | undefined): DeptWhere {
    const where: DeptWhere = {};
    if (filter?.deptName) {
      where.deptName = { $like: containsPattern(filter.deptName) };
    }
    if (filter?.fullName) {
      where.fullName = { $like: containsPattern(filter.fullName) };
    }
    return where;
  }

  /** The top level a caller starts from: the roots, or for a non-administrator whose first department is not a root, that department's
   * level. */
  private async topLevelOf(context: SignedInContext): Promise<string> {
    const first = context.actor.deptIds[0];
    if (isPlatformActor(context.actor) || !first || !isId(first)) {
      return '0';
    }
    const own = await context.em.findOne(Dept, { id: first });
    return own?.parentId ?? '0';
  }

  private checkedId(value: string, name: string): string {
    if (!isId(value)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name });
    }
    return value;
  }
}
