import type { TFunction } from 'i18next';
import type { PageTab } from './tab-list';

/** A tab's label in the current language: the menu's translation, else its i18n key, else the server's name. */
export function tabLabel(t: TFunction, tab: PageTab): string {
  const fallback = tab.titleKey ? t(tab.titleKey, { defaultValue: tab.name ?? tab.path }) : (tab.name ?? tab.path);
  return tab.code ? t(`menu:${tab.code}`, { defaultValue: fallback }) : fallback;
}
