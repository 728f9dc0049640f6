import { Center, Loader } from '@mantine/core';
import type { AreaChartProps, BarChartProps } from '@mantine/charts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterIdle } from './useAfterIdle';

// The chart library (recharts, ~100 KB compressed) loads after the page has painted: a chart is drawn only once
// the dashboard's figures arrived (DashboardCard shows a loader until then), and its code is requested at the
// browser's next idle moment after that, so the home's cards, titles, numbers and empty texts come first and a home
// without charts (the student's) never downloads it. scripts/check-bundle-size.mjs counts it as deferred.
const LazyBarChart = lazy(() => import('./chart-library').then((module) => ({ default: module.BarChart })));
const LazyAreaChart = lazy(() => import('./chart-library').then((module) => ({ default: module.AreaChart })));

function ChartSuspense({ height, children }: { height: BarChartProps['h']; children: ReactNode }) {
  const { t } = useTranslation();
  const idle = useAfterIdle();
  const fallback = (
    <Center h={height}>
      <Loader size="sm" role="status" aria-label={t('examDashboard:loading')} />
    </Center>
  );
  return <Suspense fallback={fallback}>{idle ? children : fallback}</Suspense>;
}

/** Mantine's BarChart, loaded after the page painted. */
export function BarChart(props: BarChartProps) {
  return (
    <ChartSuspense height={props.h}>
      <LazyBarChart {...props} />
    </ChartSuspense>
  );
}

/** Mantine's AreaChart, loaded after the page painted. */
export function AreaChart(props: AreaChartProps) {
  return (
    <ChartSuspense height={props.h}>
      <LazyAreaChart {...props} />
    </ChartSuspense>
  );
}
