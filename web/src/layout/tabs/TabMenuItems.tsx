import { Menu } from '@mantine/core';
import { IconDatabaseOff, IconRefresh, IconSquareX, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TabActions {
  refresh: () => void;
  clearCache: () => void;
  closeOthers: () => void;
  closeAll: () => void;
  /** Whether there is anything besides home (and the current tab) to close. */
  canCloseOthers: boolean;
  canCloseAll: boolean;
}

/** The items of the tab bar's context menu and dropdown. */
export function TabMenuItems({ actions }: { actions: TabActions }) {
  const { t } = useTranslation('layout');
  return (
    <>
      <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={actions.refresh}>
        {t('tabs.refresh')}
      </Menu.Item>
      <Menu.Item leftSection={<IconDatabaseOff size={16} aria-hidden />} onClick={actions.clearCache}>
        {t('tabs.clearCache')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item leftSection={<IconX size={16} aria-hidden />} onClick={actions.closeOthers} disabled={!actions.canCloseOthers}>
        {t('tabs.closeOthers')}
      </Menu.Item>
      <Menu.Item leftSection={<IconSquareX size={16} aria-hidden />} onClick={actions.closeAll} disabled={!actions.canCloseAll}>
        {t('tabs.closeAll')}
      </Menu.Item>
    </>
  );
}
