import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPalette } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredDialog } from '../../shared/ui/DeferredDialog';

const ThemeDialog = lazy(() => import('./ThemeDialog').then((module) => ({ default: module.ThemeDialog })));

/** Top-bar button that opens the theme dialog. */
export function ThemeButton() {
  const { t } = useTranslation('theme');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t('button')} title={t('button')}>
        <IconPalette size={20} aria-hidden />
      </ActionIcon>
      <DeferredDialog opened={opened}>
        <ThemeDialog opened={opened} onClose={close} />
      </DeferredDialog>
    </>
  );
}
