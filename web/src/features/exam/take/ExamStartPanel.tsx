import { Alert, Anchor, Button, Center, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import type { MyExam } from '../my/exam-display';
import { closeClock, endsTogether } from '../shared/exam-timing';
import type { CandidateAttempt } from './attempt-types';
import { RichText } from './RichText';

interface ExamStartPanelProps {
  /** The row of "my exams" the student came from (absent after a direct visit). */
  exam: MyExam | undefined;
  latest: CandidateAttempt | null;
  starting: boolean;
  error: string | undefined;
  onStart: () => void;
}

/** Before the attempt: what the exam is, its rules, and the start button (the click that may enter full screen). */
export function ExamStartPanel({ exam, latest, starting, error, onStart }: ExamStartPanelProps) {
  const { t, i18n } = useTranslation('examTake');
  const { t: access } = useTranslation('examAccess');
  const name = exam?.name ?? latest?.examinationName ?? t('start.untitled');
  return (
    <Center mih="80vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={720} w="100%">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {name}
          </Title>
          {exam && (
            <List spacing={4}>
              <List.Item>
                {t('start.window', {
                  from: formatLocalizedDateTime(exam.openAt, i18n.language),
                  to: formatLocalizedDateTime(exam.closeAt, i18n.language),
                })}
              </List.Item>
              <List.Item>
                {endsTogether(exam) ? t('start.fixedEnd', { time: closeClock(exam) }) : t('start.duration', { minutes: exam.durationMin })}
              </List.Item>
              {exam.extraTimeMin > 0 && <List.Item>{access('my.extraTime', { minutes: exam.extraTimeMin })}</List.Item>}
              {exam.requiresPassword && <List.Item>{access('my.passwordNeeded')}</List.Item>}
              <List.Item>{t('start.attempts', { used: exam.attemptsUsed, max: exam.maxAttempts })}</List.Item>
              <List.Item>{t('start.pass', { points: exam.passScore })}</List.Item>
              {exam.navigation === 'SEQUENTIAL' && <List.Item>{t('start.sequential')}</List.Item>}
              {exam.requireFullscreen && <List.Item>{t('start.fullscreen')}</List.Item>}
            </List>
          )}
          {exam?.instructions && <RichText html={exam.instructions} />}
          <Text size="sm" c="dimmed">
            {t('start.autosave')}
          </Text>
          {latest && latest.state !== 'IN_PROGRESS' && (
            <Alert color="blue">
              {t('start.previous', { number: latest.attemptNo })}{' '}
              <Anchor component={Link} to={`/exam/result/${latest.id}`}>
                {t('start.viewResult')}
              </Anchor>
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to="/exam/my" variant="default">
              {t('submitted.back')}
            </Button>
            <Button onClick={onStart} loading={starting}>
              {t('start.button')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
