import { Badge, Drawer, Tabs, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReportDefinitionVersionsQuery,
  useReportRunsQuery,
  type ReportDefinitionVersionsQuery,
  type ReportRunsQuery,
} from '../../../generated/graphql';
import { dataTablePreset } from '../../../shared/ui/crud/data-table-preset';
import { formatDateTime } from '../../../shared/utils/format-date-time';

const PAGE_SIZE = 20;

type Run = ReportRunsQuery['reportRuns']['records'][number];
type Version = ReportDefinitionVersionsQuery['reportDefinitionVersions'][number];

/** Who ran a report and when (the run log), and its published versions: a drawer of the report list. */
export function ReportHistoryDrawer({ report, onClose }: { report: { id: string; name: string } | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={report !== undefined}
      onClose={onClose}
      position="right"
      size={720}
      title={report ? t('report:history.title', { name: report.name }) : ''}
    >
      {report && (
        <Tabs defaultValue="runs" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="runs">{t('report:history.runs')}</Tabs.Tab>
            <Tabs.Tab value="versions">{t('report:history.versions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="runs">
            <RunLog definitionId={report.id} />
          </Tabs.Panel>
          <Tabs.Panel value="versions">
            <Versions definitionId={report.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}

function RunLog({ definitionId }: { definitionId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading } = useReportRunsQuery({
    variables: { definitionId, page: { current: page, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const runs = data?.reportRuns;
  return (
    <DataTable<Run>
      {...dataTablePreset<Run>({
        columns: runColumns(t),
        recordCount: runs?.records.length ?? 0,
        loading: loading && !runs,
        noRecordsText: t('report:history.noRuns'),
        emptyHeight: 160,
      })}
      aria-label={t('report:history.runs')}
      records={runs?.records ?? []}
      totalRecords={runs?.total ?? 0}
      recordsPerPage={PAGE_SIZE}
      page={page}
      onPageChange={setPage}
    />
  );
}

function runColumns(t: TFunction): Array<DataTableColumn<Run>> {
  return [
    { accessor: 'createTime', title: t('report:history.time'), render: (run) => formatDateTime(run.createTime), noWrap: true },
    { accessor: 'createUserName', title: t('report:history.user'), render: (run) => run.createUserName ?? '—' },
    {
      accessor: 'version',
      title: t('report:fields.version'),
      render: (run) => (run.version === 0 ? t('report:history.draft') : `v${run.version}`),
    },
    { accessor: 'format', title: t('report:history.format'), render: (run) => t(`report:history.formats.${run.format}`) },
    {
      accessor: 'rowCount',
      title: t('report:history.rows'),
      textAlign: 'right',
      render: (run) => (
        <Text size="sm" span>
          {run.rowCount}
          {run.truncated && (
            <Badge ml={6} size="xs" color="yellow" variant="light">
              {t('report:history.truncated')}
            </Badge>
          )}
        </Text>
      ),
    },
    { accessor: 'durationMs', title: t('report:history.duration'), textAlign: 'right', render: (run) => `${run.durationMs} ms` },
  ];
}

function Versions({ definitionId }: { definitionId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useReportDefinitionVersionsQuery({ variables: { id: definitionId }, fetchPolicy: 'cache-and-network' });
  return (
    <DataTable<Version>
      {...dataTablePreset<Version>({
        columns: [
          { accessor: 'version', title: t('report:fields.version'), render: (row) => `v${row.version}` },
          { accessor: 'createTime', title: t('report:history.publishedAt'), render: (row) => formatDateTime(row.createTime), noWrap: true },
        ],
        recordCount: data?.reportDefinitionVersions.length ?? 0,
        loading: loading && !data,
        noRecordsText: t('report:history.noVersions'),
        emptyHeight: 160,
      })}
      aria-label={t('report:history.versions')}
      records={data?.reportDefinitionVersions ?? []}
    />
  );
}
