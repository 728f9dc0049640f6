import { useTranslation } from 'react-i18next';
import { ExaminationPicker } from '../shared/ExaminationPicker';
import { useGradingExaminations } from './useGradingExaminations';

/** The examination to grade: those with submitted attempts, each with its count of answers waiting. */
export function GradingExaminationPicker({
  value,
  pending,
  onChange,
}: {
  value: string;
  /** The chosen examination's count as the workspace sees it now. */ pending: number | undefined;
  onChange: (examinationId: string) => void;
}) {
  const { t } = useTranslation('grading');
  const { examinations, loading } = useGradingExaminations();
  const options = examinations.map((exam) => {
    const count = exam.id === value && pending !== undefined ? pending : exam.pending;
    return {
      value: exam.id,
      label: count > 0 ? t('picker.option', { name: exam.name, count }) : t('picker.optionDone', { name: exam.name }),
    };
  });
  return <ExaminationPicker value={value} options={options} loading={loading} text={(key) => t(`picker.${key}`)} onChange={onChange} />;
}
