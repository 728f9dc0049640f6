import { Badge, Card, Stack, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExamScoresQuery, type ExamScoresQuery } from '../../../generated/graphql';
import { CrudPagination } from '../../../shared/ui/crud/CrudPagination';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { formatPoints } from './stats-format';

type Row = ExamScoresQuery['examScores']['records'][number];

function Passed({ passed }: { passed: boolean | null | undefined }) {
  const { t } = useTranslation();
  if (passed === null || passed === undefined) {
    return (
      <Badge variant="light" color="gray">
        {t('examStats:scores.pending')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={passed ? 'green' : 'red'}>
      {passed ? t('examStats:scores.passed') : t('examStats:scores.failed')}
    </Badge>
  );
}

/** The candidates' final results, best first, one page at a time. */
export function ScoresTable({ examinationId, actions }: { examinationId: string; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const { data, previousData, loading } = useExamScoresQuery({ variables: { examinationId, page: { current: page, size } } });
  const result = (data ?? previousData)?.examScores;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="exam-scores-title">
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Title order={3} fz="h5" id="exam-scores-title">
            {t('examStats:scores.title')}
          </Title>
          {actions}
        </div>
        <DataTable<Row>
          aria-label={t('examStats:scores.title')}
          idAccessor="userId"
          records={result?.records ?? []}
          fetching={loading}
          minHeight={(result?.records.length ?? 0) === 0 ? 160 : undefined}
          noRecordsText={t('examStats:scores.empty')}
          striped
          withTableBorder={false}
          columns={[
            { accessor: 'candidateName', title: t('examStats:scores.candidate') },
            { accessor: 'account', title: t('examStats:scores.account') },
            { accessor: 'deptName', title: t('examStats:scores.department'), render: (row) => row.deptName ?? '—' },
            { accessor: 'attemptsUsed', title: t('examStats:scores.attempts'), textAlign: 'right' },
            {
              accessor: 'finalScore',
              title: t('examStats:scores.score'),
              textAlign: 'right',
              render: (row) => formatPoints(row.finalScore),
            },
            { accessor: 'passed', title: t('examStats:scores.result'), render: (row) => <Passed passed={row.passed} /> },
            {
              accessor: 'submittedAt',
              title: t('examStats:scores.submittedAt'),
              render: (row) => (row.submittedAt ? formatLocalizedDateTime(row.submittedAt) : '—'),
            },
          ]}
        />
        <CrudPagination
          page={page}
          size={size}
          total={result?.total ?? 0}
          onPageChange={setPage}
          onSizeChange={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      </Stack>
    </Card>
  );
}
