import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission } from '../../../shared/permission/usePermission';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { ExamCard } from './ExamCard';
import type { ExamGroup, MyExam } from './exam-display';
import { useMyExams } from './useMyExams';

function ExamGroupSection({
  groups,
  title,
  id,
  dense,
  shown = () => true,
}: {
  groups: readonly ExamGroup[];
  title: string;
  id: string;
  dense: boolean;
  shown?: (exam: MyExam) => boolean;
}) {
  const { t } = useTranslation('examTake');
  const mine = useMyExams();
  const rows = groups
    .flatMap((group) => mine.groups[group])
    .filter(shown)
    .slice(0, 5);
  return (
    <Card withBorder radius="md" padding={dense ? 'md' : 'lg'} h="100%" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to="/exam/my" size="sm">
          {t('home.all')}
        </Anchor>
      </Group>
      {mine.loaded && rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('home.none')}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((exam) => (
          <ExamCard key={exam.id} exam={exam} dense />
        ))}
      </Stack>
    </Card>
  );
}

/** Student home: examinations open now and the next ones (only for users who take exams). */
export function CurrentExamsSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation('examTake');
  if (!usePermission('exam_take')) {
    return null;
  }
  return <ExamGroupSection groups={['open', 'upcoming']} title={t('home.current')} id="home-current-exams" dense={dense} />;
}

/** Student home: recent results (examinations ended for the student, the latest first). */
export function FinishedExamsSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation('examTake');
  if (!usePermission('exam_take')) {
    return null;
  }
  // Results only: an examination missed (no attempt) stays in "my exams" under ended.
  return (
    <ExamGroupSection
      groups={['ended']}
      title={t('home.finished')}
      id="home-finished-exams"
      dense={dense}
      shown={(exam) => exam.phase !== 'MISSED'}
    />
  );
}
