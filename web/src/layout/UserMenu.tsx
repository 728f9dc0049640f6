import { Avatar, Button, Menu } from '@mantine/core';
import { IconArrowsExchange, IconChevronDown, IconDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../shared/session/session-store';
import { useClientConfig } from '../shared/session/useClientConfig';
import { useLogout } from '../shared/session/useLogout';
import { useAvatarSrc } from '../shared/hooks/useAvatarSrc';
import { DeferredDialog } from '../shared/ui/DeferredDialog';

const SwitchRoleDialog = lazy(() => import('./switch-role/SwitchRoleDialog').then((module) => ({ default: module.SwitchRoleDialog })));

export const dashboardPath = '/wel/dashboard';
export const infoPath = '/info/index';

/** Avatar and name (avatar only when `compact`); dashboard, personal info, switch department/role (switch mode) and logout. */
export function UserMenu({ user, compact = false }: { user: SessionUser | undefined; compact?: boolean }) {
  const { t } = useTranslation(['layout', 'home', 'info', 'switchRole']);
  const { logout, loggingOut } = useLogout();
  const { config, loading: configLoading } = useClientConfig();
  // Only once the server said so: the built-in default (switch mode on) must not flash the entry.
  const switchMode = config.switchMode && !configLoading;
  const [switching, setSwitching] = useState(false);
  const avatar = useAvatarSrc(user?.avatar);
  const displayName = user ? user.realName || user.name || user.account : '';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<Avatar src={avatar ?? null} alt="" size={26} radius="xl" />}
            rightSection={compact ? undefined : <IconChevronDown size={14} aria-hidden />}
            px={compact ? 4 : undefined}
            aria-label={`${t('layout:header.userMenu')}: ${displayName}`}
            loading={loggingOut}
          >
            {compact ? null : displayName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={dashboardPath} leftSection={<IconDashboard size={16} aria-hidden />}>
            {t('home:dashboard.menu')}
          </Menu.Item>
          <Menu.Item component={Link} to={infoPath} leftSection={<IconUserCircle size={16} aria-hidden />}>
            {t('info:menu')}
          </Menu.Item>
          {switchMode && (
            <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => setSwitching(true)}>
              {t('switchRole:menu')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
            {t('layout:header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {switchMode && (
        <DeferredDialog opened={switching}>
          <SwitchRoleDialog opened={switching} onClose={() => setSwitching(false)} user={user} />
        </DeferredDialog>
      )}
    </>
  );
}
