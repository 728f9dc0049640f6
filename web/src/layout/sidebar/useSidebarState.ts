import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getStore, setStore } from '../../shared/utils/storage';
import type { ScreenSize } from './useScreenSize';

/** Storage name of the collapsed flag (saber-isCollapse). */
export const collapseStorageName = 'isCollapse';

export interface SidebarState {
  /** Below 768 px the sidebar is a drawer over the page. */
  drawerMode: boolean;
  /** Desktop: collapsed to icons (persisted). */
  collapsed: boolean;
  /** Small screens: the drawer is open (closed by default and after each navigation). */
  drawerOpened: boolean;
  /** What the header's toggle does: collapse/expand on desktop, open/close the drawer on small screens. */
  toggle: () => void;
  closeDrawer: () => void;
  /** Whether the sidebar shows its full menu (for the toggle's aria-expanded). */
  expanded: boolean;
}

export function useSidebarState(screenSize: ScreenSize): SidebarState {
  const drawerMode = screenSize === 0;
  const [collapsed, setCollapsed] = useState<boolean>(() => getStore<boolean>(collapseStorageName, 'local') === true);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const { key } = useLocation();

  useEffect(() => {
    setStore(collapseStorageName, collapsed);
  }, [collapsed]);
  // A navigation closes the drawer.
  useEffect(() => {
    setDrawerOpened(false);
  }, [key]);

  const toggle = useCallback(() => {
    if (drawerMode) {
      setDrawerOpened((opened) => !opened);
    } else {
      setCollapsed((value) => !value);
    }
  }, [drawerMode]);
  const closeDrawer = useCallback(() => setDrawerOpened(false), []);

  return { drawerMode, collapsed, drawerOpened, toggle, closeDrawer, expanded: drawerMode ? drawerOpened : !collapsed };
}
