import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { GradingExamCountsDocument, useGradingExaminationsQuery, type ExamStatus } from '../../../generated/graphql';
import { GRADABLE_STATUSES } from './grading-types';

/** An examination the grading page offers: it has submitted attempts (answers to grade, graded ones, or a grading state). */
export interface GradingExamination {
  id: string;
  name: string;
  status: ExamStatus;
  pending: number;
}

/** States that exist only once attempts were submitted and closed. */
const GRADING_STATES: readonly ExamStatus[] = ['GRADING', 'GRADED', 'RESULTS_RELEASED'];

/**
 * The examinations with submitted attempts, each with its count of answers waiting for manual grading.
 * The counts come from the grading queue of each published examination (at most 200 examinations).
 */
export function useGradingExaminations(): { examinations: GradingExamination[]; loading: boolean } {
  const client = useApolloClient();
  const list = useGradingExaminationsQuery({ fetchPolicy: 'cache-and-network' });
  const [examinations, setExaminations] = useState<GradingExamination[] | undefined>(undefined);
  const records = list.data?.examinations.records;

  useEffect(() => {
    if (!records) {
      return;
    }
    let cancelled = false;
    const candidates = records.filter((exam) => GRADABLE_STATUSES.includes(exam.status));
    Promise.all(
      candidates.map(async (exam) => {
        const counts = await client
          .query({ query: GradingExamCountsDocument, variables: { examinationId: exam.id }, fetchPolicy: 'network-only' })
          .catch(() => undefined);
        const pending = counts?.data?.pending.total ?? 0;
        const graded = counts?.data?.graded.total ?? 0;
        return pending + graded > 0 || GRADING_STATES.includes(exam.status)
          ? { id: exam.id, name: exam.name, status: exam.status, pending }
          : undefined;
      }),
    ).then(
      (rows) => {
        if (!cancelled) {
          setExaminations(rows.filter((row): row is GradingExamination => row !== undefined));
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [client, records]);

  return { examinations: examinations ?? [], loading: examinations === undefined };
}
