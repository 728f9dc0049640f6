import { z } from 'zod';
import type { ScopeFilter } from '../../../generated/graphql';
import type { CrudColumn, CrudConfig, CrudFormConfig, CrudRow } from '../../../shared/ui/crud/crud-types';

/** The two kinds of scope rule: data (row-level) and API (operation) rules of a menu. */
export type ScopeKindName = 'data' | 'api';

/** Button codes of a scope page (menu seed): `<kind>_scope_add`, ..., `<kind>_scope_setting`. */
export function scopePermissions<Kind extends ScopeKindName>(kind: Kind) {
  return {
    add: `${kind}_scope_add`,
    edit: `${kind}_scope_edit`,
    delete: `${kind}_scope_delete`,
    view: `${kind}_scope_view`,
    setting: `${kind}_scope_setting`,
  } as const;
}

/** The fields every rule has, with the rules of the server (DataScopeInput / ApiScopeInput). */
export const scopeRuleSchema = z.object({
  scopeName: z.string().trim().min(1, 'scope:validation.scopeNameRequired').max(255, 'scope:validation.tooLong255'),
  resourceCode: z
    .string()
    .trim()
    .min(1, 'scope:validation.resourceCodeRequired')
    .max(255, 'scope:validation.tooLong255')
    .regex(/^[\w:.-]*$/, 'scope:validation.resourceCodeInvalid'),
  scopeType: z.string().min(1, 'scope:validation.scopeTypeRequired'),
  remark: z.string().max(255, 'scope:validation.tooLong255'),
});

/** A rule as both lists answer it. */
interface ScopeRuleRow extends CrudRow {
  scopeName: string;
  resourceCode: string;
  scopeType: number;
  remark?: string | null;
}

/**
 * The page config of one kind: key, title, buttons, search (name, code) and the columns name, code,
 * `columns` of the kind, type, `hiddenColumns` of the kind, remark; the form is the kind's own.
 */
export function scopeCrud<Row extends ScopeRuleRow, Values extends object>(
  kind: ScopeKindName,
  typeLabel: (key: number | string) => string,
  parts: { columns: readonly CrudColumn<Row>[]; hiddenColumns?: readonly CrudColumn<Row>[]; form: CrudFormConfig<Row, Values> },
): CrudConfig<Row, Values, ScopeFilter> {
  const { add, edit, delete: remove, view } = scopePermissions(kind);
  return {
    key: `authority.${kind}scope`,
    title: `scope:${kind}.listTitle`,
    permissions: { add, edit, delete: remove, view },
    columns: [
      { accessor: 'scopeName' as Extract<keyof Row, string>, title: 'scope:fields.scopeName' },
      { accessor: 'resourceCode' as Extract<keyof Row, string>, title: 'scope:fields.resourceCode', noWrap: true },
      ...parts.columns,
      {
        accessor: 'scopeType' as Extract<keyof Row, string>,
        title: `scope:fields.${kind}ScopeType`,
        value: (row) => typeLabel(row.scopeType),
      },
      ...(parts.hiddenColumns ?? []),
      { accessor: 'remark' as Extract<keyof Row, string>, title: 'scope:fields.remark', ellipsis: true, hiddenByDefault: true },
    ],
    search: [
      { name: 'scopeName', label: 'scope:fields.scopeName' },
      { name: 'resourceCode', label: 'scope:fields.resourceCode' },
    ],
    form: parts.form,
  };
}
