import { z } from 'zod';
import type { DataScopesQuery, ScopeFilter } from '../../../generated/graphql';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { scopeCrud, scopePermissions, scopeRuleSchema } from './scope-crud';
import type { ScopeMenu } from './ScopeMenuTree';

/** A data-scope rule of the list. */
export type DataScopeRow = DataScopesQuery['dataScopes']['records'][number];

/** Data-scope types (dictionary data_scope_type, contract §5.1). */
export const dataScopeType = { all: 1, own: 2, ownDept: 3, ownDeptAndChildren: 4, custom: 5 } as const;

/** The column a type compares, pre-filled when the type is chosen (contract §3.13). */
export const scopeColumnOfType: Readonly<Record<string, string>> = {
  '1': '-',
  '2': 'create_user',
  '3': 'create_dept',
  '4': 'create_dept',
  '5': '',
};

/** Columns types 2..4 may compare (the server accepts no other). */
export const scopeColumns = ['create_user', 'create_dept', 'update_user'] as const;

/** The only custom rule (type 5) the server accepts: `<column> <operator> ${placeholder}`. */
export const customRulePattern =
  /^\s*(create_user|create_dept|update_user)\s+(in|not\s+in|=|!=|<>)\s+\$\{(userId|deptId|deptIds|childDeptIds)\}\s*$/i;

/** The add/edit form; rules as on the server (DataScopeInput and the rule check). */
export const dataScopeFormSchema = scopeRuleSchema
  .extend({
    scopeColumn: z.string().max(255, 'scope:validation.tooLong255'),
    scopeField: z.string().max(255, 'scope:validation.tooLong255'),
    scopeClass: z.string().max(500, 'scope:validation.tooLong500'),
    scopeValue: z.string().max(500, 'scope:validation.tooLong500'),
  })
  .superRefine((values, context) => {
    const type = Number(values.scopeType);
    if (type === dataScopeType.custom && !customRulePattern.test(values.scopeValue)) {
      context.addIssue({ code: 'custom', path: ['scopeValue'], message: 'scope:validation.customInvalid' });
    }
    if (
      type >= dataScopeType.own &&
      type <= dataScopeType.ownDeptAndChildren &&
      !(scopeColumns as readonly string[]).includes(values.scopeColumn.trim().toLowerCase())
    ) {
      context.addIssue({ code: 'custom', path: ['scopeColumn'], message: 'scope:validation.columnInvalid' });
    }
  });

export type DataScopeFormValues = z.infer<typeof dataScopeFormSchema>;

/** Button codes of the data-scope page (menu seed). */
export const dataScopePermissions = scopePermissions('data');

/**
 * The rules of one menu: columns, search and form. Choosing a type pre-fills the compared column and
 * the name "<menu> [<type>]"; the resource code starts as the menu's code and the fields as `*`.
 */
export function dataScopeCrud(
  menu: ScopeMenu,
  types: readonly CrudOption[],
  typeLabel: (key: number | string) => string,
): CrudConfig<DataScopeRow, DataScopeFormValues, ScopeFilter> {
  return scopeCrud<DataScopeRow, DataScopeFormValues>('data', typeLabel, {
    columns: [{ accessor: 'scopeColumn', title: 'scope:fields.scopeColumn', noWrap: true }],
    hiddenColumns: [
      { accessor: 'scopeValue', title: 'scope:fields.scopeValue', ellipsis: true, hiddenByDefault: true },
      { accessor: 'scopeField', title: 'scope:fields.scopeField', hiddenByDefault: true },
    ],
    form: {
      width: 800,
      schema: dataScopeFormSchema,
      initialValues: {
        scopeName: '',
        resourceCode: menu.code,
        scopeType: '',
        scopeColumn: '',
        scopeField: '*',
        scopeClass: '',
        scopeValue: '',
        remark: '',
      },
      fromRow: (row) => ({
        scopeName: row.scopeName,
        resourceCode: row.resourceCode,
        scopeType: String(row.scopeType),
        scopeColumn: row.scopeColumn,
        scopeField: row.scopeField,
        scopeClass: row.scopeClass,
        scopeValue: row.scopeValue,
        remark: row.remark ?? '',
      }),
      onFieldChange: (name, values) =>
        name === 'scopeType' && values.scopeType !== ''
          ? {
              scopeColumn: scopeColumnOfType[values.scopeType] ?? '',
              scopeName: `${menu.name} [${typeLabel(values.scopeType)}]`,
              ...(Number(values.scopeType) === dataScopeType.custom ? {} : { scopeValue: '' }),
            }
          : undefined,
      fields: [
        { name: 'scopeType', label: 'scope:fields.dataScopeType', type: 'select', options: types, required: true, span: 12 },
        { name: 'scopeName', label: 'scope:fields.scopeName', required: true, span: 12, placeholder: 'scope:placeholders.scopeName' },
        {
          name: 'resourceCode',
          label: 'scope:fields.resourceCode',
          required: true,
          span: 12,
          placeholder: 'scope:placeholders.resourceCode',
          description: 'scope:descriptions.resourceCode',
        },
        {
          name: 'scopeColumn',
          label: 'scope:fields.scopeColumn',
          span: 12,
          description: 'scope:descriptions.scopeColumn',
          visibleWhen: (values) => Number(values.scopeType) !== dataScopeType.custom,
        },
        {
          name: 'scopeValue',
          label: 'scope:fields.scopeValue',
          type: 'textarea',
          required: true,
          description: 'scope:descriptions.scopeValue',
          placeholder: 'scope:placeholders.scopeValue',
          visibleWhen: (values) => Number(values.scopeType) === dataScopeType.custom,
        },
        { name: 'scopeField', label: 'scope:fields.scopeField', span: 12, description: 'scope:descriptions.scopeField' },
        { name: 'scopeClass', label: 'scope:fields.scopeClass', span: 12, description: 'scope:descriptions.scopeClass' },
        { name: 'remark', label: 'scope:fields.remark', type: 'textarea', placeholder: 'scope:placeholders.remark' },
      ],
    },
  });
}
