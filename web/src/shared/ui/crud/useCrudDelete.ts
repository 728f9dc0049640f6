import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRow } from './crud-types';
import { notifySuccess } from './notify-success';
import { notifyWarning } from './notify-warning';

/**
 * Delete with confirmation. Nothing selected: a warning and no call. Otherwise a confirm dialog,
 * then `remove(ids)`, a "deleted" toast and `onDeleted` (refresh, clear the selection). A failing
 * call is reported by the global error toast.
 */
export function useCrudDelete<Row extends CrudRow>({
  remove,
  onDeleted,
}: {
  remove: ((ids: string[]) => Promise<unknown>) | undefined;
  onDeleted: () => void;
}): (rows: readonly Row[], question: 'deleteSelected' | 'deleteRow') => void {
  const { t } = useTranslation();
  return useCallback(
    (rows, question) => {
      if (!remove) {
        return;
      }
      if (rows.length === 0) {
        notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
        return;
      }
      const ids = rows.map((row) => row.id);
      modals.openConfirmModal({
        title: t('crud:confirm.title'),
        children: t(`crud:confirm.${question}`),
        labels: { confirm: t('crud:confirm.ok'), cancel: t('crud:confirm.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          remove(ids).then(
            () => {
              notifySuccess(t('crud:notify.deleted'));
              onDeleted();
            },
            () => undefined,
          );
        },
      });
    },
    [remove, onDeleted, t],
  );
}
