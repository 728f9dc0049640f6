import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ExaminationFilter, ExaminationsQuery, ExamKind, ExamStatus } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { enumOptions, examKinds, examStatuses, ExamStatusBadge } from './examination-labels';
import { PaperName } from './PaperName';
import { translated } from './translated';
import { timingSummary } from '../shared/exam-timing';

/** A row of the examination list. */
export type ExaminationRow = ExaminationsQuery['examinations']['records'][number];

/** The search panel's values: dates are days (`YYYY-MM-DD`), the filter takes times. */
export type ExaminationSearchValues = Partial<Record<'keyword' | 'status' | 'kind' | 'from' | 'to', unknown>>;

export function toExaminationFilter(values: ExaminationSearchValues): Partial<ExaminationFilter> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const from = text(values.from);
  const to = text(values.to);
  return {
    keyword: text(values.keyword),
    status: text(values.status) as ExamStatus | undefined,
    kind: text(values.kind) as ExamKind | undefined,
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
  };
}

/** "open – close" in the current language. */
export function formatWindow(row: Pick<ExaminationRow, 'openAt' | 'closeAt'>): string {
  return `${formatLocalizedDateTime(row.openAt)} – ${formatLocalizedDateTime(row.closeAt)}`;
}

/** Examinations (/exam/examination): the list; forms, roster and lifecycle live in the page's drawers. */
export const examinationCrud: CrudConfig<ExaminationRow, object, ExaminationFilter> = {
  key: 'exam.examination',
  title: 'menu:exam_examination',
  permissions: { delete: 'exam_examination_delete' },
  columns: [
    {
      accessor: 'name',
      title: 'examination:fields.name',
      width: 200,
      render: (row) => (
        <Text size="sm" data-examination-id={row.id}>
          {row.name}
        </Text>
      ),
    },
    {
      accessor: 'paperId',
      title: 'examination:fields.paperId',
      width: 200,
      value: (row) => row.paperName ?? '—',
      render: (row) => <PaperName name={row.paperName ?? null} />,
    },
    { accessor: 'openAt', title: 'examination:list.window', value: formatWindow, width: 260 },
    {
      accessor: 'durationMin',
      title: 'examination:list.duration',
      noWrap: true,
      value: (row) => timingSummary(row, translated, 'examination:timing'),
    },
    {
      accessor: 'timingMode',
      title: 'examination:fields.timingMode',
      noWrap: true,
      hiddenByDefault: true,
      value: (row) => translated(`examination:timingModes.${row.timingMode}`),
    },
    { accessor: 'maxAttempts', title: 'examination:list.attempts', noWrap: true },
    {
      accessor: 'status',
      title: 'examination:fields.status',
      noWrap: true,
      value: (row) => translated(`examination:statuses.${row.status}`),
      render: (row) => <ExamStatusBadge status={row.status} />,
    },
    { accessor: 'candidateCount', title: 'examination:list.candidates', noWrap: true },
    {
      accessor: 'kind',
      title: 'examination:fields.kind',
      noWrap: true,
      hiddenByDefault: true,
      value: (row) => translated(`examination:kinds.${row.kind}`),
    },
  ],
  search: [
    { name: 'keyword', label: 'examination:fields.name', placeholder: 'examination:placeholders.name' },
    { name: 'status', label: 'examination:fields.status', type: 'select', options: enumOptions('statuses', examStatuses) },
    { name: 'kind', label: 'examination:fields.kind', type: 'select', options: enumOptions('kinds', examKinds) },
    { name: 'from', label: 'examination:search.from', type: 'date' },
    { name: 'to', label: 'examination:search.to', type: 'date' },
  ],
  rowAllowed: (action, row) => action !== 'delete' || row.status === 'DRAFT' || row.status === 'CANCELLED',
};
