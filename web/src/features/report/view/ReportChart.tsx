import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportChartLayout } from '../report-layout';
import type { ReportResult } from './ReportResultTable';

// recharts through @mantine/charts (~100 KB) loads in its own chunk when a result with a chart is shown.
const LazyChartBody = lazy(() => import('./ReportChartBody'));

/** The layout's chart, loaded on first use. */
export function ReportChart({ chart, result }: { chart: ReportChartLayout; result: ReportResult }) {
  const { t } = useTranslation();
  const fallback = (
    <Center h={300}>
      <Loader size="sm" role="status" aria-label={t('report:viewer.chartLoading')} />
    </Center>
  );
  return (
    <Suspense fallback={fallback}>
      <LazyChartBody chart={chart} result={result} />
    </Suspense>
  );
}
