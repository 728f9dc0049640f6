import { graphql, HttpResponse } from 'msw';
import type {
  GrantRolesMutation,
  GrantRolesMutationVariables,
  GrantTreeQuery,
  RemoveRolesMutation,
  RemoveRolesMutationVariables,
  RoleGrantKeysQuery,
  RoleGrantKeysQueryVariables,
  RoleQuery,
  RoleQueryVariables,
  RolesQuery,
  RolesQueryVariables,
  RoleTreeQuery,
  SubmitRoleMutation,
  SubmitRoleMutationVariables,
} from '../../../generated/graphql';
import type { RoleRow } from './role-crud';

function role(id: string, parentId: string, roleName: string, roleAlias: string, sort: number): RoleRow {
  return { id, parentId, parentName: parentId === '0' ? 'Top' : 'Parent', roleName, roleAlias, sort };
}

/** Roles of the platform tenant: the administrator, and a teacher role with a child role. */
export const roleFixtures: readonly RoleRow[] = [
  role('301', '0', 'Super administrator', 'administrator', 1),
  role('302', '0', 'Teacher', 'teacher', 2),
  role('303', '302', 'Assistant teacher', 'assistant', 1),
];

export const rolePermissionCodes: readonly string[] = ['role_add', 'role_edit', 'role_delete', 'role_view', 'role_grant'];

type Node = GrantTreeQuery['grantTree']['menu'][number];
function node(id: string, parentId: string, title: string, hasChildren = false): Node {
  return { id, parentId, title, hasChildren, code: null };
}

/** What the administrator may grant: menus with buttons, and the scope rules of the department menu. */
export const grantTreeFixture: GrantTreeQuery['grantTree'] = {
  menu: [
    node('1', '0', 'System', true),
    node('2', '1', 'Parameters', true),
    node('3', '2', 'Add parameter'),
    node('4', '2', 'Edit parameter'),
    node('5', '1', 'Departments', true),
    node('6', '5', 'Add department'),
    node('7', '0', 'Home'),
  ],
  dataScope: [node('5', '1', 'Departments', true), node('51', '5', 'Departments [Own]'), node('52', '5', 'Departments [All]')],
  apiScope: [node('5', '1', 'Departments', true), node('61', '5', 'Department API')],
};

/** The teacher role holds the department menu with its button, and one data scope. */
export const roleGrantKeysFixture: RoleGrantKeysQuery['roleGrantKeys'] = { menu: ['1', '5', '6'], dataScope: ['51'], apiScope: [] };

function contains(value: string, part: string | null | undefined): boolean {
  return !part || value.toLowerCase().includes(part.toLowerCase());
}

/** Default handlers of the role feature, keyed by operation name. */
export const roleMocks = {
  Roles: graphql.query<RolesQuery, RolesQueryVariables>('Roles', ({ variables }) =>
    HttpResponse.json({
      data: {
        roles: roleFixtures.filter(
          (row) => contains(row.roleName, variables.filter?.roleName) && contains(row.roleAlias, variables.filter?.roleAlias),
        ),
      },
    }),
  ),
  Role: graphql.query<RoleQuery, RoleQueryVariables>('Role', ({ variables }) => {
    const row = roleFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { role: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  RoleTree: graphql.query<RoleTreeQuery>('RoleTree', () =>
    HttpResponse.json({
      data: {
        roleTree: roleFixtures.map((row) => ({
          id: row.id,
          parentId: row.parentId,
          title: row.roleName,
          hasChildren: false,
          code: row.roleAlias,
        })),
      },
    }),
  ),
  SubmitRole: graphql.mutation<SubmitRoleMutation, SubmitRoleMutationVariables>('SubmitRole', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitRole: {
          id: input.id ?? '399',
          parentId: input.parentId ?? '0',
          parentName: 'Top',
          roleName: input.roleName,
          roleAlias: input.roleAlias,
          sort: input.sort ?? 0,
        },
      },
    });
  }),
  RemoveRoles: graphql.mutation<RemoveRolesMutation, RemoveRolesMutationVariables>('RemoveRoles', ({ variables }) =>
    HttpResponse.json({ data: { removeRoles: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  GrantTree: graphql.query<GrantTreeQuery>('GrantTree', () => HttpResponse.json({ data: { grantTree: grantTreeFixture } })),
  RoleGrantKeys: graphql.query<RoleGrantKeysQuery, RoleGrantKeysQueryVariables>('RoleGrantKeys', () =>
    HttpResponse.json({ data: { roleGrantKeys: roleGrantKeysFixture } }),
  ),
  GrantRoles: graphql.mutation<GrantRolesMutation, GrantRolesMutationVariables>('GrantRoles', ({ variables }) =>
    HttpResponse.json({ data: { grantRoles: Array.isArray(variables.input.roleIds) ? variables.input.roleIds.length : 1 } }),
  ),
};
