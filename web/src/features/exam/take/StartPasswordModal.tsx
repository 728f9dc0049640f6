import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface StartPasswordModalProps {
  opened: boolean;
  examName: string;
  /** The server's translated refusal (wrong password, too many tries), shown on the field. */
  error: string | undefined;
  starting: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
}

/** Asks for the examination's access password before the first start (resuming does not ask again). */
export function StartPasswordModal({ opened, examName, error, starting, onSubmit, onClose }: StartPasswordModalProps) {
  const { t } = useTranslation('examAccess');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (password.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('password.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('password.intro', { name: examName })}</Text>
          <PasswordInput
            label={t('password.label')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('password.required') : error}
            maxLength={64}
            autoComplete="off"
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" loading={starting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
