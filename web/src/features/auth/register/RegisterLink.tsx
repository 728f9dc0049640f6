import { Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and Mantine's Modal with it) loads when the visitor heads for the link, not with the login page.
const loadDialog = () => import('./RegisterDialog');
const RegisterDialog = lazy(() => loadDialog().then((module) => ({ default: module.RegisterDialog })));
const preloadDialog = () => void loadDialog();

/** The login page's "register" link (shown when clientConfig.registerEnabled) with its dialog. */
export function RegisterLink({ defaultTenantId, tenantMode }: { defaultTenantId: string; tenantMode: boolean }) {
  const { t } = useTranslation('register');
  const [opened, setOpened] = useState(false);
  // Mounted from the first click on (the dialog keeps its closing transition afterwards).
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  return (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={open} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
        {t('link')}
      </Anchor>
      {mounted && (
        <Suspense fallback={null}>
          <RegisterDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onRegistered={() => notifications.show({ color: 'green', message: t('submitted'), autoClose: 8000, withCloseButton: true })}
            defaultTenantId={defaultTenantId}
            tenantMode={tenantMode}
          />
        </Suspense>
      )}
    </Group>
  );
}
