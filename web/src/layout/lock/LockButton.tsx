import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredDialog } from '../../shared/ui/DeferredDialog';
import { useLockScreen, useLockState } from './useLock';
import { useIdleLock } from './useIdleLock';

const LockSetupDialog = lazy(() => import('./LockSetupDialog').then((module) => ({ default: module.LockSetupDialog })));

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
      <DeferredDialog opened={opened}>
        <LockSetupDialog opened={opened} onClose={close} onLock={lockScreen} />
      </DeferredDialog>
    </>
  );
}
