import i18next from 'i18next';

/** A text of the current language outside React (table values and Excel cells follow the language switch on re-render). */
export function translated(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options);
}
