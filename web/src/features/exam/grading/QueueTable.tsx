import { Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { ACTIONS_ACCESSOR, dataTablePreset } from '../../../shared/ui/crud/data-table-preset';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { lockedByOther, type GradingItem } from './grading-types';
import { plainText } from './plain-text';

const stateColor: Record<string, string> = { NEEDS_MANUAL: 'orange', MANUALLY_GRADED: 'green', REGRADED: 'teal' };

/** The queue rows: candidate, question, state, score, grader, lock holder, and the open button. */
export function QueueTable({
  records,
  loading,
  userId,
  nameOf,
  onOpen,
  onOpenPaper,
}: {
  records: readonly GradingItem[];
  loading: boolean;
  userId: string | undefined;
  nameOf: (id: string | null | undefined) => string;
  onOpen: (item: GradingItem) => void;
  /** Opens the candidate's whole paper (grading by paper). */
  onOpenPaper: (item: GradingItem) => void;
}) {
  const { t, i18n } = useTranslation('grading');
  const columns: DataTableColumn<GradingItem>[] = [
    { accessor: 'candidateName', title: t('queue.candidate'), render: (row) => `${row.candidateName} (${row.account})` },
    {
      accessor: 'stem',
      title: t('queue.question'),
      render: (row) => (
        <Text size="sm" lineClamp={1} maw={320}>
          {t('queue.questionLabel', { slot: row.slot, text: plainText(row.stem) })}
        </Text>
      ),
    },
    { accessor: 'questionType', title: t('queue.type'), render: (row) => t(`questionType.${row.questionType}`) },
    {
      accessor: 'gradingState',
      title: t('queue.state'),
      render: (row) => (
        <Badge variant="light" color={stateColor[row.gradingState] ?? 'gray'}>
          {t(`itemState.${row.gradingState}`)}
        </Badge>
      ),
    },
    {
      accessor: 'score',
      title: t('queue.score'),
      render: (row) =>
        row.score === null ? t('queue.noScore', { max: row.maxScore }) : t('queue.scoreOf', { score: row.score, max: row.maxScore }),
    },
    {
      accessor: 'graderId',
      title: t('queue.grader'),
      render: (row) => (row.graderId ? `${nameOf(row.graderId)} · ${formatLocalizedDateTime(row.gradedAt, i18n.language)}` : ''),
    },
    {
      accessor: 'lockedBy',
      title: t('queue.lock'),
      render: (row) =>
        row.lockedBy ? (
          <Badge variant="light" color={lockedByOther(row, userId) ? 'red' : 'blue'}>
            {row.lockedBy === userId ? t('queue.lockedByMe') : nameOf(row.lockedBy)}
          </Badge>
        ) : (
          ''
        ),
    },
    {
      accessor: ACTIONS_ACCESSOR,
      title: t('queue.actions'),
      textAlign: 'right',
      render: (row) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onOpen(row)}
            aria-label={t('queue.openNamed', { name: row.candidateName, slot: row.slot })}
          >
            {t('queue.open')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onOpenPaper(row)}
            aria-label={t('queue.paperNamed', { name: row.candidateName })}
          >
            {t('queue.paper')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable<GradingItem>
      {...dataTablePreset<GradingItem>({
        tableKey: 'grading.queue',
        columns,
        recordCount: records.length,
        loading,
        noRecordsText: t('queue.empty'),
        emptyHeight: 200,
      })}
      records={[...records]}
      aria-label={t('queue.title')}
    />
  );
}
