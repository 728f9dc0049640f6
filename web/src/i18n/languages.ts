import { getStore, storageNames } from '../shared/utils/storage';

export const supportedLanguages = ['zh-CN', 'en'] as const;

export type AppLanguage = (typeof supportedLanguages)[number];

export const defaultLanguage: AppLanguage = 'zh-CN';

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The language saved in local storage, or the default (zh-CN). */
export function readStoredLanguage(): AppLanguage {
  const stored = getStore<string>(storageNames.language, 'local');
  return isAppLanguage(stored) ? stored : defaultLanguage;
}
