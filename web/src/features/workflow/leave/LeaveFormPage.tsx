import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLeaveApproverOptionsQuery, useStartLeaveProcessMutation } from '../../../generated/graphql';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { DateTimeField } from '../../../shared/ui/dates/DateTimeField';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { useRouteIds } from '../shared/useRouteIds';
import { workListPaths } from '../shared/workflow-paths';
import { emptyLeaveForm, leaveDays, leaveFormSchema, leaveInput, type LeaveFormValues } from './leave-form';

const formFields = ['startTime', 'endTime', 'reason', 'approverId'] as const;

/** /work/process/leave/form/:processDefinitionId: apply for leave (dates, reason, approver); the days as the server counts them. */
export function LeaveFormPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const { processDefinitionId } = useRouteIds('/work/process/leave/form/:processDefinitionId', ['processDefinitionId']);
  const form = useForm<LeaveFormValues>({
    initialValues: emptyLeaveForm,
    validate: zodValidate(leaveFormSchema),
    validateInputOnBlur: true,
  });
  const [startLeave, { loading }] = useStartLeaveProcessMutation({ context: handledErrors });
  const [approverSearch, setApproverSearch] = useState('');
  // The server offers at most 50 people per search: the typed text (debounced) narrows them there.
  const [searchText] = useDebouncedValue(approverSearch.trim(), 250);
  const approvers = useLeaveApproverOptionsQuery({ variables: { search: searchText || null }, fetchPolicy: 'cache-and-network' });
  const people = approvers.data?.leaveApproverOptions ?? approvers.previousData?.leaveApproverOptions;
  const approverOptions = useMemo(() => (people ?? []).map((person) => ({ value: person.id, label: person.name })), [people]);
  const days = leaveDays(form.values.startTime, form.values.endTime);
  const errorOf = (name: (typeof formFields)[number]) => {
    const error = form.errors[name];
    return typeof error === 'string' ? t(error, { max: 365 }) : error;
  };

  const submit = async (values: LeaveFormValues) => {
    try {
      await startLeave({ variables: { input: leaveInput(processDefinitionId, values) } });
      notifySuccess(t('notify.started'));
      void navigate(workListPaths.send);
    } catch (error) {
      const fieldErrors = formFieldErrors(error, formFields);
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      } else {
        notifyError(errorMessage(error, t));
      }
    }
  };

  return (
    <Stack gap="md" maw={860}>
      <Title order={2} fz="h3">
        {t('leave.formTitle')}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimeField
                {...form.getInputProps('startTime')}
                label={t('leave.fields.startTime')}
                placeholder={t('leave.placeholders.startTime')}
                withAsterisk
                error={errorOf('startTime')}
              />
              <DateTimeField
                {...form.getInputProps('endTime')}
                label={t('leave.fields.endTime')}
                placeholder={t('leave.placeholders.endTime')}
                withAsterisk
                error={errorOf('endTime')}
              />
            </SimpleGrid>
            <Group gap="xs" aria-live="polite">
              <Text size="sm" c="dimmed">
                {t('leave.fields.days')}
              </Text>
              <Text size="sm" fw={600} data-testid="leave-days">
                {days > 0 ? t('leave.daysValue', { count: days }) : '-'}
              </Text>
              <Text size="xs" c="dimmed">
                {t('leave.daysHint')}
              </Text>
            </Group>
            <Select
              {...form.getInputProps('approverId')}
              onChange={(value) => form.setFieldValue('approverId', value ?? '')}
              label={t('leave.fields.approver')}
              placeholder={t('leave.placeholders.approver')}
              data={approverOptions}
              searchable
              searchValue={approverSearch}
              onSearchChange={setApproverSearch}
              nothingFoundMessage={t('leave.noApprover')}
              clearable
              withAsterisk
              error={errorOf('approverId')}
            />
            <Textarea
              {...form.getInputProps('reason')}
              label={t('leave.fields.reason')}
              placeholder={t('leave.placeholders.reason')}
              autosize
              minRows={4}
              withAsterisk
              error={errorOf('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(workListPaths.start)}>
                {t('leave.back')}
              </Button>
              <Button type="submit" loading={loading}>
                {t('leave.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
