import { Avatar, Box, Button, Center, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLockOpen, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { appConfig } from '../../shared/config/app-config';
import { useClientConfig } from '../../shared/session/useClientConfig';
import { useLogout } from '../../shared/session/useLogout';
import { useSession } from '../../shared/session/useSession';
import { useTokenRefresh } from '../../shared/session/useTokenRefresh';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { LanguageMenu } from '../../shared/ui/LanguageMenu';
import { clearLocked, takeUnlockTarget } from './lock-store';
import { LockClock } from './LockClock';
import { useLockState } from './useLock';
import { useVerifyPassword } from './useVerifyPassword';
import { z } from 'zod';
import { zodValidate } from '../../shared/forms/zod-validate';

function LockForm() {
  const { t } = useTranslation('lock');
  const session = useSession();
  const { config } = useClientConfig();
  useTokenRefresh(config.tokenRefreshSeconds);
  const { verify, verifying } = useVerifyPassword();
  const { logout, loggingOut } = useLogout();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: zodValidate(z.object({ password: z.string().min(1, t('passwordRequired')) })),
  });
  const user = session.user;
  const name = user ? user.realName || user.name || user.account : '';

  const submit = form.onSubmit(async ({ password }) => {
    const problem = await verify(password);
    if (problem) {
      form.setFieldError('password', problem);
      return;
    }
    // LockPage then leaves for the page that was open when the screen locked.
    clearLocked();
  });

  return (
    <Paper shadow="md" radius="md" p="xl" w={380} maw="100%" withBorder>
      <form onSubmit={submit} noValidate>
        <Stack align="stretch">
          <Stack gap="xs" align="center">
            <Avatar src={user?.avatar || null} alt="" size={72} radius="xl" color="saber">
              {name.slice(0, 1)}
            </Avatar>
            <Title order={1} fz="xl">
              {name}
            </Title>
          </Stack>
          <LockClock />
          <PasswordInput
            label={t('page.password')}
            autoComplete="current-password"
            data-autofocus
            autoFocus
            {...form.getInputProps('password')}
          />
          <Group grow>
            <Button type="submit" leftSection={<IconLockOpen size={16} aria-hidden />} loading={verifying}>
              {t('page.unlock')}
            </Button>
            <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} loading={loggingOut} onClick={() => void logout()}>
              {t('page.logout')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /lock (SPEC §2): the signed-in user's avatar and name, a clock, the account password, Unlock and
 * Log out. Without a session it goes to /login; when not locked, back into the app.
 */
export function LockPage() {
  const { t } = useTranslation('lock');
  const session = useSession();
  const { locked } = useLockState();
  usePageTitle(t('page.title'));
  if (!session.isAuthenticated) {
    return <Navigate to={appConfig.loginPath} replace />;
  }
  if (!locked) {
    return <Navigate to={takeUnlockTarget() ?? appConfig.homePath} replace />;
  }
  return (
    <Box component="main" mih="100vh" bg="var(--app-main-bg)" pos="relative">
      <Group pos="absolute" top={12} right={12}>
        <LanguageMenu variant="default" />
      </Group>
      <Center mih="100vh" p="md">
        <LockForm />
      </Center>
    </Box>
  );
}
