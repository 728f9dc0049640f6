import { useMemo } from 'react';
import { useAccommodationsQuery, useRemoveAccommodationMutation, type AccommodationFieldsFragment } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { handledErrors } from '../../../shared/errors/handled-errors';

/** The accommodations of one examination by candidate (user id), for callers with exam_examination_accommodation. */
export function useAccommodations(examinationId: string) {
  const allowed = usePermission('exam_examination_accommodation');
  const list = useAccommodationsQuery({ variables: { examinationId }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useRemoveAccommodationMutation({ context: handledErrors });
  const byUser = useMemo(
    () => new Map<string, AccommodationFieldsFragment>((list.data?.accommodations ?? []).map((row) => [row.userId, row])),
    [list.data],
  );
  return {
    allowed,
    byUser,
    refetch: () => list.refetch().then(() => undefined),
    remove: (id: string) => remove({ variables: { id } }).then(() => list.refetch()),
    removing: removing.loading,
  };
}
