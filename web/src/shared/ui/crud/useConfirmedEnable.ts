import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from './notify-success';

/**
 * Enabling one configuration of a list (object storage, SMS): asks `question` first, then runs `enable(id)`, shows
 * the success toast and refreshes the list. Errors go to the global error toast.
 */
export function useConfirmedEnable(enable: (id: string) => Promise<unknown>, refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  return useCallback(
    (id: string, question: string) => {
      modals.openConfirmModal({
        title: t('crud:confirm.title'),
        children: question,
        labels: { confirm: t('crud:confirm.ok'), cancel: t('crud:confirm.cancel') },
        onConfirm: () => {
          enable(id).then(
            () => {
              notifySuccess(t('crud:notify.success'));
              refetch().catch(() => undefined);
            },
            () => undefined,
          );
        },
      });
    },
    [enable, refetch, t],
  );
}
