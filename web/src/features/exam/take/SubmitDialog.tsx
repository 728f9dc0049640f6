import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SubmitDialogProps {
  opened: boolean;
  unanswered: number[];
  flagged: number[];
  offline: boolean;
  submitting: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
  onGoTo: (slot: number) => void;
}

function SlotList({ slots, onGoTo, label }: { slots: number[]; onGoTo: (slot: number) => void; label: string }) {
  return (
    <Group gap={4} aria-label={label} role="list">
      {slots.map((slot) => (
        <Button key={slot} role="listitem" size="compact-xs" variant="light" onClick={() => onGoTo(slot)}>
          {slot}
        </Button>
      ))}
    </Group>
  );
}

/** Confirmation before submitting: the unanswered and flagged questions, each a link back to it. */
export function SubmitDialog({ opened, unanswered, flagged, offline, submitting, error, onCancel, onConfirm, onGoTo }: SubmitDialogProps) {
  const { t } = useTranslation('examTake');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('submit.title')} centered>
      <Stack gap="sm">
        {unanswered.length === 0 && flagged.length === 0 && <Text>{t('submit.allAnswered')}</Text>}
        {unanswered.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>{t('submit.unanswered', { count: unanswered.length })}</Text>
            <SlotList slots={unanswered} onGoTo={onGoTo} label={t('submit.unansweredList')} />
          </Stack>
        )}
        {flagged.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>{t('submit.flagged', { count: flagged.length })}</Text>
            <SlotList slots={flagged} onGoTo={onGoTo} label={t('submit.flaggedList')} />
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t('submit.final')}
        </Text>
        {offline && (
          <Alert color="orange" title={t('submit.offlineTitle')}>
            {t('submit.offline')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('submit.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={submitting} disabled={offline}>
            {t('submit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
