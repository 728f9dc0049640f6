import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const taskStatusColor: Readonly<Record<string, string>> = { claim: 'orange', todo: 'blue', finish: 'green' };
const instanceStatusColor: Readonly<Record<string, string>> = { RUNNING: 'blue', COMPLETED: 'green', DELETED: 'gray', FAILED: 'red' };

/** A task's state in the lists: to claim, to do, finished. */
export function TaskStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('workflow');
  return (
    <Badge variant="light" color={taskStatusColor[status] ?? 'gray'}>
      {t(`taskStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Whether the process instance is still running. */
export function ProcessStateBadge({ finished }: { finished: boolean }) {
  const { t } = useTranslation('workflow');
  return (
    <Badge variant="light" color={finished ? 'green' : 'blue'}>
      {finished ? t('processState.finished') : t('processState.running')}
    </Badge>
  );
}

/** The instance status of a business object (RUNNING, COMPLETED, DELETED, FAILED). */
export function InstanceStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('workflow');
  const key = status ?? 'NOT_STARTED';
  return (
    <Badge variant="light" color={instanceStatusColor[key] ?? 'gray'}>
      {t(`instanceStatus.${key}`, { defaultValue: key })}
    </Badge>
  );
}

/** The outcome of a completed task: agreed (green) or rejected (red). */
export function OutcomeBadge({ pass }: { pass: boolean | null | undefined }) {
  const { t } = useTranslation('workflow');
  if (pass === null || pass === undefined) {
    return null;
  }
  return (
    <Badge variant="light" color={pass ? 'green' : 'red'}>
      {pass ? t('outcome.PASS') : t('outcome.REJECT')}
    </Badge>
  );
}
