import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { installErrorCapture } from '../layout/error-log/error-capture';
import '../layout/theme/app-themes.css';
import { applyThemeToDocument, getThemeSettings, subscribeThemeSettings } from '../layout/theme/theme-store';
import { appThemes } from '../layout/theme/themes';
import { dayjsLocaleOf, firstDayOfWeekOf, syncDayjsLocale } from './dates-locale';
import { buildTheme, cssVariablesResolver } from './theme';

// Before the first render: the stored theme's colours, and the global error capture.
applyThemeToDocument();
installErrorCapture();

/** Mantine (theme, colour scheme, dates locale, modals, notifications) and Apollo around the app. */
export function AppProviders({
  client,
  children,
  env = 'default',
}: {
  client: ApolloClient;
  children: ReactNode;
  /** 'test' turns Mantine transitions and portals off (jsdom tests). */
  env?: 'default' | 'test';
}) {
  const { t } = useTranslation('theme');
  const { language } = useLanguage();
  const settings = useSyncExternalStore(subscribeThemeSettings, getThemeSettings);
  const closeDialog = t('components.closeDialog');
  const closeNotification = t('components.closeNotification');
  const theme = useMemo(
    () => buildTheme(settings.primaryColor, { closeDialog, closeNotification }),
    [settings.primaryColor, closeDialog, closeNotification],
  );
  syncDayjsLocale(language);
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
      <DatesProvider settings={{ locale: dayjsLocaleOf(language), firstDayOfWeek: firstDayOfWeekOf(language) }}>
        {/* Bottom left: content drawers open on the right (header close button, footer actions), so a toast never covers them. */}
        <Notifications position="bottom-left" />
        <ModalsProvider>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
