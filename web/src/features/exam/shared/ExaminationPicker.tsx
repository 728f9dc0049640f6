import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGradingExaminations } from './useGradingExaminations';

/** The examination to grade: those with submitted attempts, each with its count of answers waiting. */
export function ExaminationPicker({ value, pending, onChange }: { value: string; /** The chosen examination's count as the workspace sees it now. */ pending: number | undefined; onChange: (examinationId: string) => void }) {
  const { t } = useTranslation('grading');
  const { examinations, loading } = useGradingExaminations();
  const data = examinations.map((exam) => {
    const count = exam.id === value && pending !== undefined ? pending : exam.pending;
    return { value: exam.id, label: count > 0 ? t('picker.option', { name: exam.name, count }) : t('picker.optionDone', { name: exam.name }) };
  });
  // A chosen examination stays selectable while the list loads or after it left the list.
  if (value && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: loading ? t('picker.loading') : t('picker.unknown') });
  }
  return (
    <Select
      label={t('picker.label')}
      placeholder={loading ? t('picker.loading') : data.length === 0 ? t('picker.none') : t('picker.placeholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage={t('picker.nothingFound')}
      maw={520}
      allowDeselect={false}
    />
  );
}
