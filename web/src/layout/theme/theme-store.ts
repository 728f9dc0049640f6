import { getStore, setStore, storageKey } from '../../shared/utils/storage';
import { isHexColor } from './primary-palette';
import { appThemes, defaultPrimaryColor, defaultThemeName, isThemeName, type AppThemeDefinition, type ThemeName } from './themes';

/** Storage names (Saber's): the theme and the primary colour, both in local storage. */
export const themeStorageNames = { theme: 'themeName', color: 'colorName' } as const;

export interface ThemeSettings {
  themeName: ThemeName;
  primaryColor: string;
}

const listeners = new Set<() => void>();
let cached: ThemeSettings | undefined;

function readSettings(): ThemeSettings {
  const theme = getStore<string>(themeStorageNames.theme, 'local');
  const color = getStore<string>(themeStorageNames.color, 'local');
  return { themeName: isThemeName(theme) ? theme : defaultThemeName, primaryColor: isHexColor(color) ? color : defaultPrimaryColor };
}

/** The stored theme and colour (cached so React sees a stable snapshot). */
export function getThemeSettings(): ThemeSettings {
  const next = readSettings();
  if (!cached || cached.themeName !== next.themeName || cached.primaryColor !== next.primaryColor) {
    cached = next;
  }
  return cached;
}

export function subscribeThemeSettings(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey(themeStorageNames.theme) || event.key === storageKey(themeStorageNames.color)) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  applyThemeToDocument();
  for (const listener of listeners) {
    listener();
  }
}

export function setThemeName(name: ThemeName): void {
  setStore(themeStorageNames.theme, name, 'local');
  notify();
}

export function setPrimaryColor(color: string): void {
  if (isHexColor(color)) {
    setStore(themeStorageNames.color, color, 'local');
    notify();
  }
}

const cssVariables: Record<keyof Omit<AppThemeDefinition, 'colorScheme'>, string> = {
  headerBg: '--app-header-bg',
  headerFg: '--app-header-fg',
  headerHover: '--app-header-hover',
  headerBorder: '--app-header-border',
  navBg: '--app-nav-bg',
  navFg: '--app-nav-fg',
  navHover: '--app-nav-hover',
  navActiveBg: '--app-nav-active-bg',
  navActiveFg: '--app-nav-active-fg',
  navActiveBar: '--app-nav-active-bar',
  mainBg: '--app-main-bg',
};

/**
 * Puts the theme's colours on <html> as CSS variables (read by app-themes.css for the top bar,
 * sidebar and page) and its name in `data-app-theme`. Called at start, before the first render.
 */
export function applyThemeToDocument(settings: ThemeSettings = getThemeSettings()): void {
  const root = document.documentElement;
  const definition = appThemes[settings.themeName];
  root.dataset['appTheme'] = settings.themeName;
  // Mantine sets this itself after mounting; setting it now avoids a light flash of the dark theme.
  root.setAttribute('data-mantine-color-scheme', definition.colorScheme);
  for (const [key, variable] of Object.entries(cssVariables)) {
    root.style.setProperty(variable, definition[key as keyof typeof cssVariables]);
  }
}
