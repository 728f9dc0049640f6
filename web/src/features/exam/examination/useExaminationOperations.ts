import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useExaminationsQuery, useRemoveExaminationsMutation, type ExaminationFilter } from '../../../generated/graphql';
import { refusalMessage } from './refusal-message';
import { notifyError } from '../../../shared/errors/notify-error';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { ExaminationRow } from './examination-crud';

/** The examination list and delete (DRAFT or CANCELLED; a refusal shows the server's message). */
export function useExaminationOperations(variables: CrudListVariables<Partial<ExaminationFilter>>): CrudOperations<ExaminationRow, object, ExaminationFilter> {
  const { t } = useTranslation();
  const list = useExaminationsQuery({ variables: { filter: variables.filter, page: variables.page }, fetchPolicy: 'cache-and-network' });
  const [removeExaminations] = useRemoveExaminationsMutation({ context: handledErrors });
  const remove = useCallback(
    async (ids: string[]) => {
      try {
        await removeExaminations({ variables: { ids } });
      } catch (failure) {
        notifyError(refusalMessage(failure, t), 'examination-remove');
        throw failure;
      }
    },
    [removeExaminations, t],
  );
  const data = list.data?.examinations ?? list.previousData?.examinations;
  const { refetch } = list;
  return useMemo(() => ({ data, loading: list.loading, refetch: () => refetch(), remove }), [data, list.loading, refetch, remove]);
}
