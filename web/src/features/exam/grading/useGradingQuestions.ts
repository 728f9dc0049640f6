import { useMemo } from 'react';
import { useGradingQuestionsQuery } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { plainText } from './plain-text';

const MANUAL_TYPES = new Set(['SHORT_ANSWER', 'FILE_UPLOAD']);

/** The examination's questions as select options: every one (regrade) and those graded by hand (queue filter, grade next). */
export function useGradingQuestions(examinationId: string) {
  const canReadStats = usePermission('exam_score');
  const { data } = useGradingQuestionsQuery({ variables: { examinationId }, skip: !canReadStats, fetchPolicy: 'cache-and-network' });
  return useMemo(() => {
    const all = (data?.itemStats ?? []).map((question, index) => ({
      value: question.questionId,
      label: `${index + 1}. ${plainText(question.stem).slice(0, 60)}`,
      manual: MANUAL_TYPES.has(question.questionType),
    }));
    return { all: all.map(({ value, label }) => ({ value, label })), manual: all.filter((question) => question.manual).map(({ value, label }) => ({ value, label })) };
  }, [data]);
}
