import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GradingExamCountsQuery } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { examStatusColor, lockedByOther } from './grading-types';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** To grade, graded, locked by other graders, and the results state of the examination. */
export function GradingSummary({ counts, userId }: { counts: GradingExamCountsQuery; userId: string | undefined }) {
  const { t, i18n } = useTranslation('grading');
  const exam = counts.examination;
  const lockedByOthers = counts.pending.records.filter((item) => lockedByOther(item, userId)).length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('summary.title')}>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Figure label={t('summary.pending')} value={counts.pending.total} testId="grading-pending" />
        <Figure label={t('summary.graded')} value={counts.graded.total} testId="grading-graded" />
        <Figure label={t('summary.lockedByOthers')} value={lockedByOthers} testId="grading-locked" />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('summary.results')}
          </Text>
          <Badge size="lg" variant="light" color={examStatusColor[exam.status] ?? 'gray'} data-testid="grading-status">
            {t(`examStatus.${exam.status}`)}
          </Badge>
          {exam.resultsReleasedAt && (
            <Text size="sm" c="dimmed">
              {t('summary.releasedAt', { time: formatLocalizedDateTime(exam.resultsReleasedAt, i18n.language) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
