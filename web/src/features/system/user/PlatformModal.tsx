import { Button, Center, Group, Loader, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUserPlatformMutation, useUserQuery } from '../../../generated/graphql';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { UserRow } from './user-crud';
import { userPlatformSchema, type UserPlatformValues } from './user-form-schema';
import { zodValidate } from '../../../shared/forms/zod-validate';

/** Platform settings of one user (`updateUserPlatform`): user type and extension text (usually JSON). */
export function PlatformModal({ user, onClose, onSaved }: { user: UserRow | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== undefined} onClose={onClose} title={t('user:platform.title')} size={640} centered>
      {user && <PlatformLoader key={user.id} user={user} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function PlatformLoader({ user, onCancel, onSaved }: { user: UserRow; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { data, loading } = useUserQuery({ variables: { id: user.id }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <Center mih={160}>
        <Loader aria-label={t('crud:dialog.loading')} role="status" />
      </Center>
    );
  }
  const detail = data?.user;
  return (
    <PlatformForm
      userId={user.id}
      initialValues={{ userType: String(detail?.userType ?? user.userType), userExt: detail?.userExt ?? '' }}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

function PlatformForm({
  userId,
  initialValues,
  onCancel,
  onSaved,
}: {
  userId: string;
  initialValues: UserPlatformValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const userTypes = useDictionary('user_type');
  const [update] = useUpdateUserPlatformMutation({ context: handledErrors });
  const form = useForm<UserPlatformValues>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(userPlatformSchema),
    validateInputOnBlur: true,
  });
  const errorText = (error: ReactNode): ReactNode => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);

  const submit = async (values: UserPlatformValues) => {
    try {
      await update({
        variables: { input: { userId, userType: Number(values.userType), userExt: values.userExt === '' ? null : values.userExt } },
      });
      notifySuccess(t('user:platform.saved'));
      onSaved();
    } catch (failure) {
      const fields = formFieldErrors(failure, ['userType', 'userExt']);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
      } else if (!isSessionEndingError(failure)) {
        notifyError(errorMessage(failure, t));
      }
    }
  };

  const userType = form.getInputProps('userType');
  const userExt = form.getInputProps('userExt');
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Select
          {...userType}
          error={errorText(form.errors['userType'])}
          onChange={(value) => form.setFieldValue('userType', value ?? '')}
          label={t('user:fields.userType')}
          placeholder={t('user:placeholders.userType')}
          data={userTypes.options}
          withAsterisk
        />
        <Textarea
          {...userExt}
          error={errorText(form.errors['userExt'])}
          label={t('user:fields.userExt')}
          placeholder={t('user:placeholders.userExt')}
          autosize
          minRows={6}
          maxRows={16}
          ff="monospace"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('crud:dialog.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('crud:dialog.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
