import { Avatar, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../features/auth/session/session-store';
import { useLogout } from '../features/auth/session/useLogout';

/** The user name dropdown (logout). */
export function UserMenu({ user }: { user: SessionUser | undefined }) {
  const { t } = useTranslation('layout');
  const { logout, loggingOut } = useLogout();
  const displayName = user ? user.realName || user.name || user.account : '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<Avatar src={user?.avatar || null} alt="" size={26} radius="xl" />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t('header.userMenu')}: ${displayName}`}
          loading={loggingOut}
        >
          {displayName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
