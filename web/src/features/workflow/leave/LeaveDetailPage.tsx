import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InstanceFlowChartButton } from '../diagram/InstanceFlowChartButton';
import { HistoryTimeline } from '../shared/HistoryTimeline';
import { useRouteIds } from '../shared/useRouteIds';
import { workListPaths } from '../shared/workflow-paths';
import { LeaveSummary } from './LeaveSummary';
import { WithLeaveRequest } from './LeaveRequestState';

/** /work/process/leave/detail/:processInstanceId/:businessId: the request, its approval's state and history. */
export function LeaveDetailPage() {
  const { t } = useTranslation('workflow');
  const { processInstanceId, businessId } = useRouteIds('/work/process/leave/detail/:processInstanceId/:businessId', [
    'processInstanceId',
    'businessId',
  ]);
  return (
    <WithLeaveRequest businessId={businessId} back={workListPaths.send}>
      {(leave) => (
        <Stack gap="md" maw={1000}>
          <Group justify="space-between">
            <Title order={2} fz="h3">
              {t('leave.detailTitle')}
            </Title>
            <Group gap="sm">
              <InstanceFlowChartButton processInstanceId={leave.processInstanceId ?? processInstanceId} />
              <Button component={Link} to={workListPaths.send} variant="default">
                {t('leave.backToList')}
              </Button>
            </Group>
          </Group>
          <LeaveSummary leave={leave} />
          <Card withBorder radius="md" padding="lg" component="section" aria-label={t('history.title')}>
            <Title order={3} fz="h4" mb="md">
              {t('history.title')}
            </Title>
            <HistoryTimeline processInstanceId={leave.processInstanceId ?? processInstanceId} />
          </Card>
        </Stack>
      )}
    </WithLeaveRequest>
  );
}
