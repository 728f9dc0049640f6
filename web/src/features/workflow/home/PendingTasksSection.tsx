import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useClaimTasksQuery, useTodoTasksQuery } from '../../../generated/graphql';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { usePermission } from '../../../shared/permission/usePermission';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { useWorkflowCategories } from '../shared/workflow-categories';
import { workflowPaths, workListPaths } from '../shared/workflow-paths';

const SHOWN = 5;

/** The caller's pending workflow tasks on the home pages: the five newest to do (each opens its page), and how many wait to be claimed. */
export function PendingTasksSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation('workflow');
  const mayClaim = usePermission('work_claim');
  const todo = useTodoTasksQuery({ variables: { page: { current: 1, size: SHOWN } }, fetchPolicy: 'cache-and-network' });
  const claim = useClaimTasksQuery({ variables: { page: { current: 1, size: 1 } }, fetchPolicy: 'cache-and-network', skip: !mayClaim });
  const categories = useWorkflowCategories();
  const page = todo.data?.todoTasks;
  const toClaim = claim.data?.claimTasks.total ?? 0;
  return (
    <Card withBorder radius="md" padding={dense ? 'md' : 'lg'} h="100%" component="section" aria-labelledby="home-pending-tasks">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5" id="home-pending-tasks">
          {t('home.title')}
        </Title>
        <Anchor component={Link} to={workListPaths.todo} size="sm">
          {t('home.all')}
        </Anchor>
      </Group>
      {todo.error && (
        <Text c="red" size="sm">
          {t('home.loadFailed')}
        </Text>
      )}
      {page && (
        <Group gap="xs" mb="xs">
          <Badge variant="light">{t('home.todo', { count: page.total })}</Badge>
          {mayClaim && toClaim > 0 && (
            <Anchor component={Link} to={workListPaths.claim} size="sm">
              {t('home.toClaim', { count: toClaim })}
            </Anchor>
          )}
        </Group>
      )}
      {page && page.records.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('home.empty')}
        </Text>
      )}
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {page?.records.map((task) => {
          const route = categories.routeOf(task.category);
          const label = `${task.processDefinitionName ?? ''} · ${task.taskName ?? ''}`;
          return (
            <Group component="li" key={task.taskId ?? task.processInstanceId} justify="space-between" wrap="nowrap" gap="sm">
              {route && task.taskId && task.businessId && task.processInstanceId ? (
                <Anchor
                  component={Link}
                  to={workflowPaths.handle(route, task.taskId, task.processInstanceId, task.businessId)}
                  size="sm"
                  lineClamp={1}
                >
                  {label}
                </Anchor>
              ) : (
                <Text size="sm" lineClamp={1}>
                  {label}
                </Text>
              )}
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {task.startUserName ? `${task.startUserName} · ` : ''}
                {formatDateTime(task.createdAt).slice(0, 16)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
