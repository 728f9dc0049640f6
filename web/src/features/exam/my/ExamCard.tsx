import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { closeClock, endsTogether } from '../shared/exam-timing';
import { ExamActionButton } from './ExamActionButton';
import { attemptStateColor, examPhaseColor, type MyExam } from './exam-display';

/** One examination of the student: status, window, duration, attempts, and the allowed action. */
export function ExamCard({ exam, dense = false }: { exam: MyExam; dense?: boolean }) {
  const { t, i18n } = useTranslation('examTake');
  const { t: access } = useTranslation('examAccess');
  const latest = exam.latestAttempt;
  return (
    <Card withBorder radius="md" padding={dense ? 'sm' : 'md'} component="article" aria-label={exam.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{exam.name}</Text>
            <Badge color={examPhaseColor[exam.phase]} variant="light" data-testid="exam-phase">
              {t(`phase.${exam.phase}`)}
            </Badge>
            {exam.kind !== 'FORMAL' && (
              <Badge color="gray" variant="outline">
                {t(`kind.${exam.kind}`)}
              </Badge>
            )}
            {exam.requiresPassword && (
              <Badge color="orange" variant="outline" leftSection={<IconLock size={12} aria-hidden />}>
                {access('my.passwordRequired')}
              </Badge>
            )}
            {exam.accommodated && (
              <Badge color="violet" variant="light">
                {access('my.accommodated')}
              </Badge>
            )}
            {latest && exam.phase === 'RUNNING' && latest.state !== 'IN_PROGRESS' && (
              <Badge color={attemptStateColor[latest.state]} variant="dot">
                {t(`attemptState.${latest.state}`)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('my.window', {
              from: formatLocalizedDateTime(exam.openAt, i18n.language),
              to: formatLocalizedDateTime(exam.closeAt, i18n.language),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {endsTogether(exam)
              ? t('my.factsFixed', { time: closeClock(exam), used: exam.attemptsUsed, max: exam.maxAttempts, points: exam.passScore })
              : t('my.facts', { minutes: exam.durationMin, used: exam.attemptsUsed, max: exam.maxAttempts, points: exam.passScore })}
          </Text>
          {exam.extraTimeMin > 0 && (
            <Text size="sm" c="violet">
              {access('my.extraTime', { minutes: exam.extraTimeMin })}
            </Text>
          )}
          {latest?.submittedAt && (
            <Text size="sm" c="dimmed">
              {t('my.submittedAt', { time: formatLocalizedDateTime(latest.submittedAt, i18n.language) })}
            </Text>
          )}
          {exam.resultsReleasedAt && (
            <Text size="sm" c="teal">
              {t('my.released', { time: formatLocalizedDateTime(exam.resultsReleasedAt, i18n.language) })}
            </Text>
          )}
        </Stack>
        <div style={{ flexShrink: 0 }}>
          <ExamActionButton exam={exam} size={dense ? 'xs' : 'sm'} />
        </div>
      </Group>
    </Card>
  );
}
