import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconClock, IconMaximize, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './autosave-queue';
import { formatRemaining } from './server-clock';

const statusColor: Record<SaveStatus, string> = { saved: 'green', saving: 'blue', offline: 'orange', error: 'red' };

interface ExamTopBarProps {
  name: string;
  remaining: number;
  saveStatus: SaveStatus;
  fullscreen: boolean;
  onFullscreen: () => void;
  onSubmit: () => void;
  submitDisabled: boolean;
}

/** The exam's bar: name, server-time countdown, autosave state, full screen and submit. */
export function ExamTopBar({ name, remaining, saveStatus, fullscreen, onFullscreen, onSubmit, submitDisabled }: ExamTopBarProps) {
  const { t } = useTranslation('examTake');
  const low = remaining <= 5 * 60_000;
  return (
    <Paper withBorder radius={0} px="md" py="xs" pos="sticky" top={0} style={{ zIndex: 10 }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz="h4" lineClamp={1}>
          {name}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Group gap={4} role="timer" aria-label={t('bar.remaining', { time: formatRemaining(remaining) })}>
            <IconClock size={18} />
            <Text fw={700} ff="monospace" c={low ? 'red' : undefined} data-testid="exam-countdown">
              {formatRemaining(remaining)}
            </Text>
          </Group>
          <Badge color={statusColor[saveStatus]} variant="light" role="status" data-testid="save-status" data-status={saveStatus}>
            {t(`save.${saveStatus}`)}
          </Badge>
          {!fullscreen && (
            <Button variant="default" size="xs" leftSection={<IconMaximize size={14} />} onClick={onFullscreen}>
              {t('bar.fullscreen')}
            </Button>
          )}
          <Button size="xs" leftSection={<IconSend size={14} />} onClick={onSubmit} disabled={submitDisabled}>
            {t('bar.submit')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
