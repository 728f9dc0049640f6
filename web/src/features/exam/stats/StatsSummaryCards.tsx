import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamStatsQuery } from '../../../generated/graphql';
import { formatPercent, formatPoints } from './stats-format';

type Stats = ExamStatsQuery['examStats'];

function StatCard({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`stat-${id}`} data-testid={`stat-${id}`}>
      <Text size="sm" c="dimmed" id={`stat-${id}`}>
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={`stat-${id}-value`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** The examination's figures: candidates, mean, median, SD, min, max, pass rate and how many are graded. */
export function StatsSummaryCards({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  const ungraded = Math.max(0, stats.submitted - stats.graded);
  return (
    <>
      <Group gap="xs">
        <Badge color={ungraded === 0 ? 'green' : 'orange'} variant="light" data-testid="graded-state">
          {ungraded === 0 ? t('examStats:cards.allGraded') : t('examStats:cards.ungraded', { count: ungraded })}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('examStats:cards.counts', { started: stats.started, submitted: stats.submitted, graded: stats.graded })}
          {stats.absent !== null && stats.absent !== undefined ? ` · ${t('examStats:cards.absent', { count: stats.absent })}` : ''}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        <StatCard id="count" label={t('examStats:cards.count')} value={String(stats.graded)} hint={t('examStats:cards.countHint')} />
        <StatCard
          id="mean"
          label={t('examStats:cards.mean')}
          value={formatPoints(stats.mean)}
          hint={t('examStats:cards.ofTotal', { total: formatPoints(stats.paperTotal) })}
        />
        <StatCard id="median" label={t('examStats:cards.median')} value={formatPoints(stats.median)} />
        <StatCard id="sd" label={t('examStats:cards.sd')} value={formatPoints(stats.sd)} />
        <StatCard id="min" label={t('examStats:cards.min')} value={formatPoints(stats.min)} />
        <StatCard id="max" label={t('examStats:cards.max')} value={formatPoints(stats.max)} />
        <StatCard
          id="passRate"
          label={t('examStats:cards.passRate')}
          value={formatPercent(stats.passRate)}
          hint={t('examStats:cards.passScore', { score: formatPoints(stats.passScore) })}
        />
      </SimpleGrid>
    </>
  );
}
