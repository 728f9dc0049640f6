import { ColorSwatch, Group, RingProgress, Stack, Text } from '@mantine/core';
import { AreaChart, BarChart } from './report-chart-library';
import type { ReportChartLayout } from '../report-layout';
import type { ReportResult } from './ReportResultTable';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'indigo.6'];

/** The layout's chart over the run's rows (numbers only in the series; labels from the result's columns). */
export default function ReportChartBody({ chart, result }: { chart: ReportChartLayout; result: ReportResult }) {
  const labelOf = (key: string) => result.columns.find((column) => column.key === key)?.label ?? key;
  const data = result.rows.map((row) => {
    const cells = row as Record<string, unknown>;
    return {
      [chart.xKey]: String(cells[chart.xKey] ?? ''),
      ...Object.fromEntries(chart.seriesKeys.map((key) => [key, Number(cells[key] ?? 0)])),
    };
  });
  const series = chart.seriesKeys.map((key, index) => ({
    name: key,
    label: labelOf(key),
    color: COLORS[index % COLORS.length] ?? 'blue.6',
  }));
  if (chart.kind === 'pie' || chart.kind === 'donut') {
    const key = chart.seriesKeys[0] ?? '';
    const slices = data.map((item, index) => ({
      name: String(item[chart.xKey]),
      value: Number(item[key] ?? 0),
      color: COLORS[index % COLORS.length] ?? 'blue.6',
    }));
    const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0) || 1;
    return (
      <Group justify="center" gap="xl">
        <RingProgress
          size={260}
          thickness={chart.kind === 'pie' ? 120 : 40}
          sections={slices.map((slice) => ({ value: (Math.max(0, slice.value) / total) * 100, color: slice.color, tooltip: slice.name }))}
        />
        <Stack gap={4}>
          {slices.map((slice) => (
            <Group key={slice.name} gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} />
              <Text size="sm">
                {slice.name}: {slice.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    );
  }
  const common = { h: 300, data, dataKey: chart.xKey, series, withLegend: true, type: chart.stacked ? ('stacked' as const) : undefined };
  if (chart.kind === 'line') {
    return <AreaChart {...common} type={undefined} fillOpacity={0} withGradient={false} withDots />;
  }
  if (chart.kind === 'area') {
    return <AreaChart {...common} />;
  }
  return <BarChart {...common} />;
}
