import { Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterDialog } from './RegisterDialog';

/** The login page's "register" link (shown when clientConfig.registerEnabled) with its dialog. */
export function RegisterLink({ defaultTenantId, tenantMode }: { defaultTenantId: string; tenantMode: boolean }) {
  const { t } = useTranslation('register');
  const [opened, setOpened] = useState(false);
  return (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        {t('link')}
      </Anchor>
      <RegisterDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onRegistered={() => notifications.show({ color: 'green', message: t('submitted'), autoClose: 8000, withCloseButton: true })}
        defaultTenantId={defaultTenantId}
        tenantMode={tenantMode}
      />
    </Group>
  );
}
