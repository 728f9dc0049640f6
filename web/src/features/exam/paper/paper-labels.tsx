import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeStyles } from '../question/badge-styles';
import type { PaperMode, PaperStatus } from '../../../generated/graphql';
import type { CrudOption } from '../../../shared/ui/crud/crud-types';

export const paperModes: readonly PaperMode[] = ['FIXED', 'RANDOM_RULES', 'MIXED'] as const;
export const paperStatuses: readonly PaperStatus[] = ['DRAFT', 'READY', 'LOCKED', 'ARCHIVED'] as const;
export const modeOptions: readonly CrudOption[] = paperModes.map((mode) => ({ value: mode, label: `examPaper:modes.${mode}` }));
export const paperStatusOptions: readonly CrudOption[] = paperStatuses.map((status) => ({
  value: status,
  label: `examPaper:statuses.${status}`,
}));

const statusColors: Record<PaperStatus, string> = { DRAFT: 'gray', READY: 'green', LOCKED: 'orange', ARCHIVED: 'dark' };
const modeColors: Record<PaperMode, string> = { FIXED: 'blue', RANDOM_RULES: 'grape', MIXED: 'teal' };

export function PaperStatusBadge({ status }: { status: PaperStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={statusColors[status]} radius="sm" tt="none" styles={badgeStyles}>
      {t(`examPaper:statuses.${status}`)}
    </Badge>
  );
}

export function PaperModeBadge({ mode }: { mode: PaperMode }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={modeColors[mode]} radius="sm" tt="none" styles={badgeStyles}>
      {t(`examPaper:modes.${mode}`)}
    </Badge>
  );
}
