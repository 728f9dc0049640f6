import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconLock, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { NoticeCard } from './NoticeCard';
import { useAttemptHold, type AttemptStatus } from './useAttemptHold';

/**
 * Full page while a proctor holds the attempt: "paused by the proctor" or "locked: ask the proctor". It asks
 * the server every 5 s and hands over as soon as the attempt runs again (or was submitted or ended meanwhile).
 * Answers not yet saved stay in this device's buffer and are sent after the release.
 */
export function ProctorHoldNotice({
  attemptId,
  examName,
  known,
  buffered,
  onReleased,
}: {
  attemptId: string;
  examName: string;
  /** The held state as far as the page knows (null: a save was refused, the poll tells which). */
  known: AttemptState | null;
  /** Answers waiting in the local buffer. */
  buffered: number;
  onReleased: (status: AttemptStatus, receivedAt: number) => void;
}) {
  const { t, i18n } = useTranslation('examTake');
  const { state, checkedAt, error } = useAttemptHold(attemptId, onReleased);
  const paused = (state ?? known) === 'PAUSED';
  const Icon = paused ? IconPlayerPause : IconLock;
  return (
    <NoticeCard
      role="alertdialog"
      icon={<Icon size={56} color={paused ? 'var(--mantine-color-yellow-7)' : 'var(--mantine-color-red-6)'} aria-hidden />}
      title={paused ? t('hold.pausedTitle') : t('locked.title')}
      examName={examName}
      body={paused ? t('hold.pausedBody') : t('locked.body')}
    >
      {buffered > 0 && (
        <Alert color="blue" variant="light" w="100%" role="status">
          {t('hold.buffered', { count: buffered })}
        </Alert>
      )}
      <Group gap={6} wrap="nowrap">
        <Loader size="xs" type="dots" aria-hidden />
        <Text size="sm" c="dimmed" aria-live="polite">
          {checkedAt ? t('hold.checked', { time: formatLocalizedDateTime(checkedAt, i18n.language) }) : t('hold.checking')}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(error, t)}
        </Text>
      )}
    </NoticeCard>
  );
}
