import { createTheme, Drawer, Modal, Notification, type MantineThemeOverride } from '@mantine/core';
import { primaryPalette } from '../layout/theme/primary-palette';
import { defaultPrimaryColor } from '../layout/theme/themes';

/** Texts Mantine components show or announce that the app supplies (translated by the caller). */
export interface ThemeTexts {
  close: string;
}

/**
 * The Mantine theme: the primary palette generated from the chosen colour (shade 5 is the colour
 * itself), automatic black/white text on filled colours (WCAG contrast) and translated close labels.
 */
export function buildTheme(primaryColor: string = defaultPrimaryColor, texts: ThemeTexts = { close: 'Close' }): MantineThemeOverride {
  return createTheme({
    primaryColor: 'saber',
    primaryShade: 5,
    colors: { saber: primaryPalette(primaryColor) },
    autoContrast: true,
    // Honour the operating system's reduced-motion setting.
    respectReducedMotion: true,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", Roboto, sans-serif',
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': texts.close } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': texts.close } } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': texts.close } } }),
    },
  });
}

/** The default theme (tests and code outside the providers). */
export const theme = buildTheme();
