import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { appConfig } from '../app/app-config';
import { useClientConfig } from '../features/auth/session/useClientConfig';
import { useSessionData } from '../features/auth/session/useSessionData';
import { useTokenRefresh } from '../features/auth/session/useTokenRefresh';
import { PermissionProvider } from '../shared/permission/PermissionContext';
import { AppHeader } from './AppHeader';
import { PageErrorBoundary } from './error-log/PageErrorBoundary';
import { buildMenuTree } from './menu/build-menu-tree';
import { SidebarMenu } from './menu/SidebarMenu';
import type { LayoutContextValue } from './useLayoutContext';

/** The admin shell: header, collapsible sidebar built from `myMenus`, and the page. */
export function AdminLayout() {
  const [navOpened, { toggle: toggleNav }] = useDisclosure(true);
  const { config } = useClientConfig();
  useTokenRefresh(config.tokenRefreshSeconds);
  const { user, menus, permissions, menusLoading, menusError } = useSessionData();
  const menuTree = useMemo(() => buildMenuTree(menus), [menus]);
  const outletContext: LayoutContextValue = { menuTree, menusLoading };

  return (
    <PermissionProvider codes={permissions}>
      <AppShell
        header={{ height: 56 }}
        navbar={{
          width: appConfig.sidebarWidth,
          breakpoint: 'sm',
          collapsed: { mobile: !navOpened, desktop: !navOpened },
        }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader navOpened={navOpened} onToggleNav={toggleNav} user={user} />
        </AppShell.Header>
        <AppShell.Navbar>
          <AppShell.Section grow component={ScrollArea}>
            <SidebarMenu tree={menuTree} loading={menusLoading} failed={menusError !== undefined} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <PageErrorBoundary>
            <Outlet context={outletContext} />
          </PageErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </PermissionProvider>
  );
}
