import { useTranslation } from 'react-i18next';
import { formatLocalizedDate } from '../../../shared/utils/format-date-time';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { ChartTable } from './ChartTable';
import { AreaChart } from './lazy-charts';
import { DashboardCard } from './DashboardCard';
import { useStaffDashboard } from './useStaffDashboard';

/** Staff home: submitted attempts per day over the last 30 days. */
export function AttemptTrendSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation();
  const { dashboard, loading, visible } = useStaffDashboard();
  if (!visible) {
    return null;
  }
  const days = dashboard?.attemptTrend ?? [];
  const total = days.reduce((sum, day) => sum + day.submitted, 0);
  const title = t('examDashboard:trend.title');
  // The day is a calendar date (server time zone): shown as such, not shifted through UTC.
  const data = days.map((day) => ({ day: formatLocalizedDate(`${day.day}T12:00:00`), submitted: day.submitted }));
  return (
    <DashboardCard id="dashboard-trend" title={title} dense={dense} loading={loading && !dashboard}>
      <div role="img" aria-label={t('examDashboard:trend.label', { total })} data-testid="dashboard-trend-chart">
        <AreaChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: 'submitted', label: t('examDashboard:trend.submitted'), color: 'indigo.6' }]}
          curveType="monotone"
          yAxisProps={{ allowDecimals: false }}
          tickLine="y"
          withDots={false}
        />
      </div>
      <ChartTable
        caption={title}
        headers={[t('examDashboard:trend.day'), t('examDashboard:trend.submitted')]}
        rows={data.map((row) => [row.day, row.submitted])}
      />
    </DashboardCard>
  );
}
