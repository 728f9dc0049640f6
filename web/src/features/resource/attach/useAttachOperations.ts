import { useCallback, useMemo } from 'react';
import { useAttachmentsQuery, useRemoveAttachmentsMutation, type AttachFilter } from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import type { AttachRow } from './attach-crud';

/** The attachment page's list and remove calls, wired for CrudPage. */
export function useAttachOperations(
  variables: CrudListVariables<Partial<AttachFilter>>,
): CrudOperations<AttachRow, Record<string, never>, AttachFilter> {
  const list = useAttachmentsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [removeAttachments] = useRemoveAttachmentsMutation();
  const remove = useCallback(
    async (ids: string[]) => {
      await removeAttachments({ variables: { ids } });
    },
    [removeAttachments],
  );
  const data = list.data?.attachments ?? list.previousData?.attachments;
  const { refetch } = list;
  return useMemo(() => ({ data, loading: list.loading, refetch: () => refetch(), remove }), [data, list.loading, refetch, remove]);
}
