import { useCallback, useMemo } from 'react';
import { useGradingUsersQuery } from '../../../generated/graphql';

/** Names of the tenant's users (graders, lock holders, candidates) by id; the id itself when unknown. */
export function useGradingUsers(): { nameOf: (id: string | null | undefined) => string; options: Array<{ value: string; label: string }> } {
  const { data } = useGradingUsersQuery({ fetchPolicy: 'cache-first' });
  const names = useMemo(() => new Map((data?.userOptions ?? []).map((user) => [user.id, user.realName || user.account])), [data]);
  const options = useMemo(
    () =>
      (data?.userOptions ?? []).map((user) => ({
        value: user.id,
        label: user.realName && user.realName !== user.account ? `${user.realName} (${user.account})` : user.account,
      })),
    [data],
  );
  const nameOf = useCallback((id: string | null | undefined) => (id ? (names.get(id) ?? id) : ''), [names]);
  return { nameOf, options };
}
