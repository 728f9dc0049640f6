import { notifications } from '@mantine/notifications';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogLink } from '../LazyDialogLink';

const loadDialog = () => import('./ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(() => loadDialog().then((module) => ({ default: module.ForgotPasswordDialog })));

/** The login page's "forgot password" link with its dialog (a code by SMS, then a new password). */
export function ForgotPasswordLink({ defaultTenantId, tenantMode }: { defaultTenantId: string; tenantMode: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <LazyDialogLink label={t('forgot.link')} preload={() => void loadDialog()}>
      {({ opened, close }) => (
        <ForgotPasswordDialog
          opened={opened}
          onClose={close}
          onReset={() => notifications.show({ color: 'green', message: t('forgot.done'), autoClose: 8000, withCloseButton: true })}
          defaultTenantId={defaultTenantId}
          tenantMode={tenantMode}
        />
      )}
    </LazyDialogLink>
  );
}
