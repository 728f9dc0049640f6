import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogLink } from '../LazyDialogLink';

// The dialog (and Mantine's Modal with it) loads when the visitor heads for the link, not with the login page.
const loadDialog = () => import('./RegisterDialog');
const RegisterDialog = lazy(() => loadDialog().then((module) => ({ default: module.RegisterDialog })));

/** The login page's "register" link (shown when clientConfig.registerEnabled) with its dialog. */
export function RegisterLink({ defaultTenantId, tenantMode }: { defaultTenantId: string; tenantMode: boolean }) {
  const { t } = useTranslation('register');
  return (
    <Group justify="center">
      <LazyDialogLink label={t('link')} preload={() => void loadDialog()}>
        {({ opened, close }) => (
          <RegisterDialog
            opened={opened}
            onClose={close}
            onRegistered={() => notifications.show({ color: 'green', message: t('submitted'), autoClose: 8000, withCloseButton: true })}
            defaultTenantId={defaultTenantId}
            tenantMode={tenantMode}
          />
        )}
      </LazyDialogLink>
    </Group>
  );
}
