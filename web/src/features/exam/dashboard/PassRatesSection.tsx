import { useTranslation } from 'react-i18next';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { formatPercent } from '../stats/stats-format';
import { ChartTable } from './ChartTable';
import { BarChart } from './lazy-charts';
import { DashboardCard } from './DashboardCard';
import { useStaffDashboard } from './useStaffDashboard';

/** Staff home: pass rates of the last closed examinations as a small bar chart. */
export function PassRatesSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation();
  const { dashboard, loading, visible } = useStaffDashboard();
  if (!visible) {
    return null;
  }
  const rows = dashboard?.recentPassRates ?? [];
  const title = t('examDashboard:passRates.title');
  const data = rows.map((row) => ({
    name: row.name,
    rate: row.passRate === null || row.passRate === undefined ? 0 : Math.round(row.passRate * 1000) / 10,
  }));
  return (
    <DashboardCard
      id="dashboard-pass-rates"
      title={title}
      dense={dense}
      loading={loading && !dashboard}
      empty={rows.length === 0 ? t('examDashboard:passRates.none') : undefined}
    >
      <div role="img" aria-label={t('examDashboard:passRates.label')} data-testid="dashboard-pass-rates-chart">
        <BarChart
          h={200}
          data={data}
          dataKey="name"
          unit="%"
          yAxisProps={{ domain: [0, 100] }}
          series={[{ name: 'rate', label: t('examDashboard:passRates.rate'), color: 'teal.6' }]}
          tickLine="y"
        />
      </div>
      <ChartTable
        caption={title}
        headers={[t('examDashboard:passRates.exam'), t('examDashboard:passRates.rate'), t('examDashboard:passRates.passed')]}
        rows={rows.map((row) => [row.name, formatPercent(row.passRate), `${row.passed} / ${row.graded}`])}
      />
    </DashboardCard>
  );
}
