import type { AttachFilter, AttachmentsQuery } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';

/** A row of the attachment list. */
export type AttachRow = AttachmentsQuery['attachments']['records'][number];

/** A byte count as B / KB / MB / GB (1024 steps, one decimal above bytes). */
export function formatFileSize(bytes: string | number): string {
  const value = Number(bytes);
  if (!Number.isFinite(value) || value < 0) {
    return String(bytes);
  }
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} B` : `${size.toFixed(1)} ${units[unit]}`;
}

/** Attachments (/resource/attach): columns, search by name and the delete code; no form (files come by upload). */
export const attachCrud: CrudConfig<AttachRow, Record<string, never>, AttachFilter> = {
  key: 'resource.attach',
  title: 'menu:attach',
  permissions: { delete: 'attach_delete' },
  columns: [
    { accessor: 'name', title: 'attach:fields.name', sortable: true, ellipsis: true, maxWidth: 260 },
    { accessor: 'originalName', title: 'attach:fields.originalName', sortable: true, ellipsis: true, maxWidth: 220 },
    { accessor: 'extension', title: 'attach:fields.extension', sortable: true, noWrap: true },
    { accessor: 'attachSize', title: 'attach:fields.attachSize', noWrap: true, value: (row) => formatFileSize(row.attachSize) },
    // The link needs the session's token (download button); shown as text, not as a bare anchor that would 401.
    { accessor: 'link', title: 'attach:fields.link', ellipsis: true, maxWidth: 280 },
    {
      accessor: 'createTime',
      title: 'attach:fields.createTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.createTime),
    },
  ],
  search: [{ name: 'name', label: 'attach:fields.name' }],
};
