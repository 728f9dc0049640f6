import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/session/useSessionData';

/** /wel/index: a welcome card with the signed-in user's name, tenant and roles. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useCurrentUser();
  if (!user) {
    return null;
  }
  const displayName = user.realName || user.name || user.account;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2}>{t('welcome', { name: displayName })}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="lg">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('tenant')}
            </Text>
            <Text fw={500}>
              {user.tenantName} ({user.tenantId})
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('account')}
            </Text>
            <Text fw={500}>{user.account}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('roles')}
            </Text>
            <Group gap={6}>
              {user.roleNames.length === 0 && <Text fw={500}>{t('noRoles')}</Text>}
              {user.roleNames.map((roleName) => (
                <Badge key={roleName} variant="light">
                  {roleName}
                </Badge>
              ))}
              {user.isAdministrator && (
                <Badge color="grape" variant="light">
                  {t('administrator')}
                </Badge>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
