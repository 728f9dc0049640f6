import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSeededLabel } from '../../i18n/seeded-label';
import { menuIcon } from '../menu/menu-icons';
import type { TopMenuState } from './useTopMenu';

/** The top menu in the top bar: "all menus" or one of the tenant's top menus (hidden when there are none). */
export function TopMenuSelect({ state }: { state: TopMenuState }) {
  const { t } = useTranslation(['layout', 'menu']);
  const seededLabel = useSeededLabel();
  const { topMenus, selectedId, select } = state;
  if (topMenus.length === 0) {
    return null;
  }
  const labelOf = (topMenu: { code: string; name: string }) => seededLabel('menu', topMenu.code, topMenu.name);
  const selected = topMenus.find((topMenu) => topMenu.id === selectedId);
  const current = selected ? labelOf(selected) : t('layout:topMenu.all');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLayoutGrid size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('layout:topMenu.label', { current })}
          title={t('layout:topMenu.switch')}
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('layout:topMenu.switch')}>
        <Menu.Item
          leftSection={<IconLayoutGrid size={16} aria-hidden />}
          rightSection={selected ? undefined : <IconCheck size={14} aria-hidden />}
          onClick={() => select(undefined)}
        >
          {t('layout:topMenu.all')}
        </Menu.Item>
        {topMenus.map((topMenu) => {
          const Icon = menuIcon(topMenu.source);
          return (
            <Menu.Item
              key={topMenu.id}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={topMenu.id === selectedId ? <IconCheck size={14} aria-hidden /> : undefined}
              onClick={() => select(topMenu.id)}
            >
              {labelOf(topMenu)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
