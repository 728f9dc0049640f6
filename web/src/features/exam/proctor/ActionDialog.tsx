import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverMessage } from '../bank/server-message';
import { candidateName, DESTRUCTIVE, type ProctorActionKind, type ProctorRow } from './proctor-types';
import { useProctorAction } from './useProctorAction';
import { z } from 'zod';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { numberInputSchema, requiredText } from '../../../shared/utils/form-schemas';

interface ActionValues {
  reason: string;
  minutes: number | string;
  resetIntegrityCount: boolean;
}

/**
 * The dialog of one proctor action: a required reason (kept in the attempt's history), minutes for an
 * extension, the reset option for an unlock, and a warning for the actions that cannot be undone. A refusal
 * (the state changed meanwhile) is shown in the dialog with the server's message naming the state.
 */
export function ActionDialog({
  kind,
  row,
  onClose,
  onDone,
}: {
  kind: ProctorActionKind;
  row: ProctorRow;
  onClose: () => void;
  onDone: (row: ProctorRow) => void;
}) {
  const { t } = useTranslation('proctor');
  const run = useProctorAction();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<ActionValues>({
    initialValues: { reason: '', minutes: 10, resetIntegrityCount: false },
    validate: zodValidate(
      z.object({
        reason: requiredText({ required: t('dialog.reasonRequired'), tooLong: t('dialog.reasonTooLong') }, 500),
        // Only an extension sends minutes.
        minutes:
          kind === 'EXTEND' ? numberInputSchema({ min: 1, max: 600, integer: true }, { invalid: t('dialog.minutesRange') }) : z.unknown(),
      }),
    ),
  });
  const destructive = DESTRUCTIVE.has(kind);
  const name = candidateName(row);

  const submit = (values: ActionValues) => {
    setBusy(true);
    setFailure(undefined);
    run(kind, row.id, { reason: values.reason.trim(), minutes: Number(values.minutes), resetIntegrityCount: values.resetIntegrityCount })
      .then((updated) => {
        if (updated) {
          notifySuccess(t(`dialog.done.${kind}`));
          onDone(updated);
        }
      })
      .catch((error: unknown) => {
        const fields = formFieldErrors(error, ['reason', 'minutes']);
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
        } else {
          setFailure(serverMessage(error) ?? errorMessage(error, t));
        }
      })
      .finally(() => setBusy(false));
  };

  return (
    <Modal opened onClose={onClose} title={t(`dialog.title.${kind}`, { name })} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Alert color={destructive ? 'red' : 'blue'} variant="light" role="note">
            {t(`dialog.hint.${kind}`)}
          </Alert>
          {kind === 'EXTEND' && (
            <NumberInput
              label={t('dialog.minutes')}
              min={1}
              max={600}
              step={5}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps('minutes')}
            />
          )}
          <Textarea
            label={t('dialog.reason')}
            placeholder={t('dialog.reasonPlaceholder')}
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {kind === 'UNLOCK' && (
            <Checkbox
              label={t('dialog.reset')}
              description={t('dialog.resetHint')}
              {...form.getInputProps('resetIntegrityCount', { type: 'checkbox' })}
            />
          )}
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color={destructive ? 'red' : undefined} loading={busy}>
              {t(`dialog.confirm.${kind}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
