import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantUserRolesMutation } from '../../../generated/graphql';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { UserRow } from './user-crud';
import { RoleTreePicker } from './user-pickers';

/** Gives the selected users exactly the roles picked here (`grantUserRoles`); one user starts with its roles. */
export function GrantRolesModal({
  users,
  onClose,
  onGranted,
}: {
  users: readonly UserRow[] | undefined;
  onClose: () => void;
  onGranted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={users !== undefined} onClose={onClose} title={t('user:grant.title')} size={560} centered>
      {users && <GrantRolesForm key={users.map((user) => user.id).join(',')} users={users} onCancel={onClose} onGranted={onGranted} />}
    </Modal>
  );
}

function GrantRolesForm({ users, onCancel, onGranted }: { users: readonly UserRow[]; onCancel: () => void; onGranted: () => void }) {
  const { t } = useTranslation();
  const [roleIds, setRoleIds] = useState<string[]>(users.length === 1 && users[0] ? [...users[0].roleIds] : []);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [grant] = useGrantUserRolesMutation({ context: handledErrors });

  const submit = async () => {
    if (roleIds.length === 0) {
      setError(t('user:validation.roleRequired'));
      return;
    }
    setSaving(true);
    try {
      await grant({ variables: { userIds: users.map((user) => user.id), roleIds } });
      notifySuccess(t('crud:notify.success'));
      onGranted();
    } catch (failure) {
      const fieldError = formFieldErrors(failure, ['roleIds'])['roleIds'];
      if (fieldError) {
        setError(fieldError);
      } else if (!isSessionEndingError(failure)) {
        notifyError(errorMessage(failure, t));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('user:grant.selected', { number: users.length })}: {users.map((user) => user.account).join(', ')}
      </Text>
      <RoleTreePicker
        value={roleIds}
        onChange={(next) => {
          setRoleIds(next);
          setError(next.length === 0 ? t('user:validation.roleRequired') : undefined);
        }}
        label={t('user:fields.roleIds')}
        placeholder={t('user:placeholders.roleIds')}
        error={error}
        withAsterisk
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('crud:dialog.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={saving}>
          {t('user:grant.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
