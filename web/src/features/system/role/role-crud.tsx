import { z } from 'zod';
import type { RoleFilter, RolesQuery, RoleTreeQuery } from '../../../generated/graphql';
import type { CrudColumn, CrudFormConfig, CrudSearchField } from '../../../shared/ui/crud/crud-types';
import { sortOrderSchema } from '../../../shared/utils/form-schemas';
import { topLevelValue, TreeSelect } from '../../../shared/ui/tree/TreeSelect';
import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';

/** A role as the tree table shows it. */
export type RoleRow = RolesQuery['roles'][number];

/** A node of the parent choice (roleTree). */
export type RoleNode = RoleTreeQuery['roleTree'][number];

/** Button codes of the page (menu seed). */
export const rolePermissions = {
  add: 'role_add',
  edit: 'role_edit',
  delete: 'role_delete',
  view: 'role_view',
  grant: 'role_grant',
} as const;

/** The add/edit form; rules as on the server (RoleInput: the alias is letters, digits, _ . -). */
export const roleFormSchema = z.object({
  parentId: z.string(),
  roleName: z.string().trim().min(1, 'role:validation.roleNameRequired').max(255, 'role:validation.roleNameTooLong'),
  roleAlias: z
    .string()
    .trim()
    .min(1, 'role:validation.roleAliasRequired')
    .max(255, 'role:validation.roleAliasTooLong')
    .regex(/^[\w.-]*$/, 'role:validation.roleAliasInvalid'),
  sort: sortOrderSchema({ invalid: 'role:validation.sortInvalid' }),
});

export type RoleFormValues = z.infer<typeof roleFormSchema>;

export const roleColumns: readonly CrudColumn<RoleRow>[] = [
  { accessor: 'roleName', title: 'role:fields.roleName', value: (row) => seededLabel(i18n, 'role', row.roleAlias, row.roleName) },
  { accessor: 'roleAlias', title: 'role:fields.roleAlias' },
  { accessor: 'sort', title: 'role:fields.sort', width: 100 },
];

export const roleSearch: readonly CrudSearchField<RoleFilter>[] = [
  { name: 'roleName', label: 'role:fields.roleName' },
  { name: 'roleAlias', label: 'role:fields.roleAlias' },
];

/** The add/edit/view form; `parentId` pre-fills the parent, `editedId` is left out of the parent choice. */
export function roleForm({
  nodes,
  parentId,
  editedId,
}: {
  nodes: readonly RoleNode[];
  parentId?: string;
  editedId?: string;
}): CrudFormConfig<RoleRow, RoleFormValues> {
  return {
    width: 640,
    schema: roleFormSchema,
    initialValues: { parentId: parentId ?? topLevelValue, roleName: '', roleAlias: '', sort: '' },
    fromRow: (row) => ({ parentId: row.parentId, roleName: row.roleName, roleAlias: row.roleAlias, sort: row.sort }),
    fields: [
      { name: 'roleName', label: 'role:fields.roleName', required: true, span: 12, placeholder: 'role:placeholders.roleName' },
      { name: 'roleAlias', label: 'role:fields.roleAlias', required: true, span: 12, placeholder: 'role:placeholders.roleAlias' },
      {
        name: 'parentId',
        label: 'role:fields.parentId',
        span: 12,
        render: ({ inputProps }) => (
          <TreeSelect
            {...inputProps}
            value={typeof inputProps.value === 'string' ? inputProps.value : topLevelValue}
            onChange={inputProps.onChange}
            nodes={nodes}
            exclude={editedId}
          />
        ),
      },
      { name: 'sort', label: 'role:fields.sort', type: 'number', span: 12, placeholder: 'role:placeholders.sort' },
    ],
  };
}
