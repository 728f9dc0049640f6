import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useArchiveExaminationMutation,
  useCancelExaminationMutation,
  useChangeExaminationCloseMutation,
  useEndExaminationNowMutation,
  usePublishExaminationMutation,
  useReleaseResultsMutation,
} from '../../../generated/graphql';
import { refusalMessage } from './refusal-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { ExaminationRow } from './examination-crud';

/**
 * Publish, cancel, change the end, end now, release and archive with their confirmations; refusals show the server's translated
 * message (a toast, or on the dialog's field).
 */
export function useExaminationLifecycle(onChanged: () => void) {
  const { t } = useTranslation();
  const [publish] = usePublishExaminationMutation({ context: handledErrors });
  const [archive] = useArchiveExaminationMutation({ context: handledErrors });
  const [cancel, cancelled] = useCancelExaminationMutation({ context: handledErrors });
  const [extend, extended] = useChangeExaminationCloseMutation({ context: handledErrors });
  const [endNow, ending] = useEndExaminationNowMutation({ context: handledErrors });
  const [release] = useReleaseResultsMutation({ context: handledErrors });
  const [endingRow, setEndingRow] = useState<ExaminationRow | undefined>(undefined);
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
  const startRelease = (row: ExaminationRow) =>
    confirm(
      t('examination:release.title'),
      t('examination:release.question', { name: row.name }),
      t('examination:actions.release'),
      'teal',
      () => release({ variables: { examinationId: row.id } }),
      t('examination:notify.released'),
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
        notifySuccess(t('examination:notify.closeChanged'));
        setExtending(undefined);
        onChanged();
      },
      (failure: unknown) => dialogFailure(failure, 'closeAt'),
    );
  };
  const confirmEndNow = (reason: string) => {
    if (!endingRow) {
      return;
    }
    const running = endingRow.runningAttemptCount;
    endNow({ variables: { id: endingRow.id, reason: reason === '' ? null : reason } }).then(
      () => {
        notifySuccess(t('examination:notify.ended', { count: running }));
        setEndingRow(undefined);
        onChanged();
      },
      (failure: unknown) => dialogFailure(failure, 'reason'),
    );
  };
  return {
    startPublish,
    startRelease,
    startEndNow: open(setEndingRow),
    endNowDialog: {
      row: endingRow,
      busy: ending.loading,
      error: dialogError,
      onClose: () => setEndingRow(undefined),
      onConfirm: confirmEndNow,
    },
    startArchive,
    startCancel: open(setCancelling),
    startExtend: open(setExtending),
    cancelDialog: {
      row: cancelling,
      busy: cancelled.loading,
      error: dialogError,
      onClose: () => setCancelling(undefined),
      onConfirm: confirmCancel,
    },
    extendDialog: {
      row: extending,
      busy: extended.loading,
      error: dialogError,
      onClose: () => setExtending(undefined),
      onConfirm: confirmExtend,
    },
  };
}
