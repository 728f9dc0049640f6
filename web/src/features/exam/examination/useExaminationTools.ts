import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useCopyExaminationMutation, useSendExaminationReminderMutation } from '../../../generated/graphql';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { ExaminationRow } from './examination-crud';
import { refusalMessage } from './refusal-message';

/** Statuses in which candidates can be reminded (the server's rule in examination-reminder.service.ts). */
export const REMINDABLE: readonly ExaminationRow['status'][] = ['SCHEDULED', 'OPEN'];

/**
 * Copy an examination (then its editor opens on the new draft) and send a reminder to its candidates, each after a
 * confirmation that says what happens; refusals show the server's translated message.
 */
export function useExaminationTools(onChanged: () => void, onCopied: (id: string) => void) {
  const { t } = useTranslation();
  const [copy] = useCopyExaminationMutation({ context: handledErrors });
  const [remind] = useSendExaminationReminderMutation({ context: handledErrors });
  const refused = (failure: unknown) => notifyError(refusalMessage(failure, t), 'examination-tools');

  const startCopy = (row: ExaminationRow) =>
    modals.openConfirmModal({
      title: t('examTools:copy.title'),
      children: t('examTools:copy.question', { name: row.name }),
      labels: { confirm: t('examTools:actions.copy'), cancel: t('crud:confirm.cancel') },
      onConfirm: () => {
        copy({ variables: { id: row.id } }).then((result) => {
          const created = result.data?.copyExamination;
          if (created) {
            notifySuccess(t('examTools:copy.done', { name: created.name }));
            onChanged();
            onCopied(created.id);
          }
        }, refused);
      },
    });

  const startRemind = (row: ExaminationRow) =>
    modals.openConfirmModal({
      title: t('examTools:remind.title'),
      children: t('examTools:remind.question', { name: row.name }),
      labels: { confirm: t('examTools:actions.remind'), cancel: t('crud:confirm.cancel') },
      onConfirm: () => {
        remind({ variables: { id: row.id } }).then((result) => {
          const sent = result.data?.sendExaminationReminder;
          if (sent) {
            notifySuccess(t('examTools:remind.done', { count: sent.recipients }));
          }
        }, refused);
      },
    });

  return { startCopy, startRemind };
}
