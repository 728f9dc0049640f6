import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Kinds of seeded rows shown in the interface, each translated by its code: menus (and buttons) by menu
 * code in the `menu` namespace; dictionary items by `dict.<code>` (the dictionary) and
 * `dict.<code>.<key>` (an item), roles by alias, posts by post code, parameters by key, built-in reports (name and
 * description) by report code and departments (which have no code) by their fixed seed id in the `seed` namespace.
 */
export type SeededKind = 'menu' | 'dict' | 'role' | 'post' | 'param' | 'dept' | 'report' | 'reportDescription';

/** The language the seeds are written in: a row still holding its seeded text in it is a seeded row. */
const seedLanguage = 'zh-CN';
const flat = { keySeparator: false } as const;

/** Namespace and key of a seeded label (`seed` keys are flat: parameter keys hold dots). */
export function seededKey(kind: SeededKind, code: string): { ns: 'menu' | 'seed'; key: string } {
  return kind === 'menu' ? { ns: 'menu', key: code } : { ns: 'seed', key: `${kind}.${code}` };
}

/**
 * The one lookup of seeded labels: the row's stored text in the chosen language when the row is a
 * seeded one (its code has a label and its stored text is still the seeded text); the stored text
 * otherwise, so rows created or renamed by users keep their own words.
 */
export function seededLabel(i18n: I18n, kind: SeededKind, code: string | null | undefined, stored: string): string {
  if (!code) {
    return stored;
  }
  const { ns, key } = seededKey(kind, code);
  const seeded: unknown = i18n.getResource(seedLanguage, ns, key, flat);
  if (seeded !== stored) {
    return stored;
  }
  const translated: unknown = i18n.getResource(i18n.language, ns, key, flat);
  return typeof translated === 'string' && translated !== '' ? translated : stored;
}

/** `seededLabel` bound to the app's i18n instance; re-renders the caller when the language changes. */
export function useSeededLabel(): (kind: SeededKind, code: string | null | undefined, stored: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The language is a dependency on purpose: a new callback makes memoized labels follow a language change.
  return useCallback((kind, code, stored) => seededLabel(i18n, kind, code, stored), [i18n, language]);
}

/** Tree nodes with their titles shown in the chosen language (menu, role and department trees). */
export function localizeTree<T extends { id: string; title: string; code?: string | null }>(
  nodes: readonly T[],
  kind: SeededKind,
  label: (kind: SeededKind, code: string | null | undefined, stored: string) => string,
): T[] {
  // Departments have no code: their seeds are known by their fixed ids.
  return nodes.map((node) => ({ ...node, title: label(kind, kind === 'dept' ? node.id : node.code, node.title) }));
}
