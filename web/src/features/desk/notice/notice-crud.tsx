import { Badge } from '@mantine/core';
import { z } from 'zod';
import type { NoticeFilter, NoticesQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { NoticeContentEditor } from '../../../shared/ui/NoticeContentEditor';

/** A row of the notice list. */
export type NoticeRow = NoticesQuery['notices']['records'][number];

/** The search fields as the panel sends them; the page turns dates into `createTimeFrom/To`. */
export type NoticeSearch = Pick<NoticeFilter, 'title'> & {
  category?: string;
  state?: string;
  /** createTime_dategt: created on or after this day (YYYY-MM-DD). */
  createTimeFrom?: string;
  /** createTime_datelt: created on or before this day (YYYY-MM-DD). */
  createTimeTo?: string;
};

/** Longest content the server takes (notice.inputs.ts NOTICE_CONTENT_MAX). */
const contentMax = 200_000;

/** Whether rich-text HTML holds any visible text. */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/** The notice form; rules as on the server (notice.inputs.ts). */
export const noticeSchema = z.object({
  title: z.string().trim().min(1, 'notice:validation.titleRequired').max(255, 'notice:validation.titleTooLong'),
  category: z.string().regex(/^\d{1,6}$/, 'notice:validation.categoryRequired'),
  content: z
    .string()
    .refine(hasText, 'notice:validation.contentRequired')
    .refine((html) => html.length <= contentMax, 'notice:validation.contentTooLong'),
});

export interface NoticeFormValues {
  title: string;
  category: string;
  content: string;
}

export const stateOptions: readonly CrudOption[] = [
  { value: 'DRAFT', label: 'notice:states.DRAFT' },
  { value: 'PUBLISHED', label: 'notice:states.PUBLISHED' },
];

/**
 * Notices (/desk/notice): columns, search (title, category, state, creation date range), form with the
 * rich-text content. `categories` are the items of the `notice` dictionary; `categoryLabel` names a key.
 */
export function noticeCrud(
  categories: readonly CrudOption[],
  categoryLabel: (key: number) => string,
): CrudConfig<NoticeRow, NoticeFormValues, NoticeSearch> {
  return {
    key: 'desk.notice',
    title: 'menu:notice',
    permissions: { add: 'notice_add', edit: 'notice_edit', delete: 'notice_delete', view: 'notice_view' },
    columns: [
      { accessor: 'title', title: 'notice:fields.title', sortable: true, ellipsis: true, maxWidth: 360 },
      {
        accessor: 'category',
        title: 'notice:fields.category',
        noWrap: true,
        value: (row) => row.categoryName ?? categoryLabel(row.category),
      },
      {
        accessor: 'state',
        title: 'notice:fields.state',
        noWrap: true,
        value: (row) => i18n.t(`notice:states.${row.state}`),
        render: (row) => (
          <Badge color={row.state === 'PUBLISHED' ? 'green' : 'gray'} variant="light">
            {i18n.t(`notice:states.${row.state}`)}
          </Badge>
        ),
      },
      {
        accessor: 'releaseTime',
        title: 'notice:fields.releaseTime',
        sortable: true,
        noWrap: true,
        value: (row) => formatDateTime(row.releaseTime),
      },
      {
        accessor: 'createTime',
        title: 'notice:fields.createTime',
        sortable: true,
        noWrap: true,
        hiddenByDefault: true,
        value: (row) => formatDateTime(row.createTime),
      },
    ],
    search: [
      { name: 'title', label: 'notice:fields.title', placeholder: 'notice:placeholders.title' },
      { name: 'category', label: 'notice:fields.category', type: 'select', options: categories },
      { name: 'state', label: 'notice:fields.state', type: 'select', options: stateOptions },
      { name: 'createTimeFrom', label: 'notice:search.createTimeFrom', type: 'date' },
      { name: 'createTimeTo', label: 'notice:search.createTimeTo', type: 'date' },
    ],
    form: {
      width: 960,
      schema: noticeSchema,
      initialValues: { title: '', category: '', content: '' },
      fromRow: (row) => ({ title: row.title, category: String(row.category), content: row.content }),
      fields: [
        { name: 'title', label: 'notice:fields.title', placeholder: 'notice:placeholders.title', required: true, span: 16 },
        { name: 'category', label: 'notice:fields.category', type: 'select', options: categories, required: true, span: 8 },
        {
          name: 'content',
          label: 'notice:fields.content',
          required: true,
          render: ({ inputProps }) => (
            <NoticeContentEditor
              value={typeof inputProps.value === 'string' ? inputProps.value : ''}
              onChange={inputProps.onChange}
              onFocus={inputProps.onFocus}
              onBlur={inputProps.onBlur}
              label={inputProps.label}
              error={inputProps.error}
              withAsterisk={inputProps.withAsterisk}
              readOnly={inputProps.readOnly}
            />
          ),
        },
      ],
    },
    export: { fileName: 'menu:notice' },
  };
}
