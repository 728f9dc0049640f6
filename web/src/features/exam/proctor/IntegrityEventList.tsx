import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgiveIntegrityEventMutation, type AttemptIntegrityEventsQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { serverMessage } from '../bank/server-message';

type IntegrityEventRow = AttemptIntegrityEventsQuery['attemptIntegrityEvents'][number];

/** The note form under one event: a required note, then forgive (the count goes down by one). */
function ForgiveForm({ event, onDone, onCancel }: { event: IntegrityEventRow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('proctor');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [forgive, { loading }] = useForgiveIntegrityEventMutation({ context: handledErrors });
  const save = () => {
    if (note.trim() === '') {
      setError(t('drawer.noteRequired'));
      return;
    }
    forgive({ variables: { eventId: event.id, note: note.trim() } })
      .then(() => {
        notifySuccess(t('drawer.forgiven'));
        onDone();
      })
      .catch((failure: unknown) => setError(serverMessage(failure) ?? errorMessage(failure, t)));
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('drawer.note')}
        withAsterisk
        autosize
        minRows={2}
        value={note}
        error={error}
        onChange={(change) => setNote(change.currentTarget.value)}
        maxLength={500}
        data-autofocus
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('drawer.cancel')}
        </Button>
        <Button size="xs" loading={loading} onClick={save}>
          {t('drawer.forgiveSave')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The attempt's integrity events, oldest first; counted ones not yet forgiven can be forgiven with a note. */
export function IntegrityEventList({
  events,
  canForgive,
  onChanged,
}: {
  events: readonly IntegrityEventRow[];
  canForgive: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('proctor');
  const [forgiving, setForgiving] = useState<string | undefined>();
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.eventsEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {events.map((event) => {
        const time = formatLocalizedDateTime(event.occurredAt ?? event.receivedAt, i18n.language);
        return (
          <Paper key={event.id} withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t(`eventType.${event.eventType}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {time}
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="light" color={event.counted && !event.forgiven ? 'orange' : 'gray'}>
                    {event.counted ? t('drawer.counted', { count: event.countAfter }) : t('drawer.notCounted')}
                  </Badge>
                  {event.actionTaken && event.actionTaken !== 'LOG_ONLY' && (
                    <Badge size="xs" variant="light" color="red">
                      {t('drawer.policy', { action: t(`integrityAction.${event.actionTaken}`) })}
                    </Badge>
                  )}
                </Group>
                {event.forgiven && (
                  <Text size="xs" c="teal">
                    {t('drawer.forgivenBy', { name: event.forgivenByName ?? '', note: event.note ?? '' })}
                  </Text>
                )}
              </Stack>
              {canForgive && event.counted && !event.forgiven && forgiving !== event.id && (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => setForgiving(event.id)}
                  aria-label={t('drawer.forgiveNamed', { time })}
                >
                  {t('drawer.forgive')}
                </Button>
              )}
            </Group>
            {forgiving === event.id && (
              <ForgiveForm
                event={event}
                onCancel={() => setForgiving(undefined)}
                onDone={() => {
                  setForgiving(undefined);
                  onChanged();
                }}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
