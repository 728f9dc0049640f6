import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeStyles } from './badge-styles';
import type { QuestionStatus, QuestionType } from '../../../generated/graphql';
import type { CrudOption } from '../../../shared/ui/crud/crud-types';

/** The six question types in the order the editor and the filters offer them. */
export const questionTypes: readonly QuestionType[] = [
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'TRUE_FALSE',
  'FILL_BLANK',
  'SHORT_ANSWER',
  'FILE_UPLOAD',
] as const;

export const questionStatuses: readonly QuestionStatus[] = ['DRAFT', 'ENABLED', 'DISABLED'] as const;

export const difficulties: readonly number[] = [1, 2, 3, 4, 5];

/** Types whose answers are options (with correct flags). */
export const choiceTypes: ReadonlySet<QuestionType> = new Set<QuestionType>(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE']);

export const typeOptions: readonly CrudOption[] = questionTypes.map((type) => ({ value: type, label: `examQuestion:types.${type}` }));
export const statusOptions: readonly CrudOption[] = questionStatuses.map((status) => ({
  value: status,
  label: `examQuestion:statuses.${status}`,
}));
export const difficultyOptions: readonly CrudOption[] = difficulties.map((level) => ({
  value: String(level),
  label: `examQuestion:difficulties.${level}`,
}));

const statusColors: Record<QuestionStatus, string> = { DRAFT: 'gray', ENABLED: 'green', DISABLED: 'red' };
const typeColors: Record<QuestionType, string> = {
  SINGLE_CHOICE: 'blue',
  MULTIPLE_CHOICE: 'indigo',
  TRUE_FALSE: 'cyan',
  FILL_BLANK: 'teal',
  SHORT_ANSWER: 'grape',
  FILE_UPLOAD: 'orange',
};
const difficultyColors = ['green', 'lime', 'yellow', 'orange', 'red'];

export function QuestionTypeBadge({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={typeColors[type]} radius="sm" tt="none" styles={badgeStyles}>
      {t(`examQuestion:types.${type}`)}
    </Badge>
  );
}

export function QuestionStatusBadge({ status }: { status: QuestionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={statusColors[status]} radius="sm" tt="none" styles={badgeStyles}>
      {t(`examQuestion:statuses.${status}`)}
    </Badge>
  );
}

export function DifficultyBadge({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={difficultyColors[level - 1] ?? 'gray'} radius="sm" tt="none" styles={badgeStyles}>
      {t(`examQuestion:difficulties.${level}`)}
    </Badge>
  );
}

/** The text of rich-text HTML (tags removed, whitespace collapsed; images as `[imageText]`), for list cells. */
export function plainText(html: string | null | undefined, imageText = ''): string {
  if (!html) {
    return '';
  }
  const text = html
    .replace(/<img[^>]*>/gi, imageText ? ` [${imageText}] ` : ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}

/** Points as the UI shows them: at most two decimals, no trailing zeros. */
export function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}
