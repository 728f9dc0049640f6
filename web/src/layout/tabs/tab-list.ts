import { appConfig } from '../../shared/config/app-config';

/**
 * An open page in the tab bar (SPEC §4). The label is not stored as text: it is worked out in the
 * current language from the menu code (with the server's name as fallback) or an i18n key.
 */
export interface PageTab {
  /** Path and query: two visits of the same path with the same query are one tab. */
  value: string;
  path: string;
  search: string;
  /** Menu code: the label is `menu:<code>` with `name` as fallback. */
  code?: string;
  /** The menu's name as the server sent it. */
  name?: string;
  /** i18n key of the label when the page is not in the menu. */
  titleKey?: string;
}

/** The home tab: always first, never closable. */
export const homeTab: PageTab = { value: appConfig.homePath, path: appConfig.homePath, search: '', code: 'home', titleKey: 'menu:home' };

export function tabValue(path: string, search: string): string {
  return `${path}${search}`;
}

export function isHomeTab(tab: PageTab): boolean {
  return tab.value === homeTab.value;
}

/** Home first, then the others in order, without duplicates. */
export function normalizeTabs(tabs: readonly PageTab[]): PageTab[] {
  const seen = new Set<string>([homeTab.value]);
  const rest = tabs.filter((tab) => {
    if (seen.has(tab.value)) {
      return false;
    }
    seen.add(tab.value);
    return true;
  });
  const storedHome = tabs.find(isHomeTab);
  return [storedHome ? { ...homeTab, ...storedHome } : homeTab, ...rest];
}

/** Adds a tab at the end unless one with the same value exists (then its label details are refreshed). */
export function addTab(tabs: readonly PageTab[], tab: PageTab): PageTab[] {
  const index = tabs.findIndex((existing) => existing.value === tab.value);
  if (index < 0) {
    return [...tabs, tab];
  }
  const existing = tabs[index];
  if (existing && existing.code === tab.code && existing.name === tab.name && existing.titleKey === tab.titleKey) {
    return tabs as PageTab[];
  }
  return tabs.map((current, position) => (position === index ? { ...current, ...tab } : current));
}

/**
 * The page replaced its URL (e.g. a choice kept in the query): the tab `previousValue` of the same path
 * takes the new value in place; otherwise the tab is added as usual.
 */
export function replaceTab(tabs: readonly PageTab[], previousValue: string, tab: PageTab): PageTab[] {
  const index = tabs.findIndex((existing) => existing.value === previousValue);
  const previous = tabs[index];
  if (!previous || previous.path !== tab.path || isHomeTab(previous) || tabs.some((existing) => existing.value === tab.value)) {
    return addTab(tabs, tab);
  }
  return tabs.map((current, position) => (position === index ? { ...current, ...tab } : current));
}

/** Whether the tab may be closed: never home, never the last one. */
export function canCloseTab(tabs: readonly PageTab[], tab: PageTab): boolean {
  return tabs.length > 1 && !isHomeTab(tab);
}

/**
 * Closes `value`. When it was the active tab, the one before it (or the first) becomes active:
 * `next` is where to navigate then.
 */
export function closeTab(tabs: readonly PageTab[], value: string, activeValue: string | undefined): { tabs: PageTab[]; next?: PageTab } {
  const index = tabs.findIndex((tab) => tab.value === value);
  const tab = tabs[index];
  if (!tab || !canCloseTab(tabs, tab)) {
    return { tabs: tabs as PageTab[] };
  }
  const remaining = tabs.filter((_tab, position) => position !== index);
  if (value !== activeValue) {
    return { tabs: remaining };
  }
  return { tabs: remaining, next: remaining[index - 1] ?? remaining[0] };
}

/** Keeps home and the current tab. */
export function closeOtherTabs(tabs: readonly PageTab[], activeValue: string | undefined): PageTab[] {
  return tabs.filter((tab) => isHomeTab(tab) || tab.value === activeValue);
}

/** Keeps home only. */
export function closeAllTabs(tabs: readonly PageTab[]): PageTab[] {
  return [tabs.find(isHomeTab) ?? homeTab];
}
