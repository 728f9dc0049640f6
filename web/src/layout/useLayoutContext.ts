import { useOutletContext } from 'react-router-dom';
import type { MenuNode } from './menu/build-menu-tree';

/** What the admin layout hands to the pages it renders. */
export interface LayoutContextValue {
  menuTree: readonly MenuNode[];
  menusLoading: boolean;
}

export function useLayoutContext(): LayoutContextValue {
  return useOutletContext<LayoutContextValue>();
}
