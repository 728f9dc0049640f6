import { Group, Text } from '@mantine/core';
import type { QuestionFilter, QuestionsQuery, QuestionStatus, QuestionType } from '../../../generated/graphql';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import {
  difficultyOptions,
  DifficultyBadge,
  formatPoints,
  plainText,
  QuestionStatusBadge,
  QuestionTypeBadge,
  statusOptions,
  typeOptions,
} from './question-labels';

/** A row of the question list. */
export type QuestionRow = QuestionsQuery['questions']['records'][number];

/** What the search panel hands over (all text) before it becomes a QuestionFilter. */
export type QuestionSearchValues = Partial<Record<keyof QuestionFilter, unknown>>;

/** The search panel's text values as the list query's filter (difficulty a number, enums as they are). */
export function toQuestionFilter(values: QuestionSearchValues): Partial<QuestionFilter> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const difficulty = text(values.difficulty);
  return {
    bankId: text(values.bankId),
    questionType: text(values.questionType) as QuestionType | undefined,
    questionStatus: text(values.questionStatus) as QuestionStatus | undefined,
    difficulty: difficulty === undefined ? undefined : Number(difficulty),
    keyword: text(values.keyword),
    tag: text(values.tag),
  };
}

/** The path of the edit page of question `id`, or of the add page (in bank `bankId` when given). */
export function questionEditorPath(id?: string, bankId?: string | null): string {
  if (id) {
    return `/bdqn/examQuestionAdd?id=${encodeURIComponent(id)}`;
  }
  return bankId ? `/bdqn/examQuestionAdd?bankId=${encodeURIComponent(bankId)}` : '/bdqn/examQuestionAdd';
}

/** Questions (/exam/question): columns and search (with the tenant's banks), delete code; add and edit are the editor page. */
export function questionCrud(bankOptions: readonly CrudOption[]): CrudConfig<QuestionRow, Record<string, never>, QuestionFilter> {
  return {
    key: 'exam.question',
    title: 'menu:exam_question',
    permissions: { delete: 'exam_question_delete' },
    columns: [
      {
        accessor: 'stem',
        title: 'examQuestion:fields.stem',
        value: (row) => plainText(row.stem),
        render: (row) => (
          <Text size="sm" lineClamp={2} maw={420}>
            {plainText(row.stem)}
          </Text>
        ),
      },
      { accessor: 'bankName', title: 'examQuestion:fields.bank', noWrap: true },
      {
        accessor: 'questionType',
        title: 'examQuestion:fields.type',
        sortable: true,
        noWrap: true,
        width: 150,
        render: (row) => <QuestionTypeBadge type={row.questionType} />,
      },
      {
        accessor: 'difficulty',
        title: 'examQuestion:fields.difficulty',
        sortable: true,
        noWrap: true,
        width: 130,
        render: (row) => <DifficultyBadge level={row.difficulty} />,
      },
      {
        accessor: 'questionStatus',
        title: 'examQuestion:fields.status',
        sortable: true,
        noWrap: true,
        width: 110,
        render: (row) => <QuestionStatusBadge status={row.questionStatus} />,
      },
      { accessor: 'defaultScore', title: 'examQuestion:fields.defaultScore', noWrap: true, value: (row) => formatPoints(row.defaultScore) },
      {
        accessor: 'tags',
        title: 'examQuestion:fields.tags',
        value: (row) => row.tags.join(', '),
        render: (row) => (
          <Group gap={4} wrap="wrap">
            {row.tags.map((tag) => (
              <Text key={tag} size="xs" c="dimmed" component="span">
                #{tag}
              </Text>
            ))}
          </Group>
        ),
      },
      {
        accessor: 'updateTime',
        title: 'examQuestion:fields.updateTime',
        sortable: true,
        noWrap: true,
        hiddenByDefault: true,
        value: (row) => formatDateTime(row.updateTime),
      },
    ],
    search: [
      { name: 'bankId', label: 'examQuestion:fields.bank', type: 'select', options: bankOptions },
      { name: 'questionType', label: 'examQuestion:fields.type', type: 'select', options: typeOptions },
      { name: 'questionStatus', label: 'examQuestion:fields.status', type: 'select', options: statusOptions },
      { name: 'difficulty', label: 'examQuestion:fields.difficulty', type: 'select', options: difficultyOptions },
      { name: 'keyword', label: 'examQuestion:fields.keyword', placeholder: 'examQuestion:placeholders.keyword' },
      { name: 'tag', label: 'examQuestion:fields.tag', placeholder: 'examQuestion:placeholders.tag' },
    ],
  };
}
