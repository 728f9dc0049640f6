import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useArchiveExaminationMutation,
  useCancelExaminationMutation,
  useExtendExaminationMutation,
  usePublishExaminationMutation,
} from '../../../generated/graphql';
import { refusalMessage } from './refusal-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors, handledErrors } from '../../../shared/ui/crud/server-field-errors';
import type { ExaminationRow } from './examination-crud';

/**
 * Publish, cancel, extend and archive with their confirmations; refusals show the server's translated
 * message (a toast, or on the dialog's field).
 */
export function useExaminationLifecycle(onChanged: () => void) {
  const { t } = useTranslation();
  const [publish] = usePublishExaminationMutation({ context: handledErrors });
  const [archive] = useArchiveExaminationMutation({ context: handledErrors });
  const [cancel, cancelled] = useCancelExaminationMutation({ context: handledErrors });
  const [extend, extended] = useExtendExaminationMutation({ context: handledErrors });
  const [cancelling, setCancelling] = useState<ExaminationRow | undefined>(undefined);
  const [extending, setExtending] = useState<ExaminationRow | undefined>(undefined);
  const [dialogError, setDialogError] = useState<string | undefined>(undefined);

  const refused = (failure: unknown, id: string) => notifyError(refusalMessage(failure, t), id);
  const confirm = (title: string, question: string, label: string, color: string, action: () => Promise<unknown>, done: string) =>
    modals.openConfirmModal({
      title,
      children: question,
      labels: { confirm: label, cancel: t('crud:confirm.cancel') },
      confirmProps: { color },
      onConfirm: () => {
        action().then(
          () => {
            notifySuccess(done);
            onChanged();
          },
          (failure: unknown) => refused(failure, 'examination-lifecycle'),
        );
      },
    });

  const startPublish = (row: ExaminationRow) =>
    confirm(
      t('examination:publish.title'),
      t('examination:publish.question', { name: row.name }),
      t('examination:actions.publish'),
      'green',
      () => publish({ variables: { id: row.id } }),
      t('examination:notify.published', { name: row.name }),
    );
  const startArchive = (row: ExaminationRow) =>
    confirm(
      t('examination:archive.title'),
      t('examination:archive.question', { name: row.name }),
      t('examination:actions.archive'),
      'gray',
      () => archive({ variables: { id: row.id } }),
      t('examination:notify.archived'),
    );
  const open = (setter: (row: ExaminationRow | undefined) => void) => (row: ExaminationRow | undefined) => {
    setDialogError(undefined);
    setter(row);
  };
  const dialogFailure = (failure: unknown, field: string) => {
    const message = formFieldErrors(failure, [field])[field];
    if (message) {
      setDialogError(message);
    } else {
      refused(failure, 'examination-lifecycle');
    }
  };
  const confirmCancel = (reason: string) => {
    if (!cancelling) {
      return;
    }
    cancel({ variables: { id: cancelling.id, reason: reason === '' ? null : reason } }).then(
      () => {
        notifySuccess(t('examination:notify.cancelled'));
        setCancelling(undefined);
        onChanged();
      },
      (failure: unknown) => dialogFailure(failure, 'reason'),
    );
  };
  const confirmExtend = (closeAt: string) => {
    if (!extending) {
      return;
    }
    extend({ variables: { id: extending.id, closeAt } }).then(
      () => {
        notifySuccess(t('examination:notify.extended'));
        setExtending(undefined);
        onChanged();
      },
      (failure: unknown) => dialogFailure(failure, 'closeAt'),
    );
  };
  return {
    startPublish,
    startArchive,
    startCancel: open(setCancelling),
    startExtend: open(setExtending),
    cancelDialog: { row: cancelling, busy: cancelled.loading, error: dialogError, onClose: () => setCancelling(undefined), onConfirm: confirmCancel },
    extendDialog: { row: extending, busy: extended.loading, error: dialogError, onClose: () => setExtending(undefined), onConfirm: confirmExtend },
  };
}
