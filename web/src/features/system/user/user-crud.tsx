import { Badge } from '@mantine/core';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFilter, UsersQuery } from '../../../generated/graphql';
import type { CrudConfig, CrudFieldRenderProps, CrudOption } from '../../../shared/ui/crud/crud-types';
import { DateField } from '../../../shared/ui/dates/DateField';
import { userFormSchema, type UserFormValues } from './user-form-schema';
import { DeptTreePicker, PostPicker, RoleTreePicker, type PickerProps } from './user-pickers';

/** A row of the user list. */
export type UserRow = UsersQuery['users']['records'][number];

/** Dictionary data the page hands to the config (user platforms and sexes). */
export interface UserCrudDictionaries {
  userTypes: readonly CrudOption[];
  userTypeLabel: (key: number) => string;
  sexes: readonly CrudOption[];
}

/** A role / department / post picker inside the CRUD form. */
function FormPicker({
  Picker,
  placeholder,
  inputProps,
}: CrudFieldRenderProps & { Picker: ComponentType<PickerProps>; placeholder: string }) {
  const { t } = useTranslation();
  return (
    <Picker
      value={Array.isArray(inputProps.value) ? (inputProps.value as string[]) : []}
      onChange={inputProps.onChange}
      onFocus={inputProps.onFocus}
      onBlur={inputProps.onBlur}
      label={inputProps.label}
      placeholder={t(placeholder)}
      error={inputProps.error}
      withAsterisk={inputProps.withAsterisk}
      readOnly={inputProps.readOnly}
    />
  );
}

function listPicker(Picker: ComponentType<PickerProps>, placeholder: string) {
  return function renderPicker(props: CrudFieldRenderProps) {
    return <FormPicker {...props} Picker={Picker} placeholder={placeholder} />;
  };
}

function renderBirthday({ inputProps }: CrudFieldRenderProps) {
  return (
    <DateField
      label={inputProps.label}
      value={typeof inputProps.value === 'string' ? inputProps.value : ''}
      onChange={(value) => inputProps.onChange(value)}
      onFocus={inputProps.onFocus}
      onBlur={inputProps.onBlur}
      error={inputProps.error}
      readOnly={inputProps.readOnly}
    />
  );
}

export const emptyUserForm: UserFormValues = {
  isNew: true,
  account: '',
  password: '',
  password2: '',
  name: '',
  realName: '',
  phone: '',
  email: '',
  sex: '',
  birthday: '',
  userType: '1',
  roleIds: [],
  deptIds: [],
  postIds: [],
};

/** Users (/system/user): columns, search, the add/edit/view form and the button codes. */
export function createUserCrud(dictionaries: UserCrudDictionaries): CrudConfig<UserRow, UserFormValues, UserFilter> {
  return {
    key: 'system.user',
    title: 'menu:user',
    permissions: { add: 'user_add', edit: 'user_edit', delete: 'user_delete', view: 'user_view' },
    columns: [
      { accessor: 'account', title: 'user:fields.account', sortable: true, noWrap: true },
      { accessor: 'realName', title: 'user:fields.realName', sortable: true, noWrap: true },
      { accessor: 'name', title: 'user:fields.name', sortable: true, noWrap: true },
      { accessor: 'roleNames', title: 'user:fields.roleIds', ellipsis: true, maxWidth: 150, value: (row) => row.roleNames.join(', ') },
      { accessor: 'deptNames', title: 'user:fields.deptIds', ellipsis: true, maxWidth: 150, value: (row) => row.deptNames.join(', ') },
      { accessor: 'userType', title: 'user:fields.userType', noWrap: true, value: (row) => dictionaries.userTypeLabel(row.userType) },
      { accessor: 'phone', title: 'user:fields.phone', noWrap: true },
      { accessor: 'email', title: 'user:fields.email', ellipsis: true, maxWidth: 200, hiddenByDefault: true },
      {
        accessor: 'status',
        title: 'user:fields.status',
        noWrap: true,
        render: (row) => <UserStatusBadge status={row.status} />,
      },
    ],
    search: [
      { name: 'account', label: 'user:fields.account', placeholder: 'user:placeholders.account' },
      { name: 'realName', label: 'user:fields.realName', placeholder: 'user:placeholders.realName' },
      {
        name: 'userType',
        label: 'user:fields.userType',
        type: 'select',
        options: dictionaries.userTypes,
        placeholder: 'user:placeholders.userType',
      },
    ],
    form: {
      width: 880,
      schema: userFormSchema,
      initialValues: emptyUserForm,
      fromRow: (row) => ({
        isNew: false,
        account: row.account,
        password: '',
        password2: '',
        name: row.name ?? '',
        realName: row.realName ?? '',
        phone: row.phone ?? '',
        email: row.email ?? '',
        sex: row.sex == null ? '' : String(row.sex),
        birthday: row.birthday ? dayjs(row.birthday).format('YYYY-MM-DD') : '',
        userType: String(row.userType),
        roleIds: [...row.roleIds],
        deptIds: [...row.deptIds],
        postIds: [...row.postIds],
      }),
      fields: [
        { name: 'account', label: 'user:fields.account', placeholder: 'user:placeholders.account', required: true, span: 12 },
        { name: 'name', label: 'user:fields.name', placeholder: 'user:placeholders.name', span: 12 },
        {
          name: 'password',
          label: 'user:fields.password',
          placeholder: 'user:placeholders.password',
          type: 'password',
          required: true,
          span: 12,
          hiddenIn: ['edit', 'view'],
        },
        {
          name: 'password2',
          label: 'user:fields.password2',
          placeholder: 'user:placeholders.password2',
          type: 'password',
          required: true,
          span: 12,
          hiddenIn: ['edit', 'view'],
        },
        { name: 'realName', label: 'user:fields.realName', placeholder: 'user:placeholders.realName', span: 12 },
        { name: 'phone', label: 'user:fields.phone', placeholder: 'user:placeholders.phone', span: 12 },
        { name: 'email', label: 'user:fields.email', placeholder: 'user:placeholders.email', span: 12 },
        {
          name: 'sex',
          label: 'user:fields.sex',
          placeholder: 'user:placeholders.sex',
          type: 'select',
          options: dictionaries.sexes,
          span: 12,
        },
        { name: 'birthday', label: 'user:fields.birthday', span: 12, render: renderBirthday },
        {
          name: 'userType',
          label: 'user:fields.userType',
          placeholder: 'user:placeholders.userType',
          type: 'select',
          options: dictionaries.userTypes,
          required: true,
          span: 12,
        },
        {
          name: 'roleIds',
          label: 'user:fields.roleIds',
          required: true,
          span: 12,
          render: listPicker(RoleTreePicker, 'user:placeholders.roleIds'),
        },
        {
          name: 'deptIds',
          label: 'user:fields.deptIds',
          required: true,
          span: 12,
          render: listPicker(DeptTreePicker, 'user:placeholders.deptIds'),
        },
        { name: 'postIds', label: 'user:fields.postIds', span: 24, render: listPicker(PostPicker, 'user:placeholders.postIds') },
      ],
    },
  };
}

/** Status of an account: 1 normal, anything else disabled. */
export function UserStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 1 ? 'green' : 'gray'}>
      {t(status === 1 ? 'user:status.normal' : 'user:status.disabled')}
    </Badge>
  );
}
