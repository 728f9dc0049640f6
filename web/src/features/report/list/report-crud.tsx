import { Badge, Group, Text } from '@mantine/core';
import type { ReportDefinitionFilter, ReportDefinitionsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { BUILTIN_REPORT_CODES } from '../report-layout';

/** A row of the report list. */
export type ReportRow = ReportDefinitionsQuery['reportDefinitions']['records'][number];

/** The dataset a report reads: the registered GraphQL dataset's key, or "SQL". */
export function datasetText(row: Pick<ReportRow, 'datasetKind' | 'datasetRef'>): string {
  return row.datasetKind === 'SQL' ? i18n.t('report:datasetKind.SQL') : (row.datasetRef ?? '');
}

/** A report's name in the chosen language: built-in reports by code while their seeded name is unchanged. */
export function reportName(row: { code: string; name: string }): string {
  return seededLabel(i18n, 'report', row.code, row.name);
}

/** Reports (/report/reportlist): name, code, dataset, state, version, last change; the viewer and designer are pages. */
export const reportCrud: CrudConfig<ReportRow, object, ReportDefinitionFilter> = {
  key: 'report.list',
  title: 'menu:report_list',
  permissions: { add: 'report_add', edit: 'report_edit', delete: 'report_delete', view: 'report_list' },
  columns: [
    {
      accessor: 'name',
      title: 'report:fields.name',
      sortable: true,
      width: 280,
      value: (row) => reportName(row),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{reportName(row)}</Text>
          {BUILTIN_REPORT_CODES.has(row.code) && (
            <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
              {i18n.t('report:builtin')}
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'code', title: 'report:fields.code', sortable: true, noWrap: true },
    { accessor: 'datasetRef', title: 'report:fields.dataset', noWrap: true, value: datasetText },
    {
      accessor: 'state',
      title: 'report:fields.state',
      width: 110,
      noWrap: true,
      value: (row) => i18n.t(`report:state.${row.state}`),
      render: (row) => (
        <Badge variant="light" color={row.state === 'PUBLISHED' ? 'green' : 'yellow'} style={{ flexShrink: 0 }}>
          {i18n.t(`report:state.${row.state}`)}
        </Badge>
      ),
    },
    { accessor: 'version', title: 'report:fields.version' },
    {
      accessor: 'updateTime',
      title: 'report:fields.updateTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [
    { name: 'name', label: 'report:fields.name', placeholder: 'report:placeholders.name' },
    { name: 'code', label: 'report:fields.code', placeholder: 'report:placeholders.code' },
  ],
};
