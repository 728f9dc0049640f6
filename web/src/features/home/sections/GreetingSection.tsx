import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/useSessionData';
import { useSeededLabel } from '../../../i18n/seeded-label';
import { useAvatarSrc } from '../../../shared/hooks/useAvatarSrc';
import { dayPart } from './greeting';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { useSessionDepartments } from './useSessionDepartments';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Greeting by time of day with the caller's tenant, roles and departments. */
export function GreetingSection({ dense }: HomeSectionProps) {
  const { t, i18n } = useTranslation('home');
  const seededLabel = useSeededLabel();
  const now = new Date();
  const { user } = useCurrentUser();
  const departments = useSessionDepartments(user);
  const avatar = useAvatarSrc(user?.avatar);
  if (!user) {
    return null;
  }
  const displayName = user.realName || user.name || user.account;
  return (
    <Card withBorder radius="md" padding={dense ? 'md' : 'lg'}>
      <Group gap="md" wrap="nowrap">
        <Avatar src={avatar ?? null} alt="" size={dense ? 48 : 64} radius="xl" color="blue">
          {displayName.slice(0, 1)}
        </Avatar>
        <Stack gap={4}>
          <Text size="sm" fw={500} c="dimmed">
            {t(`greeting.${dayPart(now.getHours())}`)} ·{' '}
            {t('today', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(now) })}
          </Text>
          <Title order={2} fz={dense ? 'h4' : 'h3'}>
            {t('welcome', { name: displayName })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt={dense ? 'sm' : 'lg'}>
        <Fact label={t('tenant')}>
          <Text fw={500}>
            {user.tenantName} ({user.tenantId})
          </Text>
        </Fact>
        <Fact label={t('account')}>
          <Text fw={500}>{user.account}</Text>
        </Fact>
        <Fact label={t('roles')}>
          <Group gap={6}>
            {user.roleNames.length === 0 && <Text fw={500}>{t('none')}</Text>}
            {user.roleNames.map((roleName, index) => (
              <Badge key={roleName} variant="light">
                {seededLabel('role', user.roleAliases[index], roleName)}
              </Badge>
            ))}
            {user.isAdministrator && (
              <Badge color="grape" variant="light">
                {t('administrator')}
              </Badge>
            )}
          </Group>
        </Fact>
        <Fact label={t('departments')}>
          <Text fw={500}>{departments === undefined ? '' : departments.length > 0 ? departments.join(t('listSeparator')) : t('none')}</Text>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
