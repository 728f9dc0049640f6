import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePapersQuery, useRemovePapersMutation, useSubmitPaperMutation, type PaperFilter, type PaperMode } from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { serverMessage } from '../bank/server-message';
import { passInputOf, type PaperFormValues, type PaperRow } from './paper-crud';

type Filter = PaperFilter & { status?: string };

/**
 * The paper page's list, submit (the paper's own fields; the structure is kept) and remove calls.
 * `onCreated` receives a new paper's id: the next step (compose its questions) follows at once.
 */
export function usePaperOperations(variables: CrudListVariables<Partial<PaperFilter>>, onCreated?: (id: string) => void): CrudOperations<PaperRow, PaperFormValues, Filter> {
  const list = usePapersQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [submitPaper] = useSubmitPaperMutation({ context: handledErrors });
  const { t } = useTranslation();
  // A refused delete (a LOCKED paper) shows the server's own message.
  const [removePapers] = useRemovePapersMutation({ context: handledErrors });
  const submit = useCallback(
    async (values: PaperFormValues, row: PaperRow | undefined) => {
      const result = await submitPaper({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            name: values.name.trim(),
            mode: values.mode as PaperMode,
            ...passInputOf(values),
            suggestedDurationMin: values.suggestedDurationMin === '' ? null : Number(values.suggestedDurationMin),
            description: values.description.trim() === '' ? null : values.description.trim(),
          },
        },
      });
      const created = result.data?.submitPaper.id;
      if (!row && created) {
        onCreated?.(created);
      }
    },
    [submitPaper, onCreated],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      try {
        await removePapers({ variables: { ids } });
      } catch (failure) {
        notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'exam-paper-remove');
        throw failure;
      }
    },
    [removePapers, t],
  );
  const data = list.data?.papers ?? list.previousData?.papers;
  const { refetch } = list;
  return useMemo(() => ({ data, loading: list.loading, refetch: () => refetch(), submit, remove }), [data, list.loading, refetch, submit, remove]);
}
