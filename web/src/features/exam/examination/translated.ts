import { i18n } from '../../../i18n/i18n';

/** A text of the current language outside React (table values and Excel cells follow the language switch on re-render). */
export function translated(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
