import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getStore, setStore, storageNames } from '../../shared/utils/storage';
import { addTab, replaceTab, closeAllTabs, closeOtherTabs, closeTab, homeTab, normalizeTabs, tabValue, type PageTab } from './tab-list';

function isPageTab(value: unknown): value is PageTab {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const tab = value as Record<string, unknown>;
  return typeof tab.value === 'string' && typeof tab.path === 'string' && typeof tab.search === 'string';
}

/** The stored tabs (saber-tagList), home first; malformed entries are dropped. */
export function readStoredTabs(): PageTab[] {
  const stored = getStore<unknown>(storageNames.tagList, 'local');
  return normalizeTabs(Array.isArray(stored) ? stored.filter(isPageTab) : []);
}

export interface TabsApi {
  tabs: readonly PageTab[];
  /** The value of the tab showing now (undefined on a page that is not a tab). */
  activeValue: string | undefined;
  /** Records a visited page (no duplicates). */
  /** Adds the visited page; `replaced`: the navigation replaced the previous URL of the same page, whose tab then moves to the new URL. */
  openTab: (tab: Omit<PageTab, 'value'>, options?: { replaced?: boolean }) => void;
  selectTab: (tab: PageTab) => void;
  closeTab: (value: string) => void;
  closeOthers: () => void;
  closeAll: () => void;
}

/** The tab bar's state: persisted in local storage (saber-tagList, saber-tag), reset at login and logout. */
export function useTabs(): TabsApi {
  const location = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<PageTab[]>(readStoredTabs);
  const current = tabValue(location.pathname, location.search);
  const activeValue = tabs.some((tab) => tab.value === current) ? current : undefined;

  useEffect(() => {
    setStore(storageNames.tagList, tabs);
  }, [tabs]);
  useEffect(() => {
    if (activeValue) {
      setStore(storageNames.tag, activeValue);
    }
  }, [activeValue]);

  const go = useCallback((tab: PageTab) => navigate({ pathname: tab.path, search: tab.search }), [navigate]);

  // The tab that was active before the current navigation (page effects run before this hook's effects).
  const previousActive = useRef<string | undefined>(activeValue);
  useEffect(() => {
    previousActive.current = activeValue;
  }, [activeValue]);

  const openTab = useCallback((tab: Omit<PageTab, 'value'>, options: { replaced?: boolean } = {}) => {
    const added = { ...tab, value: tabValue(tab.path, tab.search) };
    const previous = previousActive.current;
    setTabs((list) => (options.replaced && previous ? replaceTab(list, previous, added) : addTab(list, added)));
  }, []);

  const close = useCallback(
    (value: string) => {
      const result = closeTab(tabs, value, activeValue);
      setTabs(result.tabs);
      if (result.next) {
        go(result.next);
      }
    },
    [tabs, activeValue, go],
  );

  const closeOthers = useCallback(() => setTabs((list) => closeOtherTabs(list, activeValue)), [activeValue]);

  const closeAll = useCallback(() => {
    setTabs((list) => closeAllTabs(list));
    go(homeTab);
  }, [go]);

  return useMemo(
    () => ({ tabs, activeValue, openTab, selectTab: go, closeTab: close, closeOthers, closeAll }),
    [tabs, activeValue, openTab, go, close, closeOthers, closeAll],
  );
}
