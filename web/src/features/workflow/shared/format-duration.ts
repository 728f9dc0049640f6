import type { TFunction } from 'i18next';

/** A duration as days, hours, minutes (seconds under a minute), in the chosen language. */
export function formatDuration(ms: number | null | undefined, t: TFunction): string {
  if (ms === null || ms === undefined) {
    return '';
  }
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  if (totalSeconds < 60) {
    return t('workflow:duration.seconds', { count: totalSeconds });
  }
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600) % 24;
  const days = Math.floor(totalSeconds / 86400);
  const parts: string[] = [];
  if (days > 0) {
    parts.push(t('workflow:duration.days', { count: days }));
  }
  if (hours > 0) {
    parts.push(t('workflow:duration.hours', { count: hours }));
  }
  if (minutes > 0 || parts.length === 0) {
    parts.push(t('workflow:duration.minutes', { count: minutes }));
  }
  return parts.join(' ');
}
