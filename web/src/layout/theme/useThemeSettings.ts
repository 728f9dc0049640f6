import { useSyncExternalStore } from 'react';
import { getThemeSettings, subscribeThemeSettings, type ThemeSettings } from './theme-store';

/** The chosen theme and primary colour; re-renders when either changes. */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeThemeSettings, getThemeSettings);
}
