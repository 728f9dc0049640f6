import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { TreeNode } from '../../../core/graphql/tree-node.types';
import type { RequestContext } from '../../../core/http/request-context';
import { RoleFilter, RoleInput } from './role.inputs';
import type { RoleService } from './role.service';
import { RoleView } from './role.types';

@Resolver()
export class RoleResolver {
  constructor(private readonly roleService: RoleService) {}

  @Authorized('role')
  @Query(() => [RoleView], {
    description:
      'Roles of the caller’s tenant matching the filter, flat with parent names (nest by parentId); restricted by the data scope.',
  })
  async roles(
    @Arg('filter', () => RoleFilter, { nullable: true }) filter: RoleFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<RoleView[]> {
    return this.roleService.list(signedIn(context), filter);
  }

  @Authorized('role')
  @Query(() => RoleView, { description: 'One role.' })
  async role(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<RoleView> {
    return this.roleService.detail(signedIn(context), id);
  }

  @Authorized('role', 'user')
  @Query(() => [TreeNode], { description: 'Roles of the caller’s tenant as tree nodes (admin roles only for administrators).' })
  async roleTree(@Ctx() context: RequestContext): Promise<TreeNode[]> {
    return this.roleService.tree(signedIn(context));
  }

  @Authorized('role', 'user')
  @Query(() => [TreeNode], { description: 'Role tree of the tenant that owns roleId (the caller’s).' })
  async roleTreeById(@Arg('roleId', () => ID) roleId: string, @Ctx() context: RequestContext): Promise<TreeNode[]> {
    return this.roleService.treeById(signedIn(context), roleId);
  }

  @Authorized()
  @Query(() => [RoleView], { description: 'Roles of a user or with the given ids, of the caller’s tenant (role switcher, forms).' })
  async roleSelect(
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Arg('roleIds', () => [ID], { nullable: true }) roleIds: string[] | null,
    @Ctx() context: RequestContext,
  ): Promise<RoleView[]> {
    return this.roleService.select(signedIn(context), userId, roleIds);
  }

  @Authorized('role_add', 'role_edit')
  @Mutation(() => RoleView, { description: 'Adds (no id) or changes (with id) a role.' })
  async submitRole(@Arg('input', () => RoleInput) input: RoleInput, @Ctx() context: RequestContext): Promise<RoleView> {
    return this.roleService.submit(signedIn(context), input);
  }

  @Authorized('role_delete')
  @Mutation(() => Int, { description: 'Deletes roles without child roles; returns how many were deleted.' })
  async removeRoles(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.roleService.remove(signedIn(context), ids);
  }
}
