import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteProcessInstanceMutation } from '../../../../generated/graphql';
import { errorMessage } from '../../../../shared/errors/error-message';
import { handledErrors } from '../../../../shared/errors/handled-errors';
import { zodValidate } from '../../../../shared/forms/zod-validate';
import { GuardedModal, useDiscardGuard } from '../../../../shared/ui/crud/discard-guard';
import { formFieldErrors } from '../../../../shared/ui/crud/server-field-errors';
import { notifySuccess } from '../../../../shared/ui/crud/notify-success';
import { requiredText } from '../../../../shared/utils/form-schemas';
import type { FlowInstanceRow } from './follow-crud';

/** The stored reason's length (wf_process_instance.delete_reason). */
const REASON_MAX = 2000;

function ReasonForm({ row, onClose, onDeleted }: { row: FlowInstanceRow; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('workflowAdmin');
  const [deleteInstance, { loading }] = useDeleteProcessInstanceMutation({ context: handledErrors });
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm({
    initialValues: { reason: '' },
    validate: zodValidate(
      z.object({
        reason: requiredText({ required: t('follow.delete.reasonRequired'), tooLong: t('follow.delete.reasonTooLong') }, REASON_MAX),
      }),
    ),
  });
  const cancel = useDiscardGuard(form.isDirty(), onClose);

  const submit = ({ reason }: { reason: string }) => {
    setFailure(undefined);
    deleteInstance({ variables: { id: row.id, reason: reason.trim() } }).then(
      () => {
        notifySuccess(t('follow.delete.done'));
        onDeleted();
      },
      (error: unknown) => {
        const fields = formFieldErrors(error, ['reason']);
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
        } else {
          setFailure(errorMessage(error, t));
        }
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Alert color="red" variant="light" role="note">
          {t('follow.delete.hint', { name: row.name })}
        </Alert>
        <Textarea
          label={t('follow.delete.reason')}
          placeholder={t('follow.delete.reasonPlaceholder')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {t('follow.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Deleting a running instance asks for the reason the server keeps with it (legacy delete-process-instance). */
export function DeleteInstanceDialog({
  row,
  onClose,
  onDeleted,
}: {
  row: FlowInstanceRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('workflowAdmin');
  return (
    <GuardedModal opened={row !== null} onClose={onClose} title={t('follow.delete.title')} centered>
      {row && <ReasonForm row={row} onClose={onClose} onDeleted={onDeleted} />}
    </GuardedModal>
  );
}
