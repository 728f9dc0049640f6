import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { RoleGrantService } from './role-grant.service';
import { RoleGrantInput } from './role.inputs';
import { GrantKeys, GrantTree } from './role.types';

@Resolver()
export class RoleGrantResolver {
  constructor(private readonly grants: RoleGrantService) {}

  @Authorized('role_grant')
  @Query(() => GrantTree, { description: 'What the caller may grant: menus with buttons, data scopes and API scopes.' })
  async grantTree(@Ctx() context: RequestContext): Promise<GrantTree> {
    return this.grants.tree(signedIn(context));
  }

  @Authorized('role_grant')
  @Query(() => GrantKeys, { description: 'Menu, data-scope and API-scope ids held by these roles.' })
  async roleGrantKeys(@Arg('roleIds', () => [ID]) roleIds: string[], @Ctx() context: RequestContext): Promise<GrantKeys> {
    return this.grants.keys(signedIn(context), roleIds);
  }

  @Authorized('role_grant')
  @Mutation(() => Int, {
    description:
      'Replaces the menu and scope grants of roles (and withdraws dropped menus from their child roles); returns how many roles ' +
      'were granted.',
  })
  async grantRoles(@Arg('input', () => RoleGrantInput) input: RoleGrantInput, @Ctx() context: RequestContext): Promise<number> {
    return this.grants.grant(signedIn(context), input);
  }
}
