import { AppShell, Drawer, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useClientConfig } from '../shared/session/useClientConfig';
import { useSessionData } from '../shared/session/useSessionData';
import { useTokenRefresh } from '../shared/session/useTokenRefresh';
import { PermissionProvider } from '../shared/permission/PermissionContext';
import { AppHeader } from './AppHeader';
import { PageErrorBoundary } from './error-log/PageErrorBoundary';
import { buildMenuTree } from './menu/build-menu-tree';
import { NavigationProgress } from './navigation/NavigationProgress';
import { useQueryTarget } from './navigation/useQueryTarget';
import { MenuSearch } from './search/MenuSearch';
import { Sidebar } from './sidebar/Sidebar';
import { collapsedSidebarWidth, sidebarWidthOf, useScreenSize } from './sidebar/useScreenSize';
import { useSidebarState } from './sidebar/useSidebarState';
import { TabBar } from './tabs/TabBar';
import { useClearCache } from './tabs/useClearCache';
import { useTabs } from './tabs/useTabs';
import { useTopMenu } from './top-menu/useTopMenu';
import type { LayoutContextValue } from './useLayoutContext';

const headerHeight = 56;

/**
 * The admin shell (SPEC §2): top bar, sidebar (logo and the menu of the chosen top menu; collapsible
 * to icons; a drawer below 768 px), tab bar, the page, the menu search overlay and the progress bar.
 */
export function AdminLayout() {
  const { t } = useTranslation('layout');
  const { config } = useClientConfig();
  useTokenRefresh(config.tokenRefreshSeconds);
  useQueryTarget();
  const { user, menus, permissions, menusLoading, menusError } = useSessionData();
  const menuTree = useMemo(() => buildMenuTree(menus), [menus]);
  const topMenu = useTopMenu(menuTree, menusLoading);
  const screenSize = useScreenSize();
  const sidebar = useSidebarState(screenSize);
  const tabs = useTabs();
  const clearCache = useClearCache();
  const [searchOpened, search] = useDisclosure(false);
  const [pageKey, setPageKey] = useState(0);
  const outletContext: LayoutContextValue = useMemo(
    () => ({ menuTree, menusLoading, openTab: tabs.openTab }),
    [menuTree, menusLoading, tabs.openTab],
  );
  const sidebarContent = (collapsed: boolean) => (
    <Sidebar tree={topMenu.sidebarTree} loading={topMenu.sidebarLoading} failed={menusError !== undefined} collapsed={collapsed} />
  );

  return (
    <PermissionProvider codes={permissions}>
      <NavigationProgress />
      <AppShell
        header={{ height: headerHeight }}
        navbar={{
          width: sidebar.collapsed ? collapsedSidebarWidth : sidebarWidthOf(screenSize),
          breakpoint: 'sm',
          collapsed: { mobile: true, desktop: sidebar.drawerMode },
        }}
        padding={0}
        data-screen-size={screenSize}
      >
        <AppShell.Header>
          <AppHeader
            navOpened={sidebar.expanded}
            onToggleNav={sidebar.toggle}
            user={user}
            topMenu={topMenu}
            onOpenSearch={search.open}
            compact={screenSize === 0}
          />
        </AppShell.Header>
        <AppShell.Navbar data-collapsed={sidebar.collapsed || undefined}>
          {!sidebar.drawerMode && sidebarContent(sidebar.collapsed)}
        </AppShell.Navbar>
        <AppShell.Main>
          <TabBar api={tabs} onRefresh={() => setPageKey((key) => key + 1)} onClearCache={() => void clearCache()} />
          <div style={{ padding: 'var(--mantine-spacing-md)' }}>
            <PageErrorBoundary>
              <Outlet key={pageKey} context={outletContext} />
            </PageErrorBoundary>
          </div>
        </AppShell.Main>
      </AppShell>
      <Drawer
        opened={sidebar.drawerMode && sidebar.drawerOpened}
        onClose={sidebar.closeDrawer}
        size={sidebarWidthOf(screenSize)}
        padding={0}
        withCloseButton={false}
        title={<VisuallyHidden>{t('sidebar.navigation')}</VisuallyHidden>}
      >
        {sidebarContent(false)}
      </Drawer>
      <MenuSearch opened={searchOpened} onClose={search.close} tree={menuTree} />
    </PermissionProvider>
  );
}
