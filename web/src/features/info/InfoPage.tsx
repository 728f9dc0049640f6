import { Card, Center, Loader, Tabs, Text, Title } from '@mantine/core';
import { IconLock, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMyProfileQuery } from '../../generated/graphql';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /info/index: the caller's own profile and password change, on two tabs. */
export function InfoPage() {
  const { t } = useTranslation('info');
  const { data, error } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h3" mb="md">
        {t('title')}
      </Title>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            {t('tabs.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>
            {t('tabs.password')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          {data ? (
            <ProfileForm profile={data.myProfile} />
          ) : (
            <Center py="xl">{error ? <Text c="red">{t('loadFailed')}</Text> : <Loader role="status" aria-label={t('loading')} />}</Center>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
