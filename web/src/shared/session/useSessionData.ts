import type { ErrorLike } from '@apollo/client';
import { useEffect } from 'react';
import { useMeQuery, useMyMenusQuery, useMyPermissionsQuery, type MyMenusQuery } from '../../generated/graphql';
import { setStore, storageNames } from '../utils/storage';
import { updateStoredUser, type SessionUser } from './session-store';
import { useSession } from './useSession';

export type SessionMenuItem = MyMenusQuery['myMenus'][number];

const noMenus: readonly SessionMenuItem[] = [];
const noPermissions: readonly string[] = [];

/** The signed-in user (fresh from `me`, the stored copy until it arrives). */
export function useCurrentUser(): { user: SessionUser | undefined; loading: boolean } {
  const session = useSession();
  const { data, loading } = useMeQuery({ skip: !session.isAuthenticated });
  return { user: data?.me ?? session.user, loading };
}

/**
 * Loads what the layout needs after login: `me`, `myMenus` and `myPermissions`; keeps the stored
 * copies (userInfo, menu, permission map) in step.
 */
export function useSessionData(): {
  user: SessionUser | undefined;
  menus: readonly SessionMenuItem[];
  permissions: readonly string[];
  menusLoading: boolean;
  menusError: ErrorLike | undefined;
} {
  const session = useSession();
  const skip = !session.isAuthenticated;
  const me = useMeQuery({ skip });
  const menus = useMyMenusQuery({ skip });
  const permissions = useMyPermissionsQuery({ skip });

  const meData = me.data?.me;
  const menuData = menus.data?.myMenus;
  const permissionData = permissions.data?.myPermissions;

  useEffect(() => {
    if (meData) {
      updateStoredUser(meData);
    }
  }, [meData]);
  useEffect(() => {
    if (menuData) {
      setStore(storageNames.menu, menuData);
    }
  }, [menuData]);
  useEffect(() => {
    if (permissionData) {
      setStore(storageNames.permission, Object.fromEntries(permissionData.map((code) => [code, true])));
    }
  }, [permissionData]);

  return {
    user: meData ?? session.user,
    menus: menuData ?? noMenus,
    permissions: permissionData ?? noPermissions,
    menusLoading: menus.loading,
    menusError: menus.error,
  };
}
