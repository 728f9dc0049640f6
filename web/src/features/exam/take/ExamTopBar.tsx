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
    <Paper
      withBorder
      radius={0}
      px={{ base: 'sm', sm: 'md' }}
      py="xs"
      pos="sticky"
      top={0}
      style={{ zIndex: 10 }}
      data-testid="exam-top-bar"
    >
      {/* On a narrow screen the name takes its own row and the controls wrap below it: no label is cut. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz="h4" lineClamp={1} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          {name}
        </Title>
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flex: '0 1 auto', marginInlineStart: 'auto' }}>
          <Group gap={4} wrap="nowrap" role="timer" aria-label={t('bar.remaining', { time: formatRemaining(remaining) })}>
            <IconClock size={18} aria-hidden />
            <Text fw={700} ff="monospace" c={low ? 'red' : undefined} data-testid="exam-countdown" style={{ whiteSpace: 'nowrap' }}>
              {formatRemaining(remaining)}
            </Text>
          </Group>
          <Badge
            color={statusColor[saveStatus]}
            variant="light"
            role="status"
            data-testid="save-status"
            data-status={saveStatus}
            style={{ overflow: 'visible' }}
          >
            {t(`save.${saveStatus}`)}
          </Badge>
          {!fullscreen && (
            <Button variant="default" size="xs" leftSection={<IconMaximize size={14} aria-hidden />} onClick={onFullscreen}>
              {t('bar.fullscreen')}
            </Button>
          )}
          <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={onSubmit} disabled={submitDisabled}>
            {t('bar.submit')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
