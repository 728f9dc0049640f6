import { useMemo } from 'react';
import { useGradingQuestionsQuery, type GradingExamCountsQuery } from '../../../generated/graphql';
import { plainText } from './plain-text';

const MANUAL_TYPES = new Set(['SHORT_ANSWER', 'FILE_UPLOAD']);

type Option = { value: string; label: string };

const label = (position: number, stem: string) => `${position}. ${plainText(stem).slice(0, 60)}`;

/**
 * The examination's questions as select options, from its frozen paper (so before any grading): every one
 * (regrade) and those graded by hand (queue filter, grade next; also from the answers still waiting).
 */
export function useGradingQuestions(examinationId: string, pending: GradingExamCountsQuery['pending']['records'] | undefined) {
  const { data, refetch } = useGradingQuestionsQuery({ variables: { examinationId }, fetchPolicy: 'cache-and-network' });
  const options = useMemo(() => {
    const frozen = data?.frozenQuestions ?? [];
    const all: Option[] = frozen.map((question) => ({ value: question.questionId, label: label(question.position, question.stem) }));
    const manual = new Map<string, Option>();
    for (const question of frozen) {
      if (MANUAL_TYPES.has(question.questionType)) {
        manual.set(question.questionId, { value: question.questionId, label: label(question.position, question.stem) });
      }
    }
    for (const item of pending ?? []) {
      if (!manual.has(item.questionId)) {
        manual.set(item.questionId, { value: item.questionId, label: label(item.slot, item.stem) });
      }
    }
    return { all, manual: [...manual.values()] };
  }, [data, pending]);
  return { ...options, refetch };
}
