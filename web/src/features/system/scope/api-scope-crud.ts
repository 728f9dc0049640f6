import { z } from 'zod';
import type { ApiScopesQuery, ScopeFilter } from '../../../generated/graphql';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { scopeCrud, scopePermissions, scopeRuleSchema } from './scope-crud';
import type { ScopeMenu } from './ScopeMenuTree';

/** An API-scope rule of the list. */
export type ApiScopeRow = ApiScopesQuery['apiScopes']['records'][number];

/** The add/edit form; rules as on the server (ApiScopeInput). */
export const apiScopeFormSchema = scopeRuleSchema.extend({
  scopePath: z.string().trim().min(1, 'scope:validation.scopePathRequired').max(255, 'scope:validation.tooLong255'),
});

export type ApiScopeFormValues = z.infer<typeof apiScopeFormSchema>;

/** Button codes of the API-scope page (menu seed). */
export const apiScopePermissions = scopePermissions('api');

/** The API rules of one menu: columns, search and form (the resource code starts as the menu's code). */
export function apiScopeCrud(
  menu: ScopeMenu,
  types: readonly CrudOption[],
  typeLabel: (key: number | string) => string,
): CrudConfig<ApiScopeRow, ApiScopeFormValues, ScopeFilter> {
  return scopeCrud<ApiScopeRow, ApiScopeFormValues>('api', typeLabel, {
    columns: [{ accessor: 'scopePath', title: 'scope:fields.scopePath', ellipsis: true }],
    form: {
      width: 720,
      schema: apiScopeFormSchema,
      initialValues: { scopeName: '', resourceCode: menu.code, scopePath: '', scopeType: '', remark: '' },
      fromRow: (row) => ({
        scopeName: row.scopeName,
        resourceCode: row.resourceCode,
        scopePath: row.scopePath,
        scopeType: String(row.scopeType),
        remark: row.remark ?? '',
      }),
      fields: [
        { name: 'scopeName', label: 'scope:fields.scopeName', required: true, span: 12, placeholder: 'scope:placeholders.scopeName' },
        {
          name: 'resourceCode',
          label: 'scope:fields.resourceCode',
          required: true,
          span: 12,
          placeholder: 'scope:placeholders.resourceCode',
        },
        {
          name: 'scopePath',
          label: 'scope:fields.scopePath',
          required: true,
          span: 12,
          placeholder: 'scope:placeholders.scopePath',
          description: 'scope:descriptions.scopePath',
        },
        { name: 'scopeType', label: 'scope:fields.apiScopeType', type: 'select', options: types, required: true, span: 12 },
        { name: 'remark', label: 'scope:fields.remark', type: 'textarea', placeholder: 'scope:placeholders.remark' },
      ],
    },
  });
}
