import { TextInput } from '@mantine/core';
import { z } from 'zod';
import type { MenuFilter, MenuLazyListQuery, MenuTreeQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';
import { MenuIconCell, menuIcon } from '../../../layout/public';
import type { CrudColumn, CrudFormConfig, CrudOption, CrudSearchField } from '../../../shared/ui/crud/crud-types';
import { sortOrderSchema } from '../../../shared/utils/form-schemas';
import { topLevelValue, TreeSelect } from '../../../shared/ui/tree/TreeSelect';

/** A menu or button as the tree table shows it. */
export type MenuRow = MenuLazyListQuery['menuLazyList'][number];

/** A node of the parent choice (menuTree: menus only). */
export type MenuNode = MenuTreeQuery['menuTree'][number];

/** Category of a menu row (dictionary menu_category). */
export const menuCategory = { menu: 1, button: 2 } as const;

/** Button codes of the page (menu seed). */
export const menuPermissions = {
  add: 'menu_add',
  edit: 'menu_edit',
  delete: 'menu_delete',
  view: 'menu_view',
} as const;

const optionalText = (max: number) => z.string().max(max, 'menuAdmin:validation.tooLong255');

/** The add/edit form; rules as on the server (MenuInput). */
export const menuFormSchema = z.object({
  parentId: z.string(),
  name: z.string().trim().min(1, 'menuAdmin:validation.nameRequired').max(255, 'menuAdmin:validation.tooLong255'),
  code: z
    .string()
    .trim()
    .min(1, 'menuAdmin:validation.codeRequired')
    .max(255, 'menuAdmin:validation.tooLong255')
    .regex(/^[\w.:-]*$/, 'menuAdmin:validation.codeInvalid'),
  alias: optionalText(255),
  path: optionalText(255),
  source: optionalText(255),
  sort: sortOrderSchema({ invalid: 'menuAdmin:validation.sortInvalid' }),
  category: z.string().min(1, 'menuAdmin:validation.categoryRequired'),
  action: z.string(),
  isOpen: z.string(),
  remark: optionalText(255),
});

export type MenuFormValues = z.infer<typeof menuFormSchema>;

/** Labels of the dictionary-backed columns. */
export interface MenuLabels {
  category: (key: number) => string;
  action: (key: number) => string;
  isOpen: (key: number) => string;
}

export function menuColumns(labels: MenuLabels): CrudColumn<MenuRow>[] {
  return [
    { accessor: 'name', title: 'menuAdmin:fields.name', value: (row) => seededLabel(i18n, 'menu', row.code, row.name) },
    { accessor: 'path', title: 'menuAdmin:fields.path', ellipsis: true, maxWidth: 220 },
    { accessor: 'source', title: 'menuAdmin:fields.source', render: (row) => <MenuIconCell source={row.source} /> },
    { accessor: 'code', title: 'menuAdmin:fields.code', noWrap: true },
    { accessor: 'alias', title: 'menuAdmin:fields.alias', hiddenByDefault: true },
    { accessor: 'category', title: 'menuAdmin:fields.category', value: (row) => labels.category(row.category) },
    { accessor: 'action', title: 'menuAdmin:fields.action', value: (row) => (row.action === 0 ? '' : labels.action(row.action)) },
    { accessor: 'isOpen', title: 'menuAdmin:fields.isOpen', value: (row) => labels.isOpen(row.isOpen) },
    { accessor: 'sort', title: 'menuAdmin:fields.sort', width: 80 },
  ];
}

export const menuSearch: readonly CrudSearchField<MenuFilter>[] = [
  { name: 'name', label: 'menuAdmin:fields.name' },
  { name: 'code', label: 'menuAdmin:fields.code' },
  { name: 'alias', label: 'menuAdmin:fields.alias' },
];

/** Dictionary options of the form's selects. */
export interface MenuOptions {
  category: readonly CrudOption[];
  action: readonly CrudOption[];
  isOpen: readonly CrudOption[];
}

/**
 * The add/edit/view form. `parentId` pre-fills the parent ("add child"); the parent choice lists menus
 * only (the server refuses a button as parent and says so); `editedId` is left out of it.
 */
export function menuForm({
  options,
  nodes,
  parentId,
  editedId,
}: {
  options: MenuOptions;
  nodes: readonly MenuNode[];
  parentId?: string;
  editedId?: string;
}): CrudFormConfig<MenuRow, MenuFormValues> {
  return {
    width: 800,
    schema: menuFormSchema,
    initialValues: {
      parentId: parentId ?? topLevelValue,
      name: '',
      code: '',
      alias: '',
      path: '',
      source: '',
      sort: '',
      category: String(menuCategory.menu),
      action: '',
      isOpen: '1',
      remark: '',
    },
    fromRow: (row) => ({
      parentId: row.parentId,
      name: row.name,
      code: row.code,
      alias: row.alias,
      path: row.path,
      source: row.source,
      sort: row.sort,
      category: String(row.category),
      action: row.action === 0 ? '' : String(row.action),
      isOpen: String(row.isOpen),
      remark: row.remark,
    }),
    fields: [
      { name: 'name', label: 'menuAdmin:fields.name', required: true, span: 12, placeholder: 'menuAdmin:placeholders.name' },
      { name: 'code', label: 'menuAdmin:fields.code', required: true, span: 12, placeholder: 'menuAdmin:placeholders.code' },
      {
        name: 'parentId',
        label: 'menuAdmin:fields.parentId',
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
      { name: 'alias', label: 'menuAdmin:fields.alias', span: 12, placeholder: 'menuAdmin:placeholders.alias' },
      { name: 'path', label: 'menuAdmin:fields.path', span: 12, placeholder: 'menuAdmin:placeholders.path' },
      {
        name: 'source',
        label: 'menuAdmin:fields.source',
        span: 12,
        render: ({ inputProps }) => {
          const value = typeof inputProps.value === 'string' ? inputProps.value : '';
          const Icon = menuIcon(value);
          return (
            <TextInput
              label={inputProps.label}
              error={inputProps.error}
              readOnly={inputProps.readOnly}
              value={value}
              onChange={(event) => inputProps.onChange(event.currentTarget.value)}
              onBlur={inputProps.onBlur}
              onFocus={inputProps.onFocus}
              leftSection={<Icon size={16} aria-hidden />}
            />
          );
        },
      },
      { name: 'category', label: 'menuAdmin:fields.category', type: 'select', options: options.category, required: true, span: 8 },
      { name: 'action', label: 'menuAdmin:fields.action', type: 'select', options: options.action, span: 8 },
      { name: 'isOpen', label: 'menuAdmin:fields.isOpen', type: 'select', options: options.isOpen, span: 8 },
      { name: 'sort', label: 'menuAdmin:fields.sort', type: 'number', span: 12, placeholder: 'menuAdmin:placeholders.sort' },
      { name: 'remark', label: 'menuAdmin:fields.remark', type: 'textarea', placeholder: 'menuAdmin:placeholders.remark' },
    ],
  };
}
