import { useCallback, useMemo } from 'react';
import { useQuestionsQuery, useRemoveQuestionsMutation, type QuestionFilter } from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import type { QuestionRow } from './question-crud';

/** The question page's list and remove calls (add and edit are the editor page). */
export function useQuestionOperations(
  variables: CrudListVariables<Partial<QuestionFilter>>,
): CrudOperations<QuestionRow, Record<string, never>, QuestionFilter> {
  const list = useQuestionsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [removeQuestions] = useRemoveQuestionsMutation();
  const remove = useCallback(
    async (ids: string[]) => {
      await removeQuestions({ variables: { ids } });
    },
    [removeQuestions],
  );
  const data = list.data?.questions ?? list.previousData?.questions;
  const { refetch } = list;
  return useMemo(() => ({ data, loading: list.loading, refetch: () => refetch(), remove }), [data, list.loading, refetch, remove]);
}
