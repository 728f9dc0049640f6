import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog loads when the visitor heads for the link, not with the login page.
const loadDialog = () => import('./ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(() => loadDialog().then((module) => ({ default: module.ForgotPasswordDialog })));
const preloadDialog = () => void loadDialog();

/** The login page's "forgot password" link with its dialog (a code by SMS, then a new password). */
export function ForgotPasswordLink({ defaultTenantId, tenantMode }: { defaultTenantId: string; tenantMode: boolean }) {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
        {t('forgot.link')}
      </Anchor>
      {mounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onReset={() => notifications.show({ color: 'green', message: t('forgot.done'), autoClose: 8000, withCloseButton: true })}
            defaultTenantId={defaultTenantId}
            tenantMode={tenantMode}
          />
        </Suspense>
      )}
    </>
  );
}
