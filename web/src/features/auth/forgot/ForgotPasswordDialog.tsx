import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestPasswordResetCodeDocument, ResetPasswordBySmsDocument } from '../../../generated/pre-login';
import { fieldErrorsOf, isNetworkFailure } from '../../../shared/errors/error-text';
import { PreLoginGraphQLError, preLoginErrorText, preLoginRequest } from '../../../shared/session/pre-login-client';
import { firstCodeProblem, firstResetProblem, type ForgotValues } from './forgot-checks';

/** Seconds before another code may be asked for (the server's interval per number). */
const RESEND_SECONDS = 60;

/** The server's message on a field of the form, else the translated text of the error. */
function refusal(error: unknown, t: TFunction): { field?: keyof ForgotValues; message: string } {
  if (error instanceof PreLoginGraphQLError) {
    const onField = fieldErrorsOf(error.errors)[0];
    const fields: Record<string, keyof ForgotValues> = { phone: 'phone', code: 'code', newPassword: 'password' };
    const field = onField ? fields[onField.field.replace(/^input\./, '')] : undefined;
    if (onField && field) {
      return { field, message: onField.message };
    }
  }
  return { message: preLoginErrorText(error, t) };
}

/**
 * "Forgot password" (before sign-in: the pre-login client, no Apollo Client): tenant and mobile number -> a code by
 * SMS -> a new password. The page never learns whether the number has an account: it says a code was sent if so.
 * `onReset` runs after the server set the password (the dialog is closed).
 */
export function ForgotPasswordDialog({
  opened,
  onClose,
  onReset,
  defaultTenantId,
  tenantMode,
}: {
  opened: boolean;
  onClose: () => void;
  onReset: () => void;
  defaultTenantId: string;
  tenantMode: boolean;
}) {
  const { t, i18n } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [requested, setRequested] = useState(false);
  const [wait, setWait] = useState(0);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const form = useForm<ForgotValues>({
    mode: 'controlled',
    initialValues: { tenantId: defaultTenantId, phone: '', code: '', password: '', password2: '' },
  });

  useEffect(() => {
    if (wait <= 0) {
      return undefined;
    }
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const close = () => {
    form.reset();
    setFailure(undefined);
    setRequested(false);
    onClose();
  };

  const show = (problem: { field?: keyof ForgotValues; message: string }) => {
    if (problem.field) {
      form.setFieldError(problem.field, problem.message);
      form.getInputNode(problem.field)?.focus();
    } else {
      setFailure(problem.message);
    }
  };

  const sendCode = async () => {
    setFailure(undefined);
    form.clearErrors();
    const problem = firstCodeProblem(form.getValues());
    if (problem) {
      show({ field: problem.field, message: t(problem.message) });
      return;
    }
    setSending(true);
    try {
      const values = form.getValues();
      await preLoginRequest(RequestPasswordResetCodeDocument, { input: { tenantId: values.tenantId.trim(), phone: values.phone.trim() } });
      setRequested(true);
      setWait(RESEND_SECONDS);
    } catch (error) {
      if (!isNetworkFailure(error)) {
        show(refusal(error, i18n.t));
      }
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: ForgotValues) => {
    setFailure(undefined);
    form.clearErrors();
    const problem = firstResetProblem(values);
    if (problem) {
      show({ field: problem.field, message: t(problem.message) });
      return;
    }
    setSaving(true);
    try {
      await preLoginRequest(ResetPasswordBySmsDocument, {
        input: { tenantId: values.tenantId.trim(), phone: values.phone.trim(), code: values.code.trim(), newPassword: values.password },
      });
      setSaving(false);
      close();
      onReset();
    } catch (error) {
      setSaving(false);
      if (!isNetworkFailure(error)) {
        show(refusal(error, i18n.t));
      }
    }
  };

  const fieldError = (name: keyof ForgotValues) => {
    const error = form.errors[name];
    return typeof error === 'string' ? error : undefined;
  };
  return (
    <Modal opened={opened} onClose={close} title={t('forgot.title')} closeButtonProps={{ 'aria-label': t('forgot.close') }}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('forgot.intro')}
          </Text>
          {failure && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {failure}
            </Alert>
          )}
          <TextInput
            {...form.getInputProps('tenantId')}
            error={fieldError('tenantId')}
            label={t('forgot.fields.tenantId')}
            readOnly={!tenantMode}
            withAsterisk
          />
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              {...form.getInputProps('phone')}
              error={fieldError('phone')}
              label={t('forgot.fields.phone')}
              autoComplete="tel"
              inputMode="tel"
              withAsterisk
              style={{ flex: 1 }}
            />
            <Button variant="light" mt={25} loading={sending} disabled={wait > 0} onClick={() => void sendCode()}>
              {wait > 0 ? t('forgot.resendIn', { seconds: wait }) : t('forgot.sendCode')}
            </Button>
          </Group>
          {requested && (
            <Alert color="blue" role="status" icon={<IconInfoCircle aria-hidden />}>
              {t('forgot.codeRequested')}
            </Alert>
          )}
          <TextInput
            {...form.getInputProps('code')}
            error={fieldError('code')}
            label={t('forgot.fields.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            withAsterisk
          />
          <PasswordInput
            {...form.getInputProps('password')}
            error={fieldError('password')}
            label={t('forgot.fields.password')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
            withAsterisk
          />
          <PasswordInput
            {...form.getInputProps('password2')}
            error={fieldError('password2')}
            label={t('forgot.fields.password2')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
            withAsterisk
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('forgot.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('forgot.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
