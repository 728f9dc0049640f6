import { useMemo } from 'react';
import { useMyExaminationsQuery } from '../../../generated/graphql';
import { examGroup, type ExamGroup, type MyExam } from './exam-display';

function lastActivity(exam: MyExam): number {
  return Date.parse(exam.resultsReleasedAt ?? exam.latestAttempt?.submittedAt ?? exam.closeAt);
}

/** The student's examinations (newest first, as the server sorts them) in the three groups. */
export function useMyExams() {
  const { data, loading, error, refetch } = useMyExaminationsQuery({
    variables: { page: { current: 1, size: 200 } },
    fetchPolicy: 'cache-and-network',
  });
  const groups = useMemo(() => {
    const grouped: Record<ExamGroup, MyExam[]> = { open: [], upcoming: [], ended: [] };
    for (const exam of data?.myExaminations.records ?? []) {
      grouped[examGroup(exam)].push(exam);
    }
    // Upcoming: the soonest first.
    grouped.upcoming.sort((left, right) => Date.parse(left.openAt) - Date.parse(right.openAt));
    // Ended: the latest submission first (recent results on the student home).
    grouped.ended.sort((left, right) => lastActivity(right) - lastActivity(left));
    return grouped;
  }, [data]);
  return { groups, total: data?.myExaminations.total, loaded: data !== undefined, loading, error, refetch };
}
