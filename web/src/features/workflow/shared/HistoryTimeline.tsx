import { Alert, Group, Loader, Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconFlag, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHistoryFlowQuery, type FlowHistoryItemFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { formatDuration } from './format-duration';
import { OutcomeBadge } from './WorkflowBadges';

/** The rows a person reads: events and tasks (not flows or gateways); candidate rows name who may claim. */
const shownTypes = new Set(['startEvent', 'userTask', 'endEvent', 'candidate']);

function bullet(item: FlowHistoryItemFieldsFragment) {
  if (item.activityType === 'candidate') {
    return <IconUsers size={12} aria-hidden />;
  }
  if (item.activityType === 'startEvent' || item.activityType === 'endEvent') {
    return <IconFlag size={12} aria-hidden />;
  }
  if (!item.endedAt) {
    return <IconClock size={12} aria-hidden />;
  }
  return item.pass === false ? <IconCircleX size={12} aria-hidden /> : <IconCircleCheck size={12} aria-hidden />;
}

function EntryTitle({ item }: { item: FlowHistoryItemFieldsFragment }) {
  const { t } = useTranslation('workflow');
  const type = t(`activityType.${item.activityType}`, { defaultValue: item.activityType });
  return (
    <Group gap="xs">
      <Text fw={600} size="sm">
        {item.activityName ?? type}
      </Text>
      <OutcomeBadge pass={item.endedAt ? item.pass : null} />
      {!item.endedAt && item.activityType === 'userTask' && (
        <Text size="xs" c="blue">
          {t('history.open')}
        </Text>
      )}
    </Group>
  );
}

function EntryBody({ item }: { item: FlowHistoryItemFieldsFragment }) {
  const { t } = useTranslation('workflow');
  return (
    <>
      {item.assigneeName && (
        <Text size="sm">
          {item.activityType === 'candidate' ? t('history.candidates') : t('history.assignee')}: {item.assigneeName}
        </Text>
      )}
      {item.comment && (
        <Text size="sm">
          {t('history.comment')}: {item.comment}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDateTime(item.createdAt)}
        {item.endedAt ? ` – ${formatDateTime(item.endedAt)}` : ''}
        {item.durationMs !== null && item.durationMs !== undefined && item.activityType === 'userTask'
          ? ` · ${t('history.duration')}: ${formatDuration(item.durationMs, t)}`
          : ''}
      </Text>
    </>
  );
}

/** The history of a process instance as a timeline: who did what, with comments, times and durations. */
export function HistoryTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('workflow');
  const { data, loading, error } = useHistoryFlowQuery({ variables: { processInstanceId }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return <Loader size="sm" role="status" aria-label={t('history.loading')} />;
  }
  if (error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  }
  const items = (data?.historyFlow ?? []).filter((item) => shownTypes.has(item.activityType));
  if (items.length === 0) {
    return <Text c="dimmed">{t('history.empty')}</Text>;
  }
  const active = items.reduce((last, item, index) => (item.endedAt ? index : last), -1);
  return (
    <Timeline active={active} bulletSize={22} lineWidth={2} aria-label={t('history.title')} data-testid="history-timeline">
      {items.map((item, index) => (
        // Timeline.Item must be the Timeline's direct child (it numbers its items to colour the finished ones).
        <Timeline.Item key={`${item.activityId}-${index}`} bullet={bullet(item)} title={<EntryTitle item={item} />}>
          <EntryBody item={item} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
