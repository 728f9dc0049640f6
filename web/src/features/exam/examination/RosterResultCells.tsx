import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamCandidatesQuery } from '../../../generated/graphql';
import { formatPoints } from '../question/question-labels';

type Candidate = ExamCandidatesQuery['examCandidates']['records'][number];

/** The candidate's latest attempt: its state, or its grading progress once submitted; "not started" before. */
export function LatestAttemptCell({ row }: { row: Candidate }) {
  const { t } = useTranslation();
  if (!row.latestAttemptState) {
    return (
      <Text size="sm" c="dimmed">
        {t('examination:roster.notStarted')}
      </Text>
    );
  }
  const submitted = row.latestAttemptState === 'SUBMITTED' && row.latestGradingState !== null;
  return (
    <Text size="sm">
      {submitted ? t(`examTake:gradingState.${row.latestGradingState}`) : t(`examTake:attemptState.${row.latestAttemptState}`)}
    </Text>
  );
}

/** The latest attempt's score in points with pass / fail, once graded ("—" before, or without the score permission). */
export function LatestScoreCell({ row }: { row: Candidate }) {
  const { t } = useTranslation();
  if (row.latestScore === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{t('examination:roster.points', { points: formatPoints(row.latestScore) })}</Text>
      {row.latestPassed !== null && (
        <Badge size="sm" variant="light" color={row.latestPassed ? 'green' : 'red'}>
          {t(row.latestPassed ? 'examination:roster.passed' : 'examination:roster.failed')}
        </Badge>
      )}
    </Group>
  );
}
