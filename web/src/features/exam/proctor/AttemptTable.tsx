import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { ACTIONS_ACCESSOR, dataTablePreset } from '../../../shared/ui/crud/data-table-preset';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { attemptStateColor } from '../my/exam-display';
import { candidateName, type ProctorActionKind, type ProctorRow } from './proctor-types';
import { RowActions } from './RowActions';
import { TimeLeft } from './TimeLeft';

/** The attempts of the examination: candidate, state, live time left, progress, last save, integrity count, actions. */
export function AttemptTable({
  rows,
  loading,
  receivedAt,
  onAction,
  onDetails,
}: {
  rows: readonly ProctorRow[];
  loading: boolean;
  receivedAt: number;
  onAction: (kind: ProctorActionKind, row: ProctorRow) => void;
  onDetails: (row: ProctorRow) => void;
}) {
  const { t, i18n } = useTranslation('proctor');
  const columns: DataTableColumn<ProctorRow>[] = [
    {
      accessor: 'realName',
      title: t('table.candidate'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{`${candidateName(row)} (${row.account})`}</Text>
          {row.deptName && (
            <Text size="xs" c="dimmed">
              {row.deptName}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'attemptNo', title: t('table.attemptNo'), textAlign: 'center' },
    {
      accessor: 'state',
      title: t('table.state'),
      render: (row) => (
        <Stack gap={2}>
          <Badge variant="light" color={attemptStateColor[row.state]} data-testid={`state-${row.id}`}>
            {t(`state.${row.state}`)}
          </Badge>
          {row.submitSource && (
            <Text size="xs" c="dimmed">
              {t('table.source', { source: t(`submitSource.${row.submitSource}`) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'secondsLeft', title: t('table.timeLeft'), render: (row) => <TimeLeft row={row} receivedAt={receivedAt} /> },
    {
      accessor: 'answeredCount',
      title: t('table.progress'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Progress value={row.itemCount > 0 ? (100 * row.answeredCount) / row.itemCount : 0} w={80} aria-hidden />
          <Text size="sm">{t('table.progressValue', { answered: row.answeredCount, total: row.itemCount })}</Text>
        </Group>
      ),
    },
    {
      accessor: 'lastSavedAt',
      title: t('table.lastSaved'),
      render: (row) => (row.lastSavedAt ? formatLocalizedDateTime(row.lastSavedAt, i18n.language) : t('table.notSaved')),
    },
    {
      accessor: 'integrityCount',
      title: t('table.integrity'),
      textAlign: 'center',
      render: (row) => (
        <Badge variant={row.integrityCount > 0 ? 'filled' : 'light'} color={row.integrityCount > 0 ? 'orange' : 'gray'}>
          {row.integrityCount}
        </Badge>
      ),
    },
    {
      accessor: ACTIONS_ACCESSOR,
      title: t('table.actions'),
      textAlign: 'right',
      render: (row) => <RowActions row={row} onAction={onAction} onDetails={onDetails} />,
    },
  ];
  return (
    <DataTable<ProctorRow>
      {...dataTablePreset<ProctorRow>({
        tableKey: 'proctor.attempts',
        columns,
        recordCount: rows.length,
        loading,
        noRecordsText: t('table.empty'),
        emptyHeight: 200,
      })}
      records={[...rows]}
      aria-label={t('table.title')}
    />
  );
}
