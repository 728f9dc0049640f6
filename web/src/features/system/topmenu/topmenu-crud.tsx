import { TextInput } from '@mantine/core';
import { z } from 'zod';
import type { TopMenuFilter, TopMenusQuery } from '../../../generated/graphql';
import { MenuIconCell, menuIcon } from '../../../layout/public';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { sortOrderSchema } from '../../../shared/utils/form-schemas';

/** A row of the top menu list. */
export type TopMenuRow = TopMenusQuery['topMenus']['records'][number];

/** The add/edit form; rules as on the server (TopMenuInput). */
export const topMenuFormSchema = z.object({
  name: z.string().trim().min(1, 'topmenu:validation.nameRequired').max(255, 'topmenu:validation.tooLong255'),
  code: z.string().trim().min(1, 'topmenu:validation.codeRequired').max(255, 'topmenu:validation.tooLong255'),
  source: z.string().max(255, 'topmenu:validation.tooLong255'),
  sort: sortOrderSchema({ invalid: 'topmenu:validation.sortInvalid' }),
});

export type TopMenuFormValues = z.infer<typeof topMenuFormSchema>;

/** Button codes of the page (menu seed); `setting` opens the menu configuration. */
export const topMenuPermissions = {
  add: 'topmenu_add',
  edit: 'topmenu_edit',
  delete: 'topmenu_delete',
  view: 'topmenu_view',
  setting: 'topmenu_setting',
} as const;

/** Top menus (/system/topmenu): columns, search, form and button codes. */
export const topMenuCrud: CrudConfig<TopMenuRow, TopMenuFormValues, TopMenuFilter> = {
  key: 'system.topmenu',
  title: 'menu:topmenu',
  permissions: {
    add: topMenuPermissions.add,
    edit: topMenuPermissions.edit,
    delete: topMenuPermissions.delete,
    view: topMenuPermissions.view,
  },
  columns: [
    { accessor: 'name', title: 'topmenu:fields.name' },
    { accessor: 'code', title: 'topmenu:fields.code' },
    { accessor: 'source', title: 'topmenu:fields.source', render: (row) => <MenuIconCell source={row.source} /> },
    { accessor: 'sort', title: 'topmenu:fields.sort', width: 100 },
  ],
  search: [
    { name: 'name', label: 'topmenu:fields.name' },
    { name: 'code', label: 'topmenu:fields.code' },
  ],
  form: {
    width: 640,
    schema: topMenuFormSchema,
    initialValues: { name: '', code: '', source: '', sort: '' },
    fromRow: (row) => ({ name: row.name, code: row.code, source: row.source, sort: row.sort }),
    fields: [
      { name: 'name', label: 'topmenu:fields.name', required: true, span: 12, placeholder: 'topmenu:placeholders.name' },
      { name: 'code', label: 'topmenu:fields.code', required: true, span: 12, placeholder: 'topmenu:placeholders.code' },
      {
        name: 'source',
        label: 'topmenu:fields.source',
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
      { name: 'sort', label: 'topmenu:fields.sort', type: 'number', span: 12, placeholder: 'topmenu:placeholders.sort' },
    ],
  },
  export: { fileName: 'topmenu:exportFileName' },
};
