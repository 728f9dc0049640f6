import { z } from 'zod';
import type { DeptFilter, DeptLazyListQuery, DeptTreeQuery } from '../../../generated/graphql';
import type { CrudColumn, CrudFormConfig, CrudOption, CrudSearchField } from '../../../shared/ui/crud/crud-types';
import { sortOrderSchema } from '../../../shared/utils/form-schemas';
import { topLevelValue, TreeSelect } from '../../../shared/ui/tree/TreeSelect';
import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';

/** A department as the tree table shows it. */
export type DeptRow = DeptLazyListQuery['deptLazyList'][number];

/** A node of the parent choice (deptTree). */
export type DeptNode = DeptTreeQuery['deptTree'][number];

/** Button codes of the page (menu seed). */
export const deptPermissions = {
  add: 'dept_add',
  edit: 'dept_edit',
  delete: 'dept_delete',
  view: 'dept_view',
} as const;

/** The add/edit form; lengths and bounds as on the server (DeptInput). */
export const deptFormSchema = z.object({
  parentId: z.string(),
  deptName: z.string().trim().min(1, 'dept:validation.deptNameRequired').max(45, 'dept:validation.deptNameTooLong'),
  fullName: z.string().trim().min(1, 'dept:validation.fullNameRequired').max(45, 'dept:validation.fullNameTooLong'),
  deptCategory: z.string().min(1, 'dept:validation.deptCategoryRequired'),
  sort: sortOrderSchema({ invalid: 'dept:validation.sortInvalid', required: 'dept:validation.sortRequired' }),
  remark: z.string().max(255, 'dept:validation.remarkTooLong'),
});

export type DeptFormValues = z.infer<typeof deptFormSchema>;

/** Columns of the tree table; the first one carries the tree. */
export function deptColumns(categoryLabel: (key: number) => string): CrudColumn<DeptRow>[] {
  return [
    { accessor: 'deptName', title: 'dept:fields.deptName', value: (row) => seededLabel(i18n, 'dept', row.id, row.deptName) },
    { accessor: 'fullName', title: 'dept:fields.fullName' },
    { accessor: 'deptCategory', title: 'dept:fields.deptCategory', value: (row) => categoryLabel(row.deptCategory) },
    { accessor: 'sort', title: 'dept:fields.sort', width: 100 },
    { accessor: 'remark', title: 'dept:fields.remark', ellipsis: true, hiddenByDefault: true },
  ];
}

export const deptSearch: readonly CrudSearchField<DeptFilter>[] = [
  { name: 'deptName', label: 'dept:fields.deptName' },
  { name: 'fullName', label: 'dept:fields.fullName' },
];

/**
 * The add/edit/view form. `parentId` pre-fills the parent ("add child"); `editedId` is left out of the
 * parent choice with everything below it.
 */
export function deptForm({
  categories,
  nodes,
  parentId,
  editedId,
}: {
  categories: readonly CrudOption[];
  nodes: readonly DeptNode[];
  parentId?: string;
  editedId?: string;
}): CrudFormConfig<DeptRow, DeptFormValues> {
  return {
    width: 720,
    schema: deptFormSchema,
    initialValues: { parentId: parentId ?? topLevelValue, deptName: '', fullName: '', deptCategory: '', sort: '', remark: '' },
    fromRow: (row) => ({
      parentId: row.parentId,
      deptName: row.deptName,
      fullName: row.fullName,
      deptCategory: String(row.deptCategory),
      sort: row.sort,
      remark: row.remark,
    }),
    fields: [
      {
        name: 'parentId',
        label: 'dept:fields.parentId',
        render: ({ inputProps }) => (
          <TreeSelect
            {...inputProps}
            value={typeof inputProps.value === 'string' ? inputProps.value : topLevelValue}
            onChange={inputProps.onChange}
            nodes={nodes.map((node) => ({ id: node.id, parentId: node.parentId, title: node.title }))}
            exclude={editedId}
          />
        ),
      },
      { name: 'deptName', label: 'dept:fields.deptName', required: true, span: 12, placeholder: 'dept:placeholders.deptName' },
      { name: 'fullName', label: 'dept:fields.fullName', required: true, span: 12, placeholder: 'dept:placeholders.fullName' },
      {
        name: 'deptCategory',
        label: 'dept:fields.deptCategory',
        type: 'select',
        options: categories,
        required: true,
        span: 12,
        placeholder: 'dept:placeholders.deptCategory',
      },
      { name: 'sort', label: 'dept:fields.sort', type: 'number', required: true, span: 12, placeholder: 'dept:placeholders.sort' },
      { name: 'remark', label: 'dept:fields.remark', type: 'textarea', placeholder: 'dept:placeholders.remark' },
    ],
  };
}
