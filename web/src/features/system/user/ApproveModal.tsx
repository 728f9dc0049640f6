import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveRegistrationsMutation } from '../../../generated/graphql';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { approveSchema, type ApproveValues } from './user-form-schema';
import { DeptTreePicker, PostPicker, RoleTreePicker } from './user-pickers';
import { zodValidate } from '../../../shared/forms/zod-validate';

/** Approves pending registrations with the roles, departments (both required) and posts picked here. */
export function ApproveModal({
  userIds,
  onClose,
  onApproved,
}: {
  userIds: readonly string[] | undefined;
  onClose: () => void;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={userIds !== undefined} onClose={onClose} title={t('user:pending.approveTitle')} size={640} centered>
      {userIds && <ApproveForm userIds={userIds} onCancel={onClose} onApproved={onApproved} />}
    </Modal>
  );
}

function ApproveForm({ userIds, onCancel, onApproved }: { userIds: readonly string[]; onCancel: () => void; onApproved: () => void }) {
  const { t, i18n } = useTranslation();
  const [approve] = useApproveRegistrationsMutation({ context: handledErrors });
  const form = useForm<ApproveValues>({
    mode: 'controlled',
    initialValues: { roleIds: [], deptIds: [], postIds: [] },
    validate: zodValidate(approveSchema),
    validateInputOnBlur: true,
  });
  const errorText = (error: ReactNode): ReactNode => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);

  const submit = async (values: ApproveValues) => {
    try {
      const result = await approve({ variables: { input: { userIds: [...userIds], ...values } } });
      notifySuccess(t('user:pending.approved', { number: result.data?.approveRegistrations ?? userIds.length }));
      onApproved();
    } catch (failure) {
      const fields = formFieldErrors(failure, ['roleIds', 'deptIds', 'postIds']);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
      } else if (!isSessionEndingError(failure)) {
        notifyError(errorMessage(failure, t));
      }
    }
  };

  const picker = (name: keyof ApproveValues) => {
    const props = form.getInputProps(name);
    return {
      value: form.values[name],
      onChange: (next: string[]) => form.setFieldValue(name, next),
      onFocus: props.onFocus as () => void,
      onBlur: props.onBlur as () => void,
      label: t(`user:fields.${name}`),
      placeholder: t(`user:placeholders.${name}`),
      error: errorText(form.errors[name]),
    };
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('user:pending.approveHint', { number: userIds.length })}
        </Text>
        <RoleTreePicker {...picker('roleIds')} withAsterisk />
        <DeptTreePicker {...picker('deptIds')} withAsterisk />
        <PostPicker {...picker('postIds')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('crud:dialog.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('user:pending.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
