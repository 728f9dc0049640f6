import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedSecret } from './client-operations';

/** The generated secret, shown this once with a copy button; it cannot be read again. */
export function ClientSecretModal({ secret, onClose }: { secret: GeneratedSecret | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== undefined} onClose={onClose} title={t('client:secret.title')} size={560} centered closeOnClickOutside={false}>
      {secret && (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('client:secret.warningTitle')}>
            {t('client:secret.warning')}
          </Alert>
          <Text size="sm">{t('client:secret.client', { clientId: secret.clientId })}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label={t('client:secret.label')}>
              {secret.secret}
            </Code>
            <CopyButton value={secret.secret} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('client:secret.copied') : t('client:secret.copy')} withinPortal>
                  <ActionIcon
                    variant="light"
                    color={copied ? 'teal' : 'blue'}
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? t('client:secret.copied') : t('client:secret.copy')}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('client:secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
