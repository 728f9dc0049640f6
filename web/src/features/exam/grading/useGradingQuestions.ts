import { useMemo } from 'react';
import { useGradingQuestionsQuery, type GradingExamCountsQuery } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { plainText } from './plain-text';

const MANUAL_TYPES = new Set(['SHORT_ANSWER', 'FILE_UPLOAD']);

type Option = { value: string; label: string };

const label = (position: number, stem: string) => `${position}. ${plainText(stem).slice(0, 60)}`;

/**
 * The examination's questions as select options: every one (regrade; from the item statistics, which cover
 * graded attempts) and those graded by hand (queue filter, grade next; also from the answers still waiting).
 */
export function useGradingQuestions(examinationId: string, pending: GradingExamCountsQuery['pending']['records'] | undefined) {
  const canReadStats = usePermission('exam_score');
  const { data, refetch } = useGradingQuestionsQuery({ variables: { examinationId }, skip: !canReadStats, fetchPolicy: 'cache-and-network' });
  const options = useMemo(() => {
    const stats = data?.itemStats ?? [];
    const all: Option[] = stats.map((question, index) => ({ value: question.questionId, label: label(index + 1, question.stem) }));
    const manual = new Map<string, Option>();
    stats.forEach((question, index) => {
      if (MANUAL_TYPES.has(question.questionType)) {
        manual.set(question.questionId, { value: question.questionId, label: label(index + 1, question.stem) });
      }
    });
    for (const item of pending ?? []) {
      if (!manual.has(item.questionId)) {
        manual.set(item.questionId, { value: item.questionId, label: label(item.slot, item.stem) });
      }
    }
    return { all, manual: [...manual.values()] };
  }, [data, pending]);
  return { ...options, refetch };
}
