import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, readStoredLanguage, supportedLanguages } from './languages';
import { localeBackend } from './locale-backend';
import { pageNamespaces, shellNamespaces } from './namespaces';

export { namespaces } from './namespaces';

/**
 * The one i18next instance of the app. Strings load per language and namespace group (locale-backend.ts):
 * the shell's before the first render (`i18nReady`, awaited by main.tsx), the pages' with the first page
 * (`withPageStrings`, lazy pages). Tests add every bundle synchronously (test/setup.ts). No fallback
 * language: both locales have every key (scripts/check-i18n.mjs), so another language's strings never load.
 */
export const i18n = i18next.createInstance();

const initialized: Promise<unknown> = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    ns: [...shellNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Strings that arrive later (the pages' group) re-render every component that translates: one that reads a
    // page namespace before it loaded (the layout's title of a page, `t('dict:pages.horizontal')`) shows the text
    // once it is there instead of keeping the bare key.
    react: { bindI18nStore: 'added' },
  });

/**
 * seeded-label.ts tells a seeded row by comparing its stored text with the seed language's (zh-CN) `menu` and
 * `seed` labels, whatever language is shown: those two stay loaded in zh-CN too (part of its shell chunk).
 */
async function loadSeedLanguageLabels(): Promise<void> {
  if (i18n.hasResourceBundle(defaultLanguage, 'menu') && i18n.hasResourceBundle(defaultLanguage, 'seed')) {
    return;
  }
  const { bundle } = await import('./bundles/zh-CN-shell');
  i18n.addResourceBundle(defaultLanguage, 'menu', bundle.menu);
  i18n.addResourceBundle(defaultLanguage, 'seed', bundle.seed);
}

/** Resolves when the shell's strings in the stored language (and the seed labels) are there. */
export const i18nReady: Promise<unknown> = Promise.all([initialized, loadSeedLanguageLabels()]);

/** Loads the pages' strings in the shown language (once; a language switch loads them in the new one). */
export function loadPageStrings(): Promise<void> {
  return i18n.loadNamespaces([...pageNamespaces]);
}

/** A page loader that resolves once the page's code and the pages' strings are both there. */
export function withPageStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPageStrings()]).then(([module]) => module);
}
