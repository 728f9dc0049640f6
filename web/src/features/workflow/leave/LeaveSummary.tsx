import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveRequestFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { InstanceStatusBadge } from '../shared/WorkflowBadges';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The leave request as read by its approvers and its applicant. */
export function LeaveSummary({ leave }: { leave: LeaveRequestFieldsFragment }) {
  const { t } = useTranslation('workflow');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('leave.request')}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h4">
          {t('leave.request')}
        </Title>
        <InstanceStatusBadge status={leave.instanceStatus} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Entry label={t('leave.fields.applicant')}>{leave.createUserName ?? ''}</Entry>
        <Entry label={t('leave.fields.applyTime')}>{formatDateTime(leave.applyTime)}</Entry>
        <Entry label={t('leave.fields.approver')}>{leave.approverName ?? ''}</Entry>
        <Entry label={t('leave.fields.startTime')}>{formatDateTime(leave.startTime)}</Entry>
        <Entry label={t('leave.fields.endTime')}>{formatDateTime(leave.endTime)}</Entry>
        <Entry label={t('leave.fields.days')}>{t('leave.daysValue', { count: leave.days })}</Entry>
      </SimpleGrid>
      <Stack gap={2} mt="md">
        <Text size="xs" c="dimmed">
          {t('leave.fields.reason')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {leave.reason}
        </Text>
      </Stack>
    </Card>
  );
}
