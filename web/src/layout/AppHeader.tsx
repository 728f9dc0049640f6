import { ActionIcon, Group, Title } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../features/auth/session/session-store';
import { LanguageMenu } from '../shared/ui/LanguageMenu';
import { NoticeBell } from './notice/NoticeBell';
import { UserMenu } from './UserMenu';
import { ErrorLogButton } from './error-log/ErrorLogButton';
import { FullscreenButton } from './fullscreen/FullscreenButton';
import { LockButton } from './lock/LockButton';
import { ColorPickerButton } from './theme/ColorPickerButton';
import { ThemeButton } from './theme/ThemeButton';

/** Top bar: collapse toggle, app name, language menu, user menu. */
export function AppHeader({
  navOpened,
  onToggleNav,
  user,
}: {
  navOpened: boolean;
  onToggleNav: () => void;
  user: SessionUser | undefined;
}) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleNav}
          aria-label={t('layout:header.toggleSidebar')}
          title={t('layout:header.toggleSidebar')}
          aria-expanded={navOpened}
        >
          {navOpened ? <IconLayoutSidebarLeftCollapse size={22} aria-hidden /> : <IconLayoutSidebarLeftExpand size={22} aria-hidden />}
        </ActionIcon>
        <Title order={1} fz="lg" fw={600} lineClamp={1}>
          {t('common:appName')}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorPickerButton />
        <ErrorLogButton />
        <LockButton />
        <ThemeButton />
        <FullscreenButton />
        <LanguageMenu />
        <NoticeBell />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
