import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useQuestionBankLazyQuery,
  useQuestionBanksLazyQuery,
  useQuestionBanksQuery,
  useRemoveQuestionBanksMutation,
  useSubmitQuestionBankMutation,
  type QuestionBankFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import type { BankFormValues, BankRow } from './bank-crud';
import { serverMessage } from './server-message';

/** The question bank page's list, detail, submit and remove calls, wired for CrudPage. */
export function useBankOperations(
  variables: CrudListVariables<Partial<QuestionBankFilter>>,
): CrudOperations<BankRow, BankFormValues, QuestionBankFilter> {
  const { t } = useTranslation();
  const list = useQuestionBanksQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useQuestionBanksLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useQuestionBankLazyQuery({ fetchPolicy: 'network-only' });
  const [submitBank] = useSubmitQuestionBankMutation({ context: handledErrors });
  // A refused delete (the bank still holds questions or a draw rule uses it) shows the server's own message.
  const [removeBanks] = useRemoveQuestionBanksMutation({ context: handledErrors });

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<QuestionBankFilter>>): Promise<CrudPageData<BankRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.questionBanks;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: BankRow): Promise<BankRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.questionBank ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: BankFormValues, row: BankRow | undefined) => {
      await submitBank({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            name: values.name.trim(),
            code: values.code.trim(),
            description: values.description.trim() === '' ? null : values.description.trim(),
          },
        },
      });
    },
    [submitBank],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      try {
        await removeBanks({ variables: { ids } });
      } catch (failure) {
        notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'exam-bank-remove');
        throw failure;
      }
    },
    [removeBanks, t],
  );

  const data = list.data?.questionBanks ?? list.previousData?.questionBanks;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
