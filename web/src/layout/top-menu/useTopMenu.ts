import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMyMenusQuery, useMyTopMenusQuery, type MyTopMenusQuery } from '../../generated/graphql';
import { getStore, removeStore, setStore } from '../../shared/utils/storage';
import { buildMenuTree, type MenuNode } from '../menu/build-menu-tree';

export type TopMenuEntry = MyTopMenusQuery['myTopMenus'][number];

/** Storage name of the chosen top menu (saber-topMenuId); absent means "all menus". */
export const topMenuStorageName = 'topMenuId';

const noTopMenus: readonly TopMenuEntry[] = [];

export interface TopMenuState {
  topMenus: readonly TopMenuEntry[];
  /** The chosen top menu, undefined for all menus. */
  selectedId: string | undefined;
  select: (id: string | undefined) => void;
  /** The sidebar's tree: the chosen top menu's menus, else `allMenus`. */
  sidebarTree: readonly MenuNode[];
  sidebarLoading: boolean;
}

/**
 * The top menu (SPEC §2): the caller's top menus; choosing one shows only its menus in the sidebar,
 * "all" the whole tree. The choice is persisted; a top menu that no longer exists falls back to all.
 */
export function useTopMenu(allMenus: readonly MenuNode[], allLoading: boolean): TopMenuState {
  const [storedId, setStoredId] = useState<string | undefined>(() => getStore<string>(topMenuStorageName, 'local'));
  const { data } = useMyTopMenusQuery();
  const topMenus = data?.myTopMenus ?? noTopMenus;
  const selectedId = storedId && (!data || topMenus.some((topMenu) => topMenu.id === storedId)) ? storedId : undefined;
  const { data: menuData, loading } = useMyMenusQuery({ variables: { topMenuId: selectedId }, skip: selectedId === undefined });
  const topMenuTree = useMemo(() => (menuData ? buildMenuTree(menuData.myMenus) : undefined), [menuData]);

  useEffect(() => {
    if (data && storedId && selectedId === undefined) {
      removeStore(topMenuStorageName);
    }
  }, [data, storedId, selectedId]);

  const select = useCallback((id: string | undefined) => {
    setStoredId(id);
    if (id) {
      setStore(topMenuStorageName, id);
    } else {
      removeStore(topMenuStorageName);
    }
  }, []);

  if (selectedId === undefined) {
    return { topMenus, selectedId, select, sidebarTree: allMenus, sidebarLoading: allLoading };
  }
  return { topMenus, selectedId, select, sidebarTree: topMenuTree ?? [], sidebarLoading: loading };
}
