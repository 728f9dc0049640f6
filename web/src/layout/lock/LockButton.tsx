import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LockSetupDialog } from './LockSetupDialog';
import { useLockScreen, useLockState } from './useLock';
import { useIdleLock } from './useIdleLock';

/**
 * Top-bar lock button: the first time in a session it opens the lock setup dialog, afterwards it
 * locks at once. It also runs the idle auto-lock while the layout is shown.
 */
export function LockButton() {
  const { t } = useTranslation('lock');
  const { confirmed } = useLockState();
  const lockScreen = useLockScreen();
  const [opened, { open, close }] = useDisclosure(false);
  useIdleLock();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={confirmed ? lockScreen : open}
        aria-label={t('button')}
        title={t('button')}
      >
        <IconLock size={20} aria-hidden />
      </ActionIcon>
      <LockSetupDialog opened={opened} onClose={close} onLock={lockScreen} />
    </>
  );
}
