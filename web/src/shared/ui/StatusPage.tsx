import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appConfig } from '../config/app-config';
import { usePageTitle } from '../hooks/usePageTitle';

export type HttpStatusPage = '403' | '404' | '500';

/** The public 403 / 404 / 500 pages. */
export function StatusPage({ status }: { status: HttpStatusPage }) {
  const { t } = useTranslation('common');
  usePageTitle(t(`status.${status}.title`));
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md">
        <Title order={1} c="dimmed" fz={72}>
          {status}
        </Title>
        <Title order={2}>{t(`status.${status}.heading`)}</Title>
        <Text c="dimmed">{t(`status.${status}.text`)}</Text>
        <Button component={Link} to={appConfig.homePath}>
          {t('backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
