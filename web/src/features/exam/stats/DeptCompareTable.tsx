import { Card, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useExamDeptResultsQuery, type ExamDeptResultsQuery } from '../../../generated/graphql';
import { formatPercent, formatPoints } from './stats-format';

type Row = ExamDeptResultsQuery['examDeptResults'][number];

/** The examination's results by the candidates' department: started, graded, mean, pass rate, max and min. */
export function DeptCompareTable({ examinationId }: { examinationId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useExamDeptResultsQuery({ variables: { examinationId }, fetchPolicy: 'cache-and-network' });
  const rows = data?.examDeptResults ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dept-compare-title">
      <Title order={3} fz="h5" id="dept-compare-title">
        {t('examStats:depts.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('examStats:depts.hint')}
      </Text>
      <DataTable<Row>
        aria-label={t('examStats:depts.title')}
        idAccessor={(row) => row.deptId ?? 'none'}
        records={rows}
        fetching={loading && rows.length === 0}
        minHeight={rows.length === 0 ? 140 : undefined}
        noRecordsText={t('examStats:depts.empty')}
        striped
        withTableBorder={false}
        columns={[
          { accessor: 'deptName', title: t('examStats:depts.dept'), render: (row) => row.deptName ?? t('examStats:depts.noDept') },
          { accessor: 'started', title: t('examStats:depts.started'), textAlign: 'right' },
          { accessor: 'graded', title: t('examStats:depts.graded'), textAlign: 'right' },
          { accessor: 'mean', title: t('examStats:depts.mean'), textAlign: 'right', render: (row) => formatPoints(row.mean) },
          { accessor: 'passRate', title: t('examStats:depts.passRate'), textAlign: 'right', render: (row) => formatPercent(row.passRate) },
          { accessor: 'max', title: t('examStats:depts.max'), textAlign: 'right', render: (row) => formatPoints(row.max) },
          { accessor: 'min', title: t('examStats:depts.min'), textAlign: 'right', render: (row) => formatPoints(row.min) },
        ]}
      />
    </Card>
  );
}
