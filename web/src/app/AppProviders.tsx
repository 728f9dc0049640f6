import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { installErrorCapture } from '../layout/error-log/error-capture';
import '../layout/theme/app-themes.css';
import { applyThemeToDocument, getThemeSettings, subscribeThemeSettings } from '../layout/theme/theme-store';
import { appThemes } from '../layout/theme/themes';
import { LazyNotifications } from './LazyNotifications';
import { buildTheme, cssVariablesResolver } from './theme';

// Before the first render: the stored theme's colours, and the global error capture.
applyThemeToDocument();
installErrorCapture();

/**
 * Mantine (theme, colour scheme, notifications) around the whole app. What only the pages after sign-in need
 * (Apollo Client, the dates locale, modals) is SignedInProviders, loaded with them (CONTRIBUTING.md, before sign-in).
 */
export function AppProviders({
  children,
  env = 'default',
}: {
  children: ReactNode;
  /** 'test' turns Mantine transitions and portals off (jsdom tests). */
  env?: 'default' | 'test';
}) {
  const { t } = useTranslation('theme');
  const settings = useSyncExternalStore(subscribeThemeSettings, getThemeSettings);
  const closeDialog = t('components.closeDialog');
  const closeNotification = t('components.closeNotification');
  const theme = useMemo(
    () => buildTheme(settings.primaryColor, { closeDialog, closeNotification }),
    [settings.primaryColor, closeDialog, closeNotification],
  );
  useEffect(() => {
    applyThemeToDocument(settings);
  }, [settings]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={appThemes[settings.themeName].colorScheme}
      env={env}
    >
      {/* Bottom left: content drawers open on the right (header close button, footer actions), so a toast never covers them. */}
      <LazyNotifications position="bottom-left" />
      {children}
    </MantineProvider>
  );
}
