import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { DashboardCard } from './DashboardCard';
import { useStaffDashboard } from './useStaffDashboard';

/** Staff home: examinations open now, closing soonest first, each with a link to its statistics. */
export function OpenExaminationsSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation();
  const { dashboard, loading, visible } = useStaffDashboard();
  if (!visible) {
    return null;
  }
  const rows = dashboard?.openExaminations ?? [];
  return (
    <DashboardCard
      id="dashboard-open-exams"
      title={t('examDashboard:open.title')}
      dense={dense}
      loading={loading && !dashboard}
      empty={rows.length === 0 ? t('examDashboard:open.none') : undefined}
      link={{ to: '/exam/examination', label: t('examDashboard:open.all') }}
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((exam) => (
          <Group key={exam.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {exam.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('examDashboard:open.closes', { time: formatLocalizedDateTime(exam.closeAt), minutes: exam.durationMin })}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color="green">
                {t(`examTake:examStatus.${exam.examStatus}`)}
              </Badge>
              <Anchor
                component={Link}
                to={`/score/list?examinationId=${exam.id}`}
                size="sm"
                aria-label={t('examDashboard:open.statsOf', { name: exam.name })}
              >
                {t('examDashboard:open.stats')}
              </Anchor>
            </Group>
          </Group>
        ))}
      </Stack>
    </DashboardCard>
  );
}
