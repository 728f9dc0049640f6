import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClaimTaskMutation, useCompleteLeaveTaskMutation, useLeaveTaskQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { InstanceFlowChartButton } from '../diagram/InstanceFlowChartButton';
import { HistoryTimeline } from '../shared/HistoryTimeline';
import { useRouteIds } from '../shared/useRouteIds';
import { workListPaths } from '../shared/workflow-paths';
import { LeaveSummary } from './LeaveSummary';
import { WithLeaveRequest, WorkflowErrorState } from './LeaveRequestState';

/** Pass or reject with a comment; a candidate task is claimed first. */
function Decision({ taskId, needsClaim, finished }: { taskId: string; needsClaim: boolean; finished: boolean }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [running, setRunning] = useState<'pass' | 'reject' | undefined>(undefined);
  const [claim] = useClaimTaskMutation({ context: handledErrors });
  const [complete] = useCompleteLeaveTaskMutation({ context: handledErrors });

  const decide = async (pass: boolean) => {
    setRunning(pass ? 'pass' : 'reject');
    try {
      if (needsClaim) {
        await claim({ variables: { taskId } });
      }
      const text = comment.trim();
      await complete({ variables: { taskId, pass, comment: text === '' ? null : text } });
      notifySuccess(pass ? t('notify.passed') : t('notify.rejected'));
      void navigate(workListPaths.todo);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setRunning(undefined);
    }
  };

  if (finished) {
    return <Alert color="blue">{t('handle.finished')}</Alert>;
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('handle.decision')}>
      <Title order={3} fz="h4" mb="sm">
        {t('handle.decision')}
      </Title>
      {needsClaim && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('handle.claimFirst')}
        </Text>
      )}
      <Textarea
        label={t('handle.comment')}
        placeholder={t('handle.commentPlaceholder')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={2000}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => void navigate(workListPaths.todo)}>
          {t('leave.backToList')}
        </Button>
        <Button color="red" loading={running === 'reject'} disabled={running === 'pass'} onClick={() => void decide(false)}>
          {t('handle.reject')}
        </Button>
        <Button color="green" loading={running === 'pass'} disabled={running === 'reject'} onClick={() => void decide(true)}>
          {t('handle.pass')}
        </Button>
      </Group>
    </Card>
  );
}

/** /work/process/leave/handle/:taskId/:processInstanceId/:businessId: the request, its history, pass or reject. */
export function LeaveHandlePage() {
  const { t } = useTranslation('workflow');
  const { taskId, processInstanceId, businessId } = useRouteIds('/work/process/leave/handle/:taskId/:processInstanceId/:businessId', [
    'taskId',
    'processInstanceId',
    'businessId',
  ]);
  const task = useLeaveTaskQuery({ variables: { taskId }, fetchPolicy: 'network-only', skip: !taskId, context: handledErrors });
  const detail = task.data?.taskDetail;
  if (task.loading && !detail) {
    return <PageLoader />;
  }
  if (task.error || !detail) {
    return <WorkflowErrorState error={task.error} back={workListPaths.todo} />;
  }
  return (
    <WithLeaveRequest businessId={businessId} back={workListPaths.todo}>
      {(leave) => (
        <Stack gap="md" maw={1000}>
          <Group justify="space-between">
            <Title order={2} fz="h3">
              {t('leave.handleTitle')}
            </Title>
            <Group gap="sm">
              <Text c="dimmed">{detail.taskName}</Text>
              <InstanceFlowChartButton processInstanceId={detail.processInstanceId || processInstanceId} />
            </Group>
          </Group>
          <LeaveSummary leave={leave} />
          <Decision taskId={taskId} needsClaim={detail.status === 'claim'} finished={detail.status === 'finish'} />
          <Card withBorder radius="md" padding="lg" component="section" aria-label={t('history.title')}>
            <Title order={3} fz="h4" mb="md">
              {t('history.title')}
            </Title>
            <HistoryTimeline processInstanceId={detail.processInstanceId || processInstanceId} />
          </Card>
        </Stack>
      )}
    </WithLeaveRequest>
  );
}
