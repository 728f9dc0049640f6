import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import {
  useRemoveUsersMutation,
  useSubmitUserMutation,
  useUserLazyQuery,
  useUsersQuery,
  type UserFilter,
  type UserInput,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
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

/** The user page's list, detail, submit and remove calls, wired for CrudPage. */
export function useUserOperations(
  variables: CrudListVariables<Partial<UserFilter>>,
): CrudOperations<UserRow, UserFormValues, UserFilter> {
  const list = useUsersQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadOne] = useUserLazyQuery({ fetchPolicy: 'network-only' });
  const [submitUser] = useSubmitUserMutation({ context: handledErrors });
  const [removeUsers] = useRemoveUsersMutation();

  const fetchOne = useCallback(
    async (row: UserRow): Promise<UserRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.user ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: UserFormValues, row: UserRow | undefined) => {
      await submitUser({ variables: { input: userInputOf(values, row) } });
    },
    [submitUser],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeUsers({ variables: { ids } });
    },
    [removeUsers],
  );

  const data = list.data?.users ?? list.previousData?.users;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchOne, submit, remove],
  );
}
