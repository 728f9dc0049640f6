import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterGuestDocument } from '../../../generated/pre-login';
import { fieldErrorsOf, isNetworkFailure } from '../../../shared/errors/error-text';
import { PreLoginGraphQLError, preLoginErrorCode, preLoginRequest } from '../../../shared/session/pre-login-client';
import { firstRegisterProblem, type RegisterValues } from './register-checks';

/** The server's own (translated) message of a refused registration, if it sent one. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof PreLoginGraphQLError)) {
    return undefined;
  }
  const onField = fieldErrorsOf(error.errors)[0]?.message;
  if (onField) {
    return onField;
  }
  if (preLoginErrorCode(error) !== undefined) {
    return error.errors.find((graphQLError) => graphQLError.message.length > 0)?.message;
  }
  return undefined;
}

/**
 * "Account registration" (before sign-in: the pre-login client, no Apollo Client; CONTRIBUTING.md): asks for an
 * account that an administrator of the tenant approves before it can sign in. `onRegistered` runs after the
 * server accepted the request (the dialog is closed).
 */
export function RegisterDialog({
  opened,
  onClose,
  onRegistered,
  defaultTenantId,
  tenantMode,
}: {
  opened: boolean;
  onClose: () => void;
  onRegistered: () => void;
  defaultTenantId: string;
  tenantMode: boolean;
}) {
  const { t } = useTranslation('register');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { tenantId: defaultTenantId, name: '', account: '', password: '', password2: '' },
  });

  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const submit = async (values: RegisterValues) => {
    setFailure(undefined);
    form.clearErrors();
    const problem = firstRegisterProblem(values);
    if (problem) {
      form.setFieldError(problem.field, t(problem.message));
      form.getInputNode(problem.field)?.focus();
      return;
    }
    setLoading(true);
    try {
      await preLoginRequest(RegisterGuestDocument, {
        input: {
          tenantId: values.tenantId.trim(),
          name: values.name.trim(),
          account: values.account.trim(),
          password: values.password,
          password2: values.password2,
        },
      });
      setLoading(false);
      close();
      onRegistered();
    } catch (error) {
      setLoading(false);
      // A network failure only ends the loading state.
      if (!isNetworkFailure(error)) {
        setFailure(serverMessage(error) ?? t('failed'));
      }
    }
  };

  const fieldError = (name: keyof RegisterValues) => {
    const error = form.errors[name];
    return typeof error === 'string' ? error : undefined;
  };
  return (
    <Modal opened={opened} onClose={close} title={t('title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          {failure && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {failure}
            </Alert>
          )}
          <TextInput
            {...form.getInputProps('tenantId')}
            error={fieldError('tenantId')}
            label={t('fields.tenantId')}
            readOnly={!tenantMode}
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('account')}
            error={fieldError('account')}
            label={t('fields.account')}
            autoComplete="username"
            withAsterisk
          />
          <TextInput {...form.getInputProps('name')} error={fieldError('name')} label={t('fields.name')} autoComplete="name" withAsterisk />
          <PasswordInput
            {...form.getInputProps('password')}
            error={fieldError('password')}
            label={t('fields.password')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            withAsterisk
          />
          <PasswordInput
            {...form.getInputProps('password2')}
            error={fieldError('password2')}
            label={t('fields.password2')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            withAsterisk
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
