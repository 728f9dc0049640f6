import { Button, Group, Modal, NumberInput, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { setIdleMinutes, setLockConfirmed } from './lock-store';
import { useLockState } from './useLock';
import { useVerifyPassword } from './useVerifyPassword';
import { z } from 'zod';
import { zodValidate } from '../../shared/forms/zod-validate';
import { numberInputSchema } from '../../shared/utils/form-schemas';

interface LockSetupValues {
  password: string;
  idleMinutes: number | string;
}

/**
 * The "set lock password" step (SPEC §2 dialog): explains that the account password unlocks the
 * screen, checks it with the server, saves the idle auto-lock minutes, then locks.
 */
export function LockSetupDialog({ opened, onClose, onLock }: { opened: boolean; onClose: () => void; onLock: () => void }) {
  const { t } = useTranslation('lock');
  const { idleMinutes } = useLockState();
  const { verify, verifying } = useVerifyPassword();
  const form = useForm<LockSetupValues>({
    mode: 'controlled',
    initialValues: { password: '', idleMinutes },
    validate: zodValidate(
      z.object({
        password: z.string().min(1, t('passwordRequired')),
        idleMinutes: numberInputSchema({ min: 0, max: 1440 }, { invalid: t('setup.idleInvalid') }),
      }),
    ),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const problem = await verify(values.password);
    if (problem) {
      form.setFieldError('password', problem);
      return;
    }
    setIdleMinutes(Number(values.idleMinutes));
    setLockConfirmed();
    form.reset();
    onClose();
    onLock();
  });

  return (
    <Modal opened={opened} onClose={close} title={t('setup.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('setup.explanation')}</Text>
          <PasswordInput
            label={t('setup.password')}
            description={t('setup.passwordHint')}
            withAsterisk
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <NumberInput
            label={t('setup.idleMinutes')}
            description={t('setup.idleHint')}
            min={0}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('idleMinutes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('setup.cancel')}
            </Button>
            <Button type="submit" loading={verifying}>
              {t('setup.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
