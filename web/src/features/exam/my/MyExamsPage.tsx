import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ExamCard } from './ExamCard';
import type { ExamGroup } from './exam-display';
import { useMyExams } from './useMyExams';

const GROUPS: readonly ExamGroup[] = ['open', 'upcoming', 'ended'];

/** /exam/my (menu exam_take, "My exams"): the student's open, upcoming and ended examinations. */
export function MyExamsPage() {
  const { t } = useTranslation('examTake');
  const { groups, loaded, loading, error, refetch } = useMyExams();
  const [group, setGroup] = useState<ExamGroup>('open');
  const rows = groups[group];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('my.title')}
        </Title>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void refetch()} loading={loading && loaded}>
          {t('my.refresh')}
        </Button>
      </Group>
      <SegmentedControl
        value={group}
        onChange={(value) => setGroup(value as ExamGroup)}
        aria-label={t('my.groups')}
        data={GROUPS.map((key) => ({ value: key, label: t(`my.group.${key}`, { count: groups[key].length }) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error, t)}
        </Alert>
      )}
      {!loaded && loading && <PageLoader />}
      {loaded && rows.length === 0 && <Text c="dimmed">{t(`my.empty.${group}`)}</Text>}
      <Stack gap="sm">
        {rows.map((exam) => (
          <ExamCard key={exam.id} exam={exam} />
        ))}
      </Stack>
    </Stack>
  );
}
