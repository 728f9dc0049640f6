import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileExport, IconFileImport, IconKey, IconLockOpen, IconUserCheck, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetUserPasswordsMutation, useUnlockUsersMutation, type UserFilter } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { Can } from '../../../shared/permission/Can';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { GrantRolesModal } from './GrantRolesModal';
import { ImportUsersModal } from './ImportUsersModal';
import { PendingRegistrationsDrawer } from './PendingRegistrationsDrawer';
import type { UserRow } from './user-crud';
import { exportUsers } from './user-files';
import { RestFileError } from '../../../shared/files/authorized-file';

/**
 * The user page's own toolbar buttons, each behind its button code: grant roles (user_role), reset
 * passwords (user_reset), unlock (user_unlock), import (user_import), export of the current filter
 * (user_export) and pending registrations (user_approve).
 */
export function UserToolbarActions({
  selected,
  filter,
  onChanged,
}: {
  selected: readonly UserRow[];
  filter: Partial<UserFilter>;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<readonly UserRow[] | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [resetPasswords] = useResetUserPasswordsMutation();
  const [unlockUsers] = useUnlockUsersMutation();

  const withSelection = (action: (rows: readonly UserRow[]) => void) => () => {
    if (selected.length === 0) {
      notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
      return;
    }
    action(selected);
  };

  const confirmThen = (question: string, run: (userIds: string[]) => Promise<unknown>) =>
    withSelection((rows) => {
      const userIds = rows.map((row) => row.id);
      modals.openConfirmModal({
        title: t('crud:confirm.title'),
        children: question,
        labels: { confirm: t('crud:confirm.ok'), cancel: t('crud:confirm.cancel') },
        onConfirm: () => {
          run(userIds).then(
            () => {
              notifySuccess(t('crud:notify.success'));
              onChanged();
            },
            () => undefined,
          );
        },
      });
    });

  const startExport = async () => {
    setExporting(true);
    try {
      await exportUsers(filter, `${t('menu:user')}.xlsx`);
      notifySuccess(t('user:export.done'));
    } catch (failure) {
      notifyError(failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t), 'user-export-error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Can permission="user_role">
        <Button variant="light" leftSection={<IconUserShield size={16} aria-hidden />} onClick={withSelection((rows) => setGranting(rows))}>
          {t('user:actions.role')}
        </Button>
      </Can>
      <Can permission="user_reset">
        <Button
          variant="light"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={confirmThen(t('user:confirm.reset'), (userIds) => resetPasswords({ variables: { userIds } }))}
        >
          {t('user:actions.reset')}
        </Button>
      </Can>
      <Can permission="user_unlock">
        <Button
          variant="light"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          onClick={confirmThen(t('user:confirm.unlock'), (userIds) => unlockUsers({ variables: { userIds } }))}
        >
          {t('user:actions.unlock')}
        </Button>
      </Can>
      <Can permission="user_import">
        <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
          {t('user:actions.import')}
        </Button>
      </Can>
      <Can permission="user_export">
        <Button
          variant="light"
          leftSection={<IconFileExport size={16} aria-hidden />}
          onClick={() => void startExport()}
          loading={exporting}
        >
          {t('user:actions.export')}
        </Button>
      </Can>
      <Can permission="user_approve">
        <Button variant="light" leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => setApproving(true)}>
          {t('user:actions.approve')}
        </Button>
      </Can>
      <GrantRolesModal
        users={granting}
        onClose={() => setGranting(undefined)}
        onGranted={() => {
          setGranting(undefined);
          onChanged();
        }}
      />
      <ImportUsersModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          onChanged();
        }}
      />
      <PendingRegistrationsDrawer opened={approving} onClose={() => setApproving(false)} onApproved={onChanged} />
    </>
  );
}
