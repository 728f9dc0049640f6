import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccommodationFieldsFragment } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';

/** The terms of a candidate's accommodation as short badges for the roster row ("+30 min", "+25 %", own window, attempts, exempt). */
export function AccommodationSummary({ row }: { row: AccommodationFieldsFragment }) {
  const { t, i18n } = useTranslation('examAccess');
  const parts: string[] = [];
  if (row.extraTimePct > 0) {
    parts.push(t('summary.extraPct', { pct: row.extraTimePct }));
  }
  if (row.extraTimeMin > 0) {
    parts.push(t('summary.extraMin', { minutes: row.extraTimeMin }));
  }
  if (row.openAtOverride || row.closeAtOverride) {
    parts.push(t('summary.ownWindow'));
  }
  if (row.maxAttemptsOverride !== null && row.maxAttemptsOverride !== undefined) {
    parts.push(t('summary.attempts', { count: row.maxAttemptsOverride }));
  }
  if (row.integrityExempt) {
    parts.push(t('summary.exempt'));
  }
  const window = t('summary.window', {
    from: row.openAtOverride ? formatLocalizedDateTime(row.openAtOverride, i18n.language) : t('summary.examTime'),
    to: row.closeAtOverride ? formatLocalizedDateTime(row.closeAtOverride, i18n.language) : t('summary.examTime'),
  });
  return (
    <Tooltip label={[window, row.note].filter(Boolean).join(' · ')} multiline maw={320} withinPortal>
      <Group gap={4} wrap="wrap" aria-label={t('summary.label', { terms: parts.join(', ') || t('summary.none') })}>
        {(parts.length > 0 ? parts : [t('summary.none')]).map((part) => (
          <Badge key={part} size="sm" variant="light" color="violet" style={{ flexShrink: 0, maxWidth: 'none' }}>
            {part}
          </Badge>
        ))}
      </Group>
    </Tooltip>
  );
}
