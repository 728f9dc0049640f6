import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconSend } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishNoticesMutation, useWithdrawNoticesMutation } from '../../../generated/graphql';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { noticeCrud, type NoticeRow } from './notice-crud';
import { noticeOperations } from './notice-operations';

/**
 * Notices (/desk/notice): list, search (title, category, state, creation dates), add / edit with the
 * rich-text editor, view, delete, publish and withdraw (notice_publish).
 */
export function NoticePage() {
  const { t } = useTranslation();
  const categories = useDictionary('notice');
  const { label } = categories;
  const config = useMemo(() => noticeCrud(categories.options, label), [categories.options, label]);
  const list = useCrudList(config);
  const operations = useCrudOperations(list.variables, noticeOperations);
  const [publishNotices] = usePublishNoticesMutation();
  const [withdrawNotices] = useWithdrawNoticesMutation();
  const canPublish = usePermission('notice_publish');
  const { refetch } = operations;

  const change = useCallback(
    (rows: readonly NoticeRow[], action: 'publish' | 'withdraw') => {
      if (rows.length === 0) {
        notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
        return;
      }
      modals.openConfirmModal({
        title: t('crud:confirm.title'),
        children: t(`notice:confirm.${action}`, { count: rows.length }),
        labels: { confirm: t('crud:confirm.ok'), cancel: t('crud:confirm.cancel') },
        onConfirm: () => {
          const ids = rows.map((row) => row.id);
          (action === 'publish' ? publishNotices({ variables: { ids } }) : withdrawNotices({ variables: { ids } })).then(
            () => {
              notifySuccess(t('crud:notify.success'));
              refetch().catch(() => undefined);
            },
            () => undefined,
          );
        },
      });
    },
    [publishNotices, withdrawNotices, refetch, t],
  );

  return (
    <CrudPage
      config={config}
      list={list}
      operations={operations}
      toolbarExtra={(selected) =>
        canPublish ? (
          <>
            <Button
              variant="light"
              color="green"
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => change(selected, 'publish')}
            >
              {t('notice:actions.publish')}
            </Button>
            <Button
              variant="light"
              color="gray"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => change(selected, 'withdraw')}
            >
              {t('notice:actions.withdraw')}
            </Button>
          </>
        ) : null
      }
      rowActionsExtra={(row): RowAction[] =>
        canPublish
          ? [
              row.state === 'PUBLISHED'
                ? {
                    key: 'withdraw',
                    label: t('notice:actions.withdraw'),
                    color: 'gray',
                    icon: <IconArrowBackUp size={14} aria-hidden />,
                    onClick: () => change([row], 'withdraw'),
                  }
                : {
                    key: 'publish',
                    label: t('notice:actions.publish'),
                    color: 'green',
                    icon: <IconSend size={14} aria-hidden />,
                    onClick: () => change([row], 'publish'),
                  },
            ]
          : []
      }
    />
  );
}
