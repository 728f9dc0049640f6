import {
  createTheme,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineThemeOverride,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { primaryPalette } from '../layout/theme/primary-palette';
import { defaultPrimaryColor } from '../layout/theme/themes';

/** Texts Mantine components show or announce that the app supplies (translated by the caller). */
export interface ThemeTexts {
  closeDialog: string;
  closeNotification: string;
}

/**
 * The Mantine theme: the primary palette generated from the chosen colour (shade 5 is the colour
 * itself), automatic black/white text on filled colours (WCAG contrast) and translated close labels.
 */
export function buildTheme(
  primaryColor: string = defaultPrimaryColor,
  texts: ThemeTexts = { closeDialog: 'Close dialog', closeNotification: 'Close notification' },
): MantineThemeOverride {
  return createTheme({
    primaryColor: 'saber',
    primaryShade: 5,
    colors: { saber: primaryPalette(primaryColor) },
    autoContrast: true,
    // Honour the operating system's reduced-motion setting.
    respectReducedMotion: true,
    // Latin fonts first, CJK after: each character takes the first font that has it, so Latin text and
    // punctuation such as ’ stay proportional (a CJK font draws them full width) and Chinese still finds its font.
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Hiragino Sans ' +
      'GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif',
    // Plain objects (what Modal.extend() returns), so that the theme does not bring the components' code to every
    // page: the login page has no dialog.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': texts.closeDialog } } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': texts.closeDialog } } satisfies Partial<DrawerProps> },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': texts.closeNotification } } satisfies Partial<NotificationProps> },
    },
  });
}

/** The default theme (tests and code outside the providers). */
export const theme = buildTheme();

/**
 * Mantine's "dimmed" text (descriptions, hints: #868e96 light, #828282 dark), error text (red 6
 * light, red 8 dark) and links (the primary colour itself, #409EFF is 2.8:1 on white) are under the
 * 4.5:1 WCAG AA contrast on white / dark surfaces; these meet it (links: a darker shade in light).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-anchor': 'var(--mantine-color-saber-8)',
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': '#ff8787' },
});
