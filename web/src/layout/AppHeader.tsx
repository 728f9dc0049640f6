import { ActionIcon, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDotsVertical, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../shared/session/session-store';
import { LanguageMenu } from '../shared/ui/LanguageMenu';
import { NoticeBell } from './notice/NoticeBell';
import { UserMenu } from './UserMenu';
import { ErrorLogButton } from './error-log/ErrorLogButton';
import { useErrorLog } from './error-log/useErrorLog';
import { FullscreenButton } from './fullscreen/FullscreenButton';
import { LockButton } from './lock/LockButton';
import { ColorPickerButton } from './theme/ColorPickerButton';
import { ThemeButton } from './theme/ThemeButton';
import { SearchButton } from './search/SearchButton';
import { TopMenuSelect } from './top-menu/TopMenuSelect';
import type { TopMenuState } from './top-menu/useTopMenu';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  user: SessionUser | undefined;
  topMenu: TopMenuState;
  onOpenSearch: () => void;
  /** A phone-sized screen: the tools collapse into the "more" panel; bell and user menu stay in the bar. */
  compact?: boolean;
}

/** A tool of the collapsed top bar: its button with its name beside it. */
function Tool({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** The tools of the top bar on a narrow screen: every button of the wide bar, each with its name. */
function ToolsPanel({
  opened,
  onClose,
  topMenu,
  onOpenSearch,
}: {
  opened: boolean;
  onClose: () => void;
  topMenu: TopMenuState;
  onOpenSearch: () => void;
}) {
  const { t } = useTranslation('layout');
  const errorCount = useErrorLog().length;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={t('header.tools')}
      closeButtonProps={{ 'aria-label': t('header.closeTools') }}
    >
      <Stack gap="md" data-testid="header-tools">
        <TopMenuSelect state={topMenu} />
        <SimpleGrid cols={1} spacing="xs">
          <Tool label={t('header.tool.search')}>
            <SearchButton
              onOpen={() => {
                onClose();
                onOpenSearch();
              }}
            />
          </Tool>
          <Tool label={t('header.tool.language')}>
            <LanguageMenu />
          </Tool>
          <Tool label={t('header.tool.theme')}>
            <ThemeButton />
          </Tool>
          <Tool label={t('header.tool.color')}>
            <ColorPickerButton />
          </Tool>
          <Tool label={t('header.tool.fullscreen')}>
            <FullscreenButton />
          </Tool>
          <Tool label={t('header.tool.lock')}>
            <LockButton />
          </Tool>
          {/* The error log button exists only while errors were recorded (as in the wide bar). */}
          {errorCount > 0 && (
            <Tool label={t('header.tool.errorLog')}>
              <ErrorLogButton />
            </Tool>
          )}
        </SimpleGrid>
      </Stack>
    </Drawer>
  );
}

/**
 * Top bar (SPEC §2): collapse toggle, top menu, menu search, colour picker, error log, lock, theme, full
 * screen, language, notices, user. On a phone-sized screen (`compact`) the bar keeps the toggle, the
 * notices bell and the user menu (avatar only) and puts every other tool into a "more" panel.
 */
export function AppHeader({ navOpened, onToggleNav, user, topMenu, onOpenSearch, compact = false }: AppHeaderProps) {
  const { t } = useTranslation(['layout', 'common']);
  const [toolsOpened, tools] = useDisclosure(false);
  return (
    <Group h="100%" px={compact ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs" data-compact={compact || undefined}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
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
        <Title order={1} fz="lg" fw={600} lineClamp={1} hiddenFrom="sm" style={{ minWidth: 0 }}>
          {t('common:appName')}
        </Title>
        {!compact && <TopMenuSelect state={topMenu} />}
      </Group>
      {/*
        One tree for both widths: every tool keeps its place (and the state of the dialog it opened)
        when the window crosses the phone breakpoint; the wide bar's tools are only hidden when compact.
      */}
      <Group gap={compact ? 4 : 'xs'} wrap="nowrap" style={{ flex: 'none' }}>
        <Group gap="xs" wrap="nowrap" display={compact ? 'none' : undefined}>
          <SearchButton onOpen={onOpenSearch} />
          <ColorPickerButton />
          <ErrorLogButton />
          <LockButton />
          <ThemeButton />
          <FullscreenButton />
          <LanguageMenu />
        </Group>
        <NoticeBell />
        <UserMenu user={user} compact={compact} />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={tools.open}
          aria-label={t('layout:header.more')}
          title={t('layout:header.more')}
          aria-haspopup="dialog"
          aria-expanded={compact && toolsOpened}
          display={compact ? undefined : 'none'}
        >
          <IconDotsVertical size={20} aria-hidden />
        </ActionIcon>
        <ToolsPanel opened={compact && toolsOpened} onClose={tools.close} topMenu={topMenu} onOpenSearch={onOpenSearch} />
      </Group>
    </Group>
  );
}
