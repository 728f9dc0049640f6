import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateMyPasswordMutation } from '../../generated/graphql';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/errors/notify-error';
import { formFieldErrors } from '../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../shared/errors/handled-errors';
import { notifySuccess } from '../../shared/ui/crud/notify-success';
import { passwordSchema, type PasswordValues } from './info-rules';
import { zodValidate } from '../../shared/forms/zod-validate';

const fields = ['oldPassword', 'newPassword', 'newPassword1'] as const;

/** Old, new and repeated password; the server checks the old one and ends the caller's other sessions. */
export function PasswordForm() {
  const { t } = useTranslation(['info', 'common']);
  const [change, { loading }] = useUpdateMyPasswordMutation({ context: handledErrors });
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { oldPassword: '', newPassword: '', newPassword1: '' },
    validate: zodValidate(passwordSchema),
  });
  const translated = (value: unknown) => (typeof value === 'string' ? t(value) : undefined);
  const toggle = { 'aria-label': t('info:password.show') };

  const submit = async (values: PasswordValues) => {
    try {
      await change({ variables: { input: values } });
      form.reset();
      notifySuccess(t('info:password.changed'));
    } catch (error) {
      const onFields = formFieldErrors(error, fields);
      if (Object.keys(onFields).length > 0) {
        form.setErrors(onFields);
      } else {
        notifyError(errorMessage(error, t));
      }
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md" maw={520}>
        <PasswordInput
          {...form.getInputProps('oldPassword')}
          error={translated(form.errors['oldPassword'])}
          label={t('info:fields.oldPassword')}
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          withAsterisk
        />
        <PasswordInput
          {...form.getInputProps('newPassword')}
          error={translated(form.errors['newPassword'])}
          label={t('info:fields.newPassword')}
          description={t('info:password.rule')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          withAsterisk
        />
        <PasswordInput
          {...form.getInputProps('newPassword1')}
          error={translated(form.errors['newPassword1'])}
          label={t('info:fields.newPassword1')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          withAsterisk
        />
        <Group>
          <Button type="submit" loading={loading}>
            {t('info:password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
