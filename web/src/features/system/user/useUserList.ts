import { useCallback, useMemo, useState } from 'react';
import type { UserFilter } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { useCrudList, type CrudListState } from '../../../shared/ui/crud/useCrudList';
import type { UserRow } from './user-crud';
import type { UserFormValues } from './user-form-schema';

/** The search panel's filter as the list query takes it (its select gives the user type as text). */
export function userFilterOf(filter: Partial<UserFilter>, deptId: string | undefined): Partial<UserFilter> {
  const { userType, ...rest } = filter;
  const type = userType === undefined || userType === null || String(userType) === '' ? undefined : Number(userType);
  return { ...rest, ...(type !== undefined ? { userType: type } : {}), ...(deptId ? { deptId } : {}) };
}

/** The list state of the user page: the search panel's filter plus the department picked in the tree. */
export function useUserList(
  config: CrudConfig<UserRow, UserFormValues, UserFilter>,
): CrudListState<UserFilter> & { deptId: string | undefined; selectDept: (deptId: string | undefined) => void } {
  const list = useCrudList(config);
  const [deptId, setDeptId] = useState<string | undefined>(undefined);
  const { setPage } = list;
  const selectDept = useCallback(
    (next: string | undefined) => {
      setDeptId(next);
      setPage(1);
    },
    [setPage],
  );
  const variables = useMemo(() => ({ ...list.variables, filter: userFilterOf(list.variables.filter, deptId) }), [list.variables, deptId]);
  return useMemo(() => ({ ...list, variables, deptId, selectDept }), [list, variables, deptId, selectDept]);
}
