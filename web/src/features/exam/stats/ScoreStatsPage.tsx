import { Alert, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useExamStatsQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { findMenuByRoute, useLayoutContext } from '../../../layout/public';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { DeptCompareTable } from './DeptCompareTable';
import { ExamPicker } from './ExamPicker';
import { ExportScoresButton } from './ExportScoresButton';
import { ItemStatsTable } from './ItemStatsTable';
import { SamePaperCompareTable } from './SamePaperCompareTable';
import { ScoreDistributionChart } from './ScoreDistributionChart';
import { ScoresTable } from './ScoresTable';
import { StatsSummaryCards } from './StatsSummaryCards';

function ExamStatistics({ examinationId }: { examinationId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useExamStatsQuery({ variables: { examinationId }, fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <Alert color="red" title={t('examStats:loadFailed')}>
        {errorMessage(error, t)}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center py="xl" aria-busy={loading}>
        <Loader role="status" aria-label={t('examStats:loading')} />
      </Center>
    );
  }
  const stats = data.examStats;
  return (
    <Stack gap="md">
      <StatsSummaryCards stats={stats} />
      <ScoreDistributionChart distribution={stats.distribution} />
      <ItemStatsTable examinationId={examinationId} />
      <DeptCompareTable examinationId={examinationId} />
      <SamePaperCompareTable examinationId={examinationId} />
      <ScoresTable
        examinationId={examinationId}
        actions={<ExportScoresButton examinationId={examinationId} hasResults={stats.submitted > 0} />}
      />
    </Stack>
  );
}

/**
 * Score statistics (/score/list): choose an examination (kept in `?examinationId=`), then its figures,
 * the score distribution, the item analysis and the candidates' scores with the Excel export.
 */
export function ScoreStatsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const examinationId = params.get('examinationId');
  const { menuTree, menusLoading } = useLayoutContext();
  if (menusLoading) {
    return <PageLoader />;
  }
  if (!findMenuByRoute(menuTree, '/score/list')) {
    // Only users granted the statistics menu: others get the shell's forbidden page, not a page of errors.
    return <Navigate to="/403" replace />;
  }
  const choose = (id: string | null) => {
    setParams(id ? { examinationId: id } : {}, { replace: true });
  };
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('menu:exam_score')}
      </Title>
      <Group align="flex-end">
        <ExamPicker value={examinationId} onChange={choose} />
      </Group>
      {examinationId ? (
        <ExamStatistics key={examinationId} examinationId={examinationId} />
      ) : (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="xs">
            <IconChartBar size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('examStats:empty.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('examStats:empty.hint')}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
