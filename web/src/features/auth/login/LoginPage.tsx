import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CaptchaDocument, LoginDocument, type CaptchaMutation } from '../../../generated/pre-login';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { LightLanguageMenu } from '../../../shared/ui/LightLanguageMenu';
import { ForgotPasswordLink } from '../forgot/ForgotPasswordLink';
import { RegisterLink } from '../register/RegisterLink';
import { preLoginErrorText, preLoginRequest } from '../../../shared/session/pre-login-client';
import { clearSignedInCache } from '../../../shared/session/signed-in-cache';
import { startSession } from '../../../shared/session/session-store';
import { useLoginClientConfig, type ClientConfig } from '../../../shared/session/useLoginClientConfig';
import { homePathFor } from '../../../shared/session/student-home-path';
import { redirectTargetAfterLogin } from './redirect-target';
// eslint-disable-next-line no-restricted-imports -- a page before sign-in: zod/mini (CONTRIBUTING.md, before sign-in)
import * as z from 'zod/mini';
import { zodValidate } from '../../../shared/forms/zod-validate';

interface LoginFormValues {
  tenantId: string;
  account: string;
  password: string;
  captchaCode: string;
}

/** Messages are i18n keys (translated where shown); tenant and captcha are required only when the server's config asks. */
function loginSchema(config: () => ClientConfig) {
  const required = (messageKey: string, when: () => boolean = () => true) =>
    z.string().check(z.refine((value) => !when() || value.trim().length > 0, { message: messageKey }));
  return z.object({
    tenantId: required('auth:validation.tenantIdRequired', () => config().tenantMode),
    account: required('auth:validation.accountRequired'),
    password: required('auth:validation.passwordRequired'),
    captchaCode: required('auth:validation.captchaRequired', () => config().captchaEnabled),
  });
}

/**
 * The login page (/login): tenant, account, password, optional captcha, language switch. Before sign-in: it calls
 * the server through the pre-login client (no Apollo Client) and validates with zod/mini (CONTRIBUTING.md, before sign-in).
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  usePageTitle(t('auth:login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useLoginClientConfig();
  const configRef = useRef<ClientConfig>(config);
  configRef.current = config;

  const [submitError, setSubmitError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(false);
  const [captchaData, setCaptchaData] = useState<CaptchaMutation | undefined>(undefined);

  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { tenantId: config.defaultTenantId, account: '', password: '', captchaCode: '' },
    validate: zodValidate(loginSchema(() => configRef.current)),
  });

  // The default tenant arrives with clientConfig; fill it in unless the visitor already changed it.
  const appliedDefaultTenant = useRef(config.defaultTenantId);
  useEffect(() => {
    const previousDefault = appliedDefaultTenant.current;
    if (previousDefault === config.defaultTenantId) {
      return;
    }
    appliedDefaultTenant.current = config.defaultTenantId;
    if (form.getValues().tenantId === previousDefault) {
      form.setFieldValue('tenantId', config.defaultTenantId);
    }
  }, [config.defaultTenantId, form]);

  const refreshCaptcha = useCallback(() => {
    preLoginRequest(CaptchaDocument).then(setCaptchaData, () => undefined);
  }, []);

  useEffect(() => {
    if (config.captchaEnabled) {
      refreshCaptcha();
    }
  }, [config.captchaEnabled, refreshCaptcha]);

  const fieldError = (error: unknown) => (typeof error === 'string' ? t(error) : undefined);

  const handleSubmit = async (values: LoginFormValues) => {
    setSubmitError(undefined);
    setLoading(true);
    const captcha = captchaData?.captcha;
    try {
      const { login: payload } = await preLoginRequest(LoginDocument, {
        input: {
          tenantId: config.tenantMode ? values.tenantId.trim() : config.defaultTenantId,
          account: values.account.trim(),
          password: values.password,
          ...(config.captchaEnabled && captcha ? { captchaKey: captcha.key, captchaCode: values.captchaCode.trim() } : {}),
        },
      });
      await clearSignedInCache();
      setLoading(false);
      startSession(payload);
      navigate(redirectTargetAfterLogin(location.state, homePathFor(payload.user)), { replace: true });
    } catch (error) {
      setLoading(false);
      setSubmitError(error);
      if (config.captchaEnabled) {
        form.setFieldValue('captchaCode', '');
        refreshCaptcha();
      }
    }
  };

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="md" radius="md" p="xl" w={420} maw="100%">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Box>
              <Title order={1} fz="h2">
                {t('common:appName')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('auth:login.info')}
              </Text>
            </Box>
            <LightLanguageMenu variant="default" />
          </Group>
          <Title order={2} fz="h3">
            {t('auth:login.heading')}
          </Title>
          {submitError !== undefined && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('auth:login.failed')}>
              {preLoginErrorText(submitError, t)}
            </Alert>
          )}
          <form noValidate onSubmit={form.onSubmit((values) => void handleSubmit(values))}>
            <Stack gap="md">
              {config.tenantMode && (
                <TextInput
                  {...form.getInputProps('tenantId')}
                  error={fieldError(form.errors['tenantId'])}
                  label={t('auth:login.fields.tenantId')}
                  placeholder={t('auth:login.placeholders.tenantId')}
                  autoComplete="organization"
                  withAsterisk
                />
              )}
              <TextInput
                {...form.getInputProps('account')}
                error={fieldError(form.errors['account'])}
                label={t('auth:login.fields.account')}
                placeholder={t('auth:login.placeholders.account')}
                autoComplete="username"
                withAsterisk
              />
              <PasswordInput
                {...form.getInputProps('password')}
                error={fieldError(form.errors['password'])}
                label={t('auth:login.fields.password')}
                placeholder={t('auth:login.placeholders.password')}
                autoComplete="current-password"
                visibilityToggleButtonProps={{ 'aria-label': t('auth:login.showPassword') }}
                withAsterisk
              />
              {config.captchaEnabled && (
                <Group align="flex-start" gap="sm" wrap="nowrap">
                  <TextInput
                    {...form.getInputProps('captchaCode')}
                    error={fieldError(form.errors['captchaCode'])}
                    label={t('auth:login.fields.captcha')}
                    placeholder={t('auth:login.placeholders.captcha')}
                    autoComplete="off"
                    withAsterisk
                    style={{ flex: 1 }}
                  />
                  <UnstyledButton
                    mt={25}
                    onClick={refreshCaptcha}
                    aria-label={t('auth:login.refreshCaptcha')}
                    title={t('auth:login.refreshCaptcha')}
                  >
                    {captchaData?.captcha.image ? (
                      <Image src={captchaData.captcha.image} alt={t('auth:login.captchaImage')} h={36} w={110} fit="contain" />
                    ) : (
                      <Anchor component="span" size="sm">
                        {t('auth:login.refreshCaptcha')}
                      </Anchor>
                    )}
                  </UnstyledButton>
                </Group>
              )}
              <Button type="submit" loading={loading} fullWidth mt="sm">
                {t('auth:login.submit')}
              </Button>
            </Stack>
          </form>
          <Group justify="center" gap="lg">
            <ForgotPasswordLink defaultTenantId={config.defaultTenantId} tenantMode={config.tenantMode} />
            {config.registerEnabled && <RegisterLink defaultTenantId={config.defaultTenantId} tenantMode={config.tenantMode} />}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
