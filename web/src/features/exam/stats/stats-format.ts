import { currentLanguage } from '../../../i18n/change-language';

/** Points with at most two decimals in the current language ("—" when unknown). */
export function formatPoints(value: number | null | undefined, language: string = currentLanguage()): string {
  if (value === null || value === undefined) {
    return '—';
  }
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A share 0..1 as a percentage with at most one decimal ("—" when unknown). */
export function formatPercent(share: number | null | undefined, language: string = currentLanguage()): string {
  if (share === null || share === undefined) {
    return '—';
  }
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** An index (facility, discrimination) with two decimals ("—" when unknown). */
export function formatIndex(value: number | null | undefined, language: string = currentLanguage()): string {
  if (value === null || value === undefined) {
    return '—';
  }
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The first `length` characters of a plain text, with an ellipsis when cut. */
export function excerpt(text: string, length = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
