import dayjs from 'dayjs';
import {
  RemoveUsersDocument,
  SubmitUserDocument,
  UserDocument,
  UsersDocument,
  type UserFilter,
  type UserInput,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { UserRow } from './user-crud';
import type { UserFormValues } from './user-form-schema';

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The submitUser input of the form: the password only when adding, blanks as null. */
export function userInputOf(values: UserFormValues, row: UserRow | undefined): UserInput {
  return {
    ...(row ? { id: row.id } : { password: values.password, password2: values.password2 }),
    account: values.account.trim(),
    name: textOrNull(values.name),
    realName: textOrNull(values.realName),
    phone: textOrNull(values.phone),
    email: textOrNull(values.email),
    sex: values.sex === '' ? null : Number(values.sex),
    birthday: values.birthday === '' ? null : dayjs(values.birthday).toISOString(),
    userType: Number(values.userType),
    roleIds: values.roleIds,
    deptIds: values.deptIds,
    postIds: values.postIds,
  };
}

/** The user page's list, detail, submit and remove, for useCrudOperations. */
export const userOperations = crudOperations<UserRow, UserFormValues, UserFilter>()({
  list: UsersDocument,
  page: (data) => data.users,
  detail: { document: UserDocument, row: (data) => data.user },
  submit: { document: SubmitUserDocument, input: userInputOf },
  remove: { document: RemoveUsersDocument },
});
