import { Group, ScrollArea, Stack, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appConfig } from '../../shared/config/app-config';
import type { MenuNode } from '../menu/build-menu-tree';
import { SidebarMenu } from '../menu/SidebarMenu';

/**
 * The logo and the app name (the page's h1 on screens with a sidebar) at the top of the sidebar, a
 * link home; collapsed, only the logo shows.
 */
function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  const logo = <img src="/favicon.svg" alt="" width={32} height={32} style={{ flexShrink: 0 }} />;
  return (
    <Tooltip label={appName} position="right" disabled={!collapsed} withArrow>
      <UnstyledButton component={Link} to={appConfig.homePath} data-sidebar-logo>
        <Group gap="sm" wrap="nowrap" h={56} px={collapsed ? 0 : 'md'} justify={collapsed ? 'center' : 'flex-start'}>
          {logo}
          {collapsed ? (
            <VisuallyHidden>
              <h1>{appName}</h1>
            </VisuallyHidden>
          ) : (
            <Title order={1} fz="md" fw={700} lh={1.25} lineClamp={2}>
              {appName}
            </Title>
          )}
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}

/** Sidebar content: logo, then the menu (scrolling on its own). */
export function Sidebar({
  tree,
  loading,
  failed,
  collapsed,
}: {
  tree: readonly MenuNode[];
  loading: boolean;
  failed: boolean;
  collapsed: boolean;
}) {
  return (
    <Stack gap={0} h="100%">
      <SidebarLogo collapsed={collapsed} />
      <ScrollArea style={{ flex: 1 }} type="hover">
        <SidebarMenu tree={tree} loading={loading} failed={failed} collapsed={collapsed} />
      </ScrollArea>
    </Stack>
  );
}
