import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { TreeNode } from '../../../core/graphql/tree-node.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { DeptQueryService } from './dept-query.service';
import { DeptFilter, DeptInput } from './dept.inputs';
import type { DeptService } from './dept.service';
import { DeptView } from './dept.types';

@Resolver()
export class DeptResolver {
  constructor(
    private readonly queries: DeptQueryService,
    private readonly deptService: DeptService,
  ) {}

  @Authorized('dept')
  @Query(() => [DeptView], { description: 'Departments matching the filter, flat (nest by parentId); restricted by the data scope.' })
  async depts(
    @Arg('filter', () => DeptFilter, { nullable: true }) filter: DeptFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<DeptView[]> {
    return this.queries.list(signedIn(context), filter);
  }

  @Authorized('dept')
  @Query(() => [DeptView], {
    description: 'One level of departments below parentId (the top level without it); a search without parentId answers every match, flat.',
  })
  async deptLazyList(
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Arg('filter', () => DeptFilter, { nullable: true }) filter: DeptFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<DeptView[]> {
    return this.queries.lazyList(signedIn(context), parentId, filter);
  }

  // Examination staff pick departments for a roster or an audience without the department pages.
  @Authorized('dept', 'user', 'exam_examination_roster', 'exam_examination_add', 'exam_examination_edit')
  @Query(() => [TreeNode], {
    description:
      'Every department of the caller’s tenant as tree nodes (flat; nest by parentId); also for examination staff picking a roster ' +
      'or an audience.',
  })
  async deptTree(@Ctx() context: RequestContext): Promise<TreeNode[]> {
    return this.queries.tree(signedIn(context));
  }

  @Authorized('dept', 'user')
  @Query(() => [TreeNode], { description: 'One level of the department tree below parentId ("0" or absent: the roots).' })
  async deptLazyTree(
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<TreeNode[]> {
    return this.queries.lazyTree(signedIn(context), parentId);
  }

  @Authorized()
  @Query(() => [DeptView], {
    description: 'Departments of a user or with the given ids, of the caller’s tenant (department switcher, forms).',
  })
  async deptSelect(
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Arg('deptIds', () => [ID], { nullable: true }) deptIds: string[] | null,
    @Ctx() context: RequestContext,
  ): Promise<DeptView[]> {
    return this.queries.select(signedIn(context), userId, deptIds);
  }

  @Authorized('dept')
  @Query(() => DeptView, { description: 'One department.' })
  async dept(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<DeptView> {
    return this.queries.detail(signedIn(context), id);
  }

  @Authorized('dept_add', 'dept_edit')
  @Mutation(() => DeptView, { description: 'Adds (no id) or changes (with id) a department.' })
  async submitDept(@Arg('input', () => DeptInput) input: DeptInput, @Ctx() context: RequestContext): Promise<DeptView> {
    return this.deptService.submit(signedIn(context), input);
  }

  @Authorized('dept_delete')
  @Mutation(() => Int, { description: 'Deletes departments without sub-departments; returns how many were deleted.' })
  async removeDepts(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.deptService.remove(signedIn(context), ids);
  }
}
