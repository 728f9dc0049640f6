import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddExamCandidatesMutation,
  useExamCandidatesQuery,
  useRemoveExamCandidateEntriesMutation,
  useSetExamCandidateStatusMutation,
  type CandidateStatus,
  type ExamCandidatesQuery,
} from '../../../generated/graphql';
import { refusalMessage } from './refusal-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { handledErrors } from '../../../shared/errors/handled-errors';

/** A roster row with the candidate's attempts used and latest attempt (state, score in points, passed). */
export type RosterRow = ExamCandidatesQuery['examCandidates']['records'][number];

/** One examination's roster: a page of candidates with their latest attempts, and the add / remove / status calls. */
export function useRoster(examinationId: string, onChanged: () => void) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useExamCandidatesQuery({
    variables: { examinationId, keyword: keyword.trim() || null, page: { current: page, size } },
    fetchPolicy: 'cache-and-network',
  });
  const [add, adding] = useAddExamCandidatesMutation({ context: handledErrors });
  const [remove] = useRemoveExamCandidateEntriesMutation({ context: handledErrors });
  const [setStatus] = useSetExamCandidateStatusMutation({ context: handledErrors });
  const data = list.data ?? list.previousData;
  const rows = useMemo<RosterRow[]>(() => data?.examCandidates.records ?? [], [data]);

  const changed = () => {
    list.refetch().catch(() => undefined);
    onChanged();
  };
  const refused = (failure: unknown) => notifyError(refusalMessage(failure, t), 'examination-roster');
  const addCandidates = async (userIds: string[], deptIds: string[]): Promise<boolean> => {
    try {
      const result = await add({
        variables: { examinationId, userIds: userIds.length > 0 ? userIds : null, deptIds: deptIds.length > 0 ? deptIds : null },
      });
      notifySuccess(t('examination:roster.added', { count: result.data?.addExamCandidates ?? 0 }));
      changed();
      return true;
    } catch (failure) {
      refused(failure);
      return false;
    }
  };
  const removeEntries = (ids: string[]) =>
    remove({ variables: { ids } }).then((result) => {
      notifySuccess(t('examination:roster.removed', { count: result.data?.removeExamCandidateEntries ?? 0 }));
      changed();
    }, refused);
  const changeStatus = (id: string, status: CandidateStatus) =>
    setStatus({ variables: { id, status } }).then(() => {
      notifySuccess(t('examination:roster.statusChanged'));
      changed();
    }, refused);
  return {
    rows,
    total: data?.examCandidates.total ?? 0,
    loading: list.loading,
    keyword,
    search: (value: string) => {
      setKeyword(value);
      setPage(1);
    },
    page,
    size,
    setPage,
    setSize: (value: number) => {
      setSize(value);
      setPage(1);
    },
    adding: adding.loading,
    addCandidates,
    removeEntries,
    changeStatus,
    refresh: () => list.refetch().catch(() => undefined),
  };
}
