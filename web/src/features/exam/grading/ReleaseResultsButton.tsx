import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useReleaseResultsMutation, type ExamStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverMessage } from '../bank/server-message';
import { BlockableButton } from './BlockableButton';

/** Releases the results once grading is finished (GRADED); otherwise says why it cannot yet. */
export function ReleaseResultsButton({
  examinationId,
  name,
  status,
  pending,
  onReleased,
}: {
  examinationId: string;
  name: string;
  status: ExamStatus;
  pending: number;
  onReleased: () => void;
}) {
  const { t } = useTranslation('grading');
  const [release, { loading }] = useReleaseResultsMutation({ context: handledErrors });
  const blockedReason =
    status === 'GRADED'
      ? undefined
      : status === 'RESULTS_RELEASED' || status === 'ARCHIVED'
        ? t('release.already')
        : pending > 0
          ? t('release.pending', { count: pending })
          : t('release.notGraded', { status: t(`examStatus.${status}`) });
  const confirm = () =>
    modals.openConfirmModal({
      title: t('release.confirmTitle'),
      children: t('release.confirmText', { name }),
      labels: { confirm: t('release.confirm'), cancel: t('regrade.cancel') },
      onConfirm: () => {
        release({ variables: { examinationId } }).then(
          () => {
            notifySuccess(t('release.done'));
            onReleased();
          },
          (failure: unknown) => notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'grading-release'),
        );
      },
    });
  return (
    <BlockableButton blockedReason={blockedReason} color="green" loading={loading} onClick={confirm}>
      {t('release.button')}
    </BlockableButton>
  );
}
