import { Drawer, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAttemptIntegrityEventsQuery, useProctorActionsQuery } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { IntegrityEventList } from './IntegrityEventList';
import { candidateName, PROCTOR_PERMISSION, type ProctorRow } from './proctor-types';

/** One attempt's integrity events (forgive with a note) and its proctor action history. */
export function AttemptDrawer({ row, onClose, onChanged }: { row: ProctorRow; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation('proctor');
  const canForgive = usePermission(PROCTOR_PERMISSION);
  const events = useAttemptIntegrityEventsQuery({ variables: { attemptId: row.id }, fetchPolicy: 'network-only' });
  const history = useProctorActionsQuery({ variables: { attemptId: row.id }, fetchPolicy: 'network-only' });
  const changed = () => {
    void events.refetch();
    void history.refetch();
    onChanged();
  };
  const actions = history.data?.proctorActions ?? [];
  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t('drawer.title', { name: candidateName(row), no: row.attemptNo })}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('drawer.events')}
          </Title>
          {events.loading && !events.data ? (
            <Loader size="sm" />
          ) : (
            <IntegrityEventList events={events.data?.attemptIntegrityEvents ?? []} canForgive={canForgive} onChanged={changed} />
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('drawer.history')}
          </Title>
          {history.loading && !history.data ? (
            <Loader size="sm" />
          ) : actions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('drawer.historyEmpty')}
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2}>
              {actions.map((action) => (
                <Timeline.Item
                  key={action.id}
                  title={
                    action.minutes
                      ? `${t(`historyAction.${action.action}`)} ${t('drawer.minutes', { minutes: action.minutes })}`
                      : t(`historyAction.${action.action}`)
                  }
                >
                  <Text size="sm">{action.reason}</Text>
                  <Text size="xs" c="dimmed">
                    {t('drawer.by', { name: action.byName, time: formatLocalizedDateTime(action.createTime, i18n.language) })}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
