import { Button, Card, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemStatsQuery, type ItemStatsQuery } from '../../../generated/graphql';
import { QuestionTypeBadge } from '../question/question-labels';
import { OptionDistribution } from './OptionDistribution';
import { excerpt, formatIndex, formatPoints } from './stats-format';

type Row = ItemStatsQuery['itemStats'][number] & { order: number };

function Discrimination({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  if (value !== null && value !== undefined) {
    return <>{formatIndex(value)}</>;
  }
  return (
    <Tooltip label={t('examStats:items.discriminationUndefined')} multiline w={260}>
      <Group gap={4} wrap="nowrap" tabIndex={0} aria-label={t('examStats:items.discriminationUndefined')}>
        <Text size="sm">—</Text>
        <IconInfoCircle size={14} aria-hidden />
      </Group>
    </Tooltip>
  );
}

/** Item analysis in paper order; a row expands to the option distribution of choice questions. */
export function ItemStatsTable({ examinationId }: { examinationId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useItemStatsQuery({ variables: { examinationId } });
  const [expanded, setExpanded] = useState<string[]>([]);
  const rows: Row[] = (data?.itemStats ?? []).map((item, index) => ({ ...item, order: index + 1 }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="item-stats-title">
      <Title order={3} fz="h5" id="item-stats-title">
        {t('examStats:items.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('examStats:items.hint')}
      </Text>
      <DataTable<Row>
        aria-label={t('examStats:items.title')}
        idAccessor="questionId"
        records={rows}
        fetching={loading}
        minHeight={rows.length === 0 ? 160 : undefined}
        noRecordsText={t('examStats:items.empty')}
        striped
        withTableBorder={false}
        columns={[
          { accessor: 'order', title: t('examStats:items.order'), width: 60 },
          { accessor: 'questionType', title: t('examStats:items.type'), render: (row) => <QuestionTypeBadge type={row.questionType} /> },
          {
            accessor: 'stem',
            title: t('examStats:items.stem'),
            render: (row) => (
              <Text size="sm" title={row.stem}>
                {excerpt(row.stem)}
              </Text>
            ),
          },
          { accessor: 'responses', title: t('examStats:items.responses'), textAlign: 'right' },
          { accessor: 'maxScore', title: t('examStats:items.maxScore'), textAlign: 'right', render: (row) => formatPoints(row.maxScore) },
          {
            accessor: 'meanScore',
            title: t('examStats:items.meanScore'),
            textAlign: 'right',
            render: (row) => formatPoints(row.meanScore),
          },
          { accessor: 'facility', title: t('examStats:items.facility'), textAlign: 'right', render: (row) => formatIndex(row.facility) },
          {
            accessor: 'discrimination',
            title: t('examStats:items.discrimination'),
            textAlign: 'right',
            render: (row) => <Discrimination value={row.discrimination} />,
          },
          {
            accessor: 'options',
            title: t('examStats:items.options'),
            render: (row) => {
              if (row.options.length === 0) {
                return '—';
              }
              const open = expanded.includes(row.questionId);
              return (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-expanded={open}
                  aria-label={t(open ? 'examStats:items.hideOptionsOf' : 'examStats:items.showOptionsOf', { order: row.order })}
                  onClick={() => setExpanded(open ? expanded.filter((id) => id !== row.questionId) : [...expanded, row.questionId])}
                >
                  {open ? t('examStats:items.hideOptions') : t('examStats:items.showOptions')}
                </Button>
              );
            },
          },
        ]}
        rowExpansion={{
          allowMultiple: true,
          trigger: 'never',
          expandable: ({ record }) => record.options.length > 0,
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => <OptionDistribution options={record.options} responses={record.responses} />,
        }}
      />
    </Card>
  );
}
