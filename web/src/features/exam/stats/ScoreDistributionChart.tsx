import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamStatsQuery } from '../../../generated/graphql';
import { ChartTable } from '../dashboard/ChartTable';

type Bucket = ExamStatsQuery['examStats']['distribution'][number];

/** "60–70 %" (the last band includes full marks). */
function bandLabel(bucket: Bucket): string {
  return `${bucket.fromPercent}–${bucket.toPercent}%`;
}

/** Candidates per 10 % band of the paper total as a bar chart, with the same figures in a table for screen readers. */
export function ScoreDistributionChart({ distribution }: { distribution: readonly Bucket[] }) {
  const { t } = useTranslation();
  const data = distribution.map((bucket) => ({ band: bandLabel(bucket), count: bucket.count }));
  const title = t('examStats:chart.title');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="score-distribution-title">
      <Title order={3} fz="h5" id="score-distribution-title" mb="xs">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('examStats:chart.hint')}
      </Text>
      <div
        role="img"
        aria-label={t('examStats:chart.label', { total: distribution.reduce((sum, bucket) => sum + bucket.count, 0) })}
        data-testid="score-distribution"
      >
        <BarChart
          h={260}
          data={data}
          dataKey="band"
          series={[{ name: 'count', label: t('examStats:chart.candidates'), color: 'blue.6' }]}
          tickLine="y"
          yAxisProps={{ allowDecimals: false }}
          withTooltip
          xAxisLabel={t('examStats:chart.band')}
          yAxisLabel={t('examStats:chart.candidates')}
        />
      </div>
      <ChartTable
        caption={title}
        headers={[t('examStats:chart.band'), t('examStats:chart.candidates')]}
        rows={data.map((row) => [row.band, row.count])}
      />
    </Card>
  );
}
