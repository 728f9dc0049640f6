import { useTranslation } from 'react-i18next';
import { useProctorExaminationsQuery } from '../../../generated/graphql';
import { ExaminationPicker } from '../shared/ExaminationPicker';

/** The examination to watch: those open now or closing (attempts may still run), open ones first. */
export function ProctorExaminationPicker({ value, onChange }: { value: string; onChange: (examinationId: string) => void }) {
  const { t } = useTranslation('proctor');
  const { data, loading } = useProctorExaminationsQuery({ fetchPolicy: 'cache-and-network' });
  const exams = [...(data?.open.records ?? []), ...(data?.closing.records ?? [])];
  const options = exams.map((exam) => ({
    value: exam.id,
    label: t('picker.option', { name: exam.name, status: t(`examStatus.${exam.status === 'CLOSING' ? 'CLOSING' : 'OPEN'}`) }),
  }));
  return (
    <ExaminationPicker value={value} options={options} loading={loading && !data} text={(key) => t(`picker.${key}`)} onChange={onChange} />
  );
}
