import type { BackendModule, ReadCallback } from 'i18next';
import type { AppLanguage } from './languages';
import { isAppLanguage } from './languages';
import { shellNamespaces, type Namespace } from './namespaces';

type Bundle = { bundle: Partial<Record<Namespace, object>> };
type Group = 'shell' | 'pages';

/** One chunk per language and namespace group: a language's strings download only when it is chosen. */
const loaders: Record<AppLanguage, Record<Group, () => Promise<Bundle>>> = {
  'zh-CN': { shell: () => import('./bundles/zh-CN-shell'), pages: () => import('./bundles/zh-CN-pages') },
  en: { shell: () => import('./bundles/en-shell'), pages: () => import('./bundles/en-pages') },
};

function groupOf(namespace: string): Group {
  return (shellNamespaces as readonly string[]).includes(namespace) ? 'shell' : 'pages';
}

/** An i18next backend that reads the bundled locale files through dynamic imports (no request of its own). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isAppLanguage(language)) {
      callback(new Error(`no strings for language ${language}`), false);
      return;
    }
    loaders[language][groupOf(namespace)]().then(
      ({ bundle }) => {
        const strings = (bundle as Record<string, object | undefined>)[namespace];
        if (strings === undefined) {
          callback(new Error(`no namespace ${namespace} in ${language}`), false);
        } else {
          callback(null, strings as Parameters<ReadCallback>[1]);
        }
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
