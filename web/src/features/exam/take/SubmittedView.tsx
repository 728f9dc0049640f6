import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SubmitSource } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';

interface SubmittedViewProps {
  examName: string;
  attemptId: string;
  submittedAt: string | null;
  source: SubmitSource | null;
}

/** After the submit: when and how it was submitted, with the way to the result and back to my exams. */
export function SubmittedView({ examName, attemptId, submittedAt, source }: SubmittedViewProps) {
  const { t, i18n } = useTranslation('examTake');
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack align="center" gap="sm">
          <IconCircleCheck size={56} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={1} fz="h3">
            {t('submitted.title')}
          </Title>
          <Text fw={500}>{examName}</Text>
          {submittedAt && <Text c="dimmed">{t('submitted.at', { time: formatLocalizedDateTime(submittedAt, i18n.language) })}</Text>}
          {source && source !== 'CANDIDATE' && <Text c="orange">{t(`submitted.source.${source}`)}</Text>}
          <Text size="sm" c="dimmed" ta="center">
            {t('submitted.grading')}
          </Text>
          <Group>
            <Button component={Link} to={`/exam/result/${attemptId}`} variant="light">
              {t('submitted.result')}
            </Button>
            <Button component={Link} to="/exam/my">
              {t('submitted.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The attempt is locked by the integrity policy until a proctor unlocks it. */
export function LockedView({ examName }: { examName: string }) {
  const { t } = useTranslation('examTake');
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack align="center" gap="sm">
          <IconLock size={56} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} fz="h3">
            {t('locked.title')}
          </Title>
          <Text fw={500}>{examName}</Text>
          <Text c="dimmed" ta="center">
            {t('locked.body')}
          </Text>
          <Button component={Link} to="/exam/my" variant="default">
            {t('submitted.back')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
