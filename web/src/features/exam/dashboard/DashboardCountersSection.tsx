import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { DashboardCard } from './DashboardCard';
import { useStaffDashboard } from './useStaffDashboard';

const counters = ['openNow', 'startingToday', 'pendingManualGrading', 'banks'] as const;

/** Staff home: examinations open now, starting today, answers waiting for grading, question banks. */
export function DashboardCountersSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation();
  const { dashboard, loading, visible } = useStaffDashboard();
  if (!visible) {
    return null;
  }
  return (
    <DashboardCard id="dashboard-counters" title={t('examDashboard:counters.title')} dense={dense} loading={loading && !dashboard}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {counters.map((name) => (
          <Paper
            key={name}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-labelledby={`dashboard-counter-${name}`}
            data-testid={`dashboard-${name}`}
          >
            <Text size="sm" c="dimmed" id={`dashboard-counter-${name}`}>
              {t(`examDashboard:counters.${name}`)}
            </Text>
            <Text fz={28} fw={700} data-testid={`dashboard-${name}-value`}>
              {dashboard?.[name] ?? 0}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}
