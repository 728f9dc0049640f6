import { ActionIcon, CloseButton, Menu, ScrollArea, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canCloseTab, isHomeTab, type PageTab } from './tab-list';
import { useSeededLabel } from '../../i18n/seeded-label';
import { tabLabel } from './tab-label';
import { TabMenuItems, type TabActions } from './TabMenuItems';
import type { TabsApi } from './useTabs';
import classes from './TabBar.module.css';

interface ContextMenuState {
  x: number;
  y: number;
}

/**
 * The tab bar (SPEC §4): one tab per visited page, home first and unclosable, close buttons, and a
 * context menu (right click, the context-menu key or the dropdown at the end) with refresh, clear
 * cache, close others and close all. The close buttons sit next to the tabs (a tab may not contain a
 * button), so the tab list owns its tabs through aria-owns.
 */
export function TabBar({ api, onRefresh, onClearCache }: { api: TabsApi; onRefresh: () => void; onClearCache: () => void }) {
  const { t } = useTranslation(['layout', 'menu']);
  const seededLabel = useSeededLabel();
  const idPrefix = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [contextMenu, setContextMenu] = useState<ContextMenuState | undefined>();
  const { tabs, activeValue } = api;
  const activeIndex = tabs.findIndex((tab) => tab.value === activeValue);
  const [focusIndex, setFocusIndex] = useState<number | undefined>();
  const rovingIndex = focusIndex !== undefined && focusIndex < tabs.length ? focusIndex : Math.max(activeIndex, 0);
  const tabId = (index: number) => `${idPrefix}-tab-${index}`;

  const actions: TabActions = {
    refresh: onRefresh,
    clearCache: onClearCache,
    closeOthers: api.closeOthers,
    closeAll: api.closeAll,
    canCloseOthers: tabs.some((tab) => !isHomeTab(tab) && tab.value !== activeValue),
    canCloseAll: tabs.some((tab) => !isHomeTab(tab)),
  };

  const focusTab = (index: number) => {
    const target = (index + tabs.length) % tabs.length;
    setFocusIndex(target);
    tabRefs.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, tab: PageTab) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => focusTab(index + 1),
      ArrowLeft: () => focusTab(index - 1),
      Home: () => focusTab(0),
      End: () => focusTab(tabs.length - 1),
      Delete: () => {
        if (canCloseTab(tabs, tab)) {
          api.closeTab(tab.value);
          focusTab(Math.max(index - 1, 0));
        }
      },
    };
    const handler = keys[event.key];
    if (handler) {
      event.preventDefault();
      handler();
    }
  };

  const onContextMenu = (event: MouseEvent<HTMLButtonElement>, tab: PageTab) => {
    event.preventDefault();
    if (tab.value !== activeValue) {
      api.selectTab(tab);
    }
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setContextMenu(fromKeyboard ? { x: rect.left, y: rect.bottom } : { x: event.clientX, y: event.clientY });
  };

  return (
    <div className={classes.bar} data-tab-bar>
      <ScrollArea type="hover" scrollbarSize={4} style={{ flex: 1 }} offsetScrollbars="x">
        <div
          role="tablist"
          aria-label={t('layout:tabs.label')}
          aria-owns={tabs.map((_tab, index) => tabId(index)).join(' ')}
          className={classes.owner}
        />
        <div className={classes.strip}>
          {tabs.map((tab, index) => {
            const label = tabLabel(t, seededLabel, tab);
            const active = tab.value === activeValue;
            return (
              <div key={tab.value} className={classes.item} data-active={active || undefined}>
                <UnstyledButton
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  id={tabId(index)}
                  role="tab"
                  aria-selected={active}
                  tabIndex={index === rovingIndex ? 0 : -1}
                  className={classes.tab}
                  title={label}
                  onClick={() => api.selectTab(tab)}
                  onKeyDown={(event) => onKeyDown(event, index, tab)}
                  onContextMenu={(event) => onContextMenu(event, tab)}
                  onFocus={() => setFocusIndex(index)}
                >
                  {label}
                </UnstyledButton>
                {canCloseTab(tabs, tab) && (
                  <CloseButton
                    size="xs"
                    tabIndex={-1}
                    aria-label={t('layout:tabs.close', { label })}
                    onClick={() => api.closeTab(tab.value)}
                  />
                )}
              </div>
            );
          })}
        </div>
      </ScrollArea>
      <Menu
        opened={contextMenu !== undefined}
        onChange={(opened) => !opened && setContextMenu(undefined)}
        position="bottom-start"
        withinPortal
      >
        <Menu.Target>
          <span aria-hidden style={{ position: 'fixed', left: contextMenu?.x ?? 0, top: contextMenu?.y ?? 0, width: 1, height: 1 }} />
        </Menu.Target>
        <Menu.Dropdown aria-label={t('layout:tabs.actions')}>
          <TabMenuItems actions={actions} />
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="md" aria-label={t('layout:tabs.actions')} title={t('layout:tabs.actions')}>
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <TabMenuItems actions={actions} />
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
