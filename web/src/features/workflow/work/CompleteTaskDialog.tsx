import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteLeaveTaskMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import type { WorkTaskRow } from './work-crud';

/** Completes a to-do task of a process without pages (a model from the designer): pass or reject with a comment. */
export function CompleteTaskDialog({ row, onClose, onDone }: { row: WorkTaskRow | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('workflow');
  const [comment, setComment] = useState('');
  const [running, setRunning] = useState<'pass' | 'reject' | null>(null);
  const [complete] = useCompleteLeaveTaskMutation({ context: handledErrors });
  const taskId = row?.taskId;

  const decide = async (pass: boolean) => {
    if (!taskId) {
      return;
    }
    setRunning(pass ? 'pass' : 'reject');
    try {
      const text = comment.trim();
      await complete({ variables: { taskId, pass, comment: text === '' ? null : text } });
      notifySuccess(pass ? t('notify.passed') : t('notify.rejected'));
      setComment('');
      onDone();
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setRunning(null);
    }
  };

  const name = row ? `${row.processDefinitionName ?? ''} ${row.taskName ?? ''}`.trim() : '';
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('complete.title', { name })} centered>
      <Stack gap="sm">
        <Textarea
          label={t('handle.comment')}
          placeholder={t('handle.commentPlaceholder')}
          value={comment}
          autosize
          minRows={3}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button color="red" variant="light" loading={running === 'reject'} disabled={running !== null} onClick={() => void decide(false)}>
            {t('handle.reject')}
          </Button>
          <Button loading={running === 'pass'} disabled={running !== null} onClick={() => void decide(true)}>
            {t('handle.pass')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
