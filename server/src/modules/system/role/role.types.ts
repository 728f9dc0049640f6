import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import { TreeNode } from '../../../core/graphql/tree-node.types';
import type { Role } from './role.entity';

@ObjectType({ description: 'A role of the caller’s tenant.' })
export class RoleView extends AuditView {
  @Field({ description: 'Tenant that owns the role (the caller’s).' })
  tenantId!: string;

  @Field(() => ID, { description: 'Parent role; "0" for top-level roles.' })
  parentId!: string;

  @Field({ description: 'Name.' })
  roleName!: string;

  @Field({ description: 'Alias.' })
  roleAlias!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;

  @Field({ description: 'Name of the parent role; 顶级 for top-level roles.' })
  parentName!: string;
}

@ObjectType({
  description: 'What the caller may grant: menus with buttons, and the data-scope and API-scope trees (menus with their rules).',
})
export class GrantTree {
  @Field(() => [TreeNode], { description: 'Menus and buttons.' })
  menu!: TreeNode[];

  @Field(() => [TreeNode], { description: 'Menus owning data-scope rules, with the rules as children.' })
  dataScope!: TreeNode[];

  @Field(() => [TreeNode], { description: 'Menus owning API-scope rules, with the rules as children.' })
  apiScope!: TreeNode[];
}

@ObjectType({ description: 'What a set of roles holds: menu, data-scope and API-scope ids.' })
export class GrantKeys {
  @Field(() => [ID], { description: 'Menu and button ids.' })
  menu!: string[];

  @Field(() => [ID], { description: 'Data-scope rule ids.' })
  dataScope!: string[];

  @Field(() => [ID], { description: 'API-scope rule ids.' })
  apiScope!: string[];
}

export function toRoleView(role: Role, parentNames: Map<string, string>): RoleView {
  return {
    ...auditOf(role),
    tenantId: role.tenantId,
    parentId: role.parentId,
    roleName: role.roleName,
    roleAlias: role.roleAlias,
    sort: role.sort,
    parentName: role.parentId === '0' ? '顶级' : (parentNames.get(role.parentId) ?? ''),
  };
}
