import { ActionIcon, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortcutModifier } from './MenuSearch';

/** The top bar's menu-search button; Ctrl+K and Cmd+K open the overlay too (also from inside a field). */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('layout');
  useHotkeys(
    [
      ['ctrl+K', onOpen],
      ['meta+K', onOpen],
    ],
    [],
  );
  const shortcut = `${shortcutModifier()}+K`;
  return (
    <Tooltip label={`${t('search.open')} (${shortcut})`}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onOpen}
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
