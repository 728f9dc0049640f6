import { useOutletContext } from 'react-router-dom';
import type { MenuNode } from './menu/build-menu-tree';
import type { TabsApi } from './tabs/useTabs';

/** What the admin layout hands to the pages it renders. */
export interface LayoutContextValue {
  /** The caller's whole menu tree (all top menus). */
  menuTree: readonly MenuNode[];
  menusLoading: boolean;
  /** Records a visited page in the tab bar (useVisitedPage calls it). */
  openTab: TabsApi['openTab'];
}

export function useLayoutContext(): LayoutContextValue {
  return useOutletContext<LayoutContextValue>();
}
