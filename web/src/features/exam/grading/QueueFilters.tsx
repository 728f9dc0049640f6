import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GradingQueueState } from '../../../generated/graphql';

export interface QueueFilterValues {
  state: GradingQueueState;
  questionId: string;
  userId: string;
}

export const initialQueueFilter: QueueFilterValues = { state: 'PENDING', questionId: '', userId: '' };

const STATES: readonly GradingQueueState[] = ['PENDING', 'GRADED', 'ALL'];

/** The queue's filters: state, question (manual questions of the examination) and candidate. */
export function QueueFilters({
  value,
  onChange,
  questions,
  candidates,
}: {
  value: QueueFilterValues;
  onChange: (value: QueueFilterValues) => void;
  questions: Array<{ value: string; label: string }>;
  candidates: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('grading');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filter.state')}
        data={STATES.map((state) => ({ value: state, label: t(`queueState.${state}`) }))}
        value={value.state}
        onChange={(next) => onChange({ ...value, state: (next as GradingQueueState | null) ?? 'PENDING' })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={t('filter.question')}
        placeholder={t('filter.allQuestions')}
        data={questions}
        value={value.questionId || null}
        onChange={(next) => onChange({ ...value, questionId: next ?? '' })}
        clearable
        w={320}
      />
      <Select
        label={t('filter.candidate')}
        placeholder={t('filter.candidatePlaceholder')}
        data={candidates}
        value={value.userId || null}
        onChange={(next) => onChange({ ...value, userId: next ?? '' })}
        searchable
        clearable
        limit={50}
        nothingFoundMessage={t('filter.nothingFound')}
        w={240}
      />
    </Group>
  );
}
