import type { Language } from '../../../core/errors/messages';

export type RosterColumnKey = 'account' | 'realName';

const HEADERS: Record<RosterColumnKey, Record<Language, string>> = {
  account: { 'zh-CN': '账号', en: 'Account' },
  realName: { 'zh-CN': '姓名', en: 'Name' },
};

/** Headers of the roster template in a language: Account (required), Name (optional, checked when given). */
export function rosterHeaders(language: Language): string[] {
  return [HEADERS.account[language], HEADERS.realName[language]];
}

/** The column a header names, in either language (a template downloaded in one language imports in the other). */
export function rosterHeaderKey(text: string): RosterColumnKey | undefined {
  const normalized = text.trim().toLowerCase();
  return (Object.keys(HEADERS) as RosterColumnKey[]).find((key) =>
    Object.values(HEADERS[key]).some((label) => label.toLowerCase() === normalized),
  );
}

export function rosterColumnLabel(key: RosterColumnKey, language: Language): string {
  return HEADERS[key][language];
}
