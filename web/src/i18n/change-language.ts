import { setStore, storageNames } from '../shared/utils/storage';
import { i18n } from './i18n';
import { defaultLanguage, isAppLanguage, type AppLanguage } from './languages';

/** The language currently shown (always one of the supported ones). */
export function currentLanguage(): AppLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isAppLanguage(language) ? language : defaultLanguage;
}

/** Keeps `<html lang>` in step with the shown language. */
export function syncDocumentLanguage(language: AppLanguage = currentLanguage()): void {
  document.documentElement.lang = language;
}

/** Switches the UI language, persists it in local storage and updates `<html lang>`. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  setStore(storageNames.language, language, 'local');
  await i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}
