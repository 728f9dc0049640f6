import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../../shared/config/app-config';
import type { SessionUser } from '../../shared/session/session-store';
import { refreshSessionToken } from '../../shared/session/useTokenRefresh';
import { useMyProfileQuery } from '../../generated/graphql';
import { notifyError } from '../../shared/errors/notify-error';
import { notifySuccess } from '../../shared/ui/crud/notify-success';
import { switchOptions } from './switch-options';
import { z } from 'zod';
import { zodValidate } from '../../shared/forms/zod-validate';
import { requiredChoice } from '../../shared/utils/form-schemas';

/** Messages are i18n keys, translated where the fields are drawn. */
const switchSchema = z.object({
  deptId: requiredChoice('switchRole:validation.deptRequired'),
  roleId: requiredChoice('switchRole:validation.roleRequired'),
});

interface SwitchValues {
  deptId: string;
  roleId: string;
}

/**
 * Switch department and role (switch mode): the caller's own departments and roles; applied through
 * a token refresh with deptId/roleId, after which menus, permissions and the user are loaded again.
 */
export function SwitchRoleDialog({ opened, onClose, user }: { opened: boolean; onClose: () => void; user: SessionUser | undefined }) {
  const { t } = useTranslation('switchRole');
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading } = useMyProfileQuery({ skip: !opened, fetchPolicy: 'network-only' });
  const { depts, roles } = switchOptions(data?.myProfile);
  const form = useForm<SwitchValues>({
    mode: 'controlled',
    initialValues: { deptId: '', roleId: '' },
    validate: zodValidate(switchSchema),
  });

  // Preselect the session's own department and role (when it is narrowed to one of each).
  const profileId = data?.myProfile.id;
  useEffect(() => {
    if (opened && profileId) {
      const only = (ids: readonly string[] | undefined, options: { value: string }[]) =>
        ids?.length === 1 && options.some((option) => option.value === ids[0]) ? (ids[0] ?? '') : '';
      form.setValues({ deptId: only(user?.deptIds, depts), roleId: only(user?.roleIds, roles) });
      form.resetDirty();
    }
    // Once per opening, when the options arrived (later option or form changes must not reset the choice).
  }, [opened, profileId]);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (values: SwitchValues) => {
    const outcome = await refreshSessionToken(client, { scope: { deptId: values.deptId, roleId: values.roleId } });
    if (outcome === 'ended') {
      return;
    }
    if (outcome !== 'refreshed') {
      notifyError(t('failed'));
      return;
    }
    await client.resetStore().catch(() => undefined);
    close();
    notifySuccess(t('switched'));
    navigate(appConfig.homePath);
  };

  const translated = (value: unknown) => (typeof value === 'string' ? t(value) : undefined);
  return (
    <Modal opened={opened} onClose={close} title={t('title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          <Select
            {...form.getInputProps('deptId')}
            error={translated(form.errors['deptId'])}
            label={t('dept')}
            placeholder={t('deptPlaceholder')}
            data={depts}
            disabled={loading}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            {...form.getInputProps('roleId')}
            error={translated(form.errors['roleId'])}
            label={t('role')}
            placeholder={t('rolePlaceholder')}
            data={roles}
            disabled={loading}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            {/* Not before the caller's departments and roles arrived: their arrival sets the form's values, and a
                choice or a required message from before would be lost. */}
            <Button type="submit" loading={form.submitting} disabled={loading || !data}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
