import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useDesignerRoleOptionsQuery, useLeaveApproverOptionsQuery } from '../../../../generated/graphql';
import { handledErrors } from '../../../../shared/errors/handled-errors';

export interface Option {
  value: string;
  label: string;
}

/**
 * The tenant's users a user task may name, searched on the server as the user types (50 per search); the chosen
 * ids stay in the options (with the names seen so far) so that the field keeps showing them.
 */
export function usePeopleOptions(chosenUserIds: readonly string[]) {
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 250);
  const people = useLeaveApproverOptionsQuery({
    variables: { search: searchText || null },
    fetchPolicy: 'cache-and-network',
    context: handledErrors,
  });
  const seen = useRef(new Map<string, string>());
  const found = people.data?.leaveApproverOptions ?? people.previousData?.leaveApproverOptions;

  const options = useMemo((): Option[] => {
    for (const person of found ?? []) {
      seen.current.set(person.id, person.name);
    }
    const listed = (found ?? []).map((person) => ({ value: person.id, label: person.name }));
    const chosen = chosenUserIds
      .filter((id) => !listed.some((option) => option.value === id))
      .map((id) => ({ value: id, label: seen.current.get(id) ?? id }));
    return [...chosen, ...listed];
  }, [found, chosenUserIds]);

  return { options, search, setSearch };
}

/**
 * The tenant's roles as candidate groups: the value is the role alias the engine matches. A designer without the
 * role list's permission gets no options (the refusal is not shown as an error).
 */
export function useRoleOptions(): Option[] {
  const roles = useDesignerRoleOptionsQuery({ fetchPolicy: 'cache-first', context: handledErrors });
  return useMemo(() => {
    const byAlias = new Map((roles.data?.roles ?? []).filter((role) => role.roleAlias).map((role) => [role.roleAlias, role.roleName]));
    return [...byAlias.entries()].map(([value, label]) => ({ value, label }));
  }, [roles.data]);
}
