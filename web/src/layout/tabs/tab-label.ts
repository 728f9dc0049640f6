import type { TFunction } from 'i18next';
import type { SeededKind } from '../../i18n/seeded-label';
import type { PageTab } from './tab-list';

type SeededLabel = (kind: SeededKind, code: string | null | undefined, stored: string) => string;

/** A tab's label in the current language: the menu's seeded label by code, else its i18n key, else the server's name. */
export function tabLabel(t: TFunction, seededLabel: SeededLabel, tab: PageTab): string {
  if (tab.code && tab.name) {
    return seededLabel('menu', tab.code, tab.name);
  }
  const fallback = tab.titleKey ? t(tab.titleKey, { defaultValue: tab.name ?? tab.path }) : (tab.name ?? tab.path);
  return tab.code ? t(`menu:${tab.code}`, { defaultValue: fallback }) : fallback;
}
