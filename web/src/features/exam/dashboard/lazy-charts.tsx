import { Center, Loader } from '@mantine/core';
import type { AreaChartProps, BarChartProps } from '@mantine/charts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The chart library (recharts, ~100 KB compressed) loads when a chart is drawn: the home pages show their
// cards, titles and empty texts at once, and a home without charts (the student's) never downloads it.
const LazyBarChart = lazy(() => import('./chart-library').then((module) => ({ default: module.BarChart })));
const LazyAreaChart = lazy(() => import('./chart-library').then((module) => ({ default: module.AreaChart })));

function ChartSuspense({ height, children }: { height: BarChartProps['h']; children: ReactNode }) {
  const { t } = useTranslation();
  const fallback = (
    <Center h={height}>
      <Loader size="sm" role="status" aria-label={t('examDashboard:loading')} />
    </Center>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/** Mantine's BarChart, loaded on first use. */
export function BarChart(props: BarChartProps) {
  return (
    <ChartSuspense height={props.h}>
      <LazyBarChart {...props} />
    </ChartSuspense>
  );
}

/** Mantine's AreaChart, loaded on first use. */
export function AreaChart(props: AreaChartProps) {
  return (
    <ChartSuspense height={props.h}>
      <LazyAreaChart {...props} />
    </ChartSuspense>
  );
}
