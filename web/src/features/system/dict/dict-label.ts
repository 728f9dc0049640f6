import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';

/** A dictionary row (root or item) in the chosen language: seeded rows by `code` / `code.key`, others as stored. */
export function dictLabel(row: { code: string; dictKey: string; parentId: string; dictValue: string }): string {
  const code = row.parentId === '0' ? row.code : `${row.code}.${row.dictKey}`;
  return seededLabel(i18n, 'dict', code, row.dictValue);
}
