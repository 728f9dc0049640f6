import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './change-language';
import { defaultLanguage, isAppLanguage, type AppLanguage } from './languages';

/** The shown language and a function to switch it (persisted). */
export function useLanguage(): { language: AppLanguage; setLanguage: (language: AppLanguage) => Promise<void> } {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language = isAppLanguage(resolved) ? resolved : defaultLanguage;
  const setLanguage = useCallback((next: AppLanguage) => changeLanguage(next), []);
  return { language, setLanguage };
}
