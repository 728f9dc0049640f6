import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredToken, storedTokenAgeSeconds } from '../../../shared/session/session-store';
import { useClientConfig } from '../../../shared/session/useClientConfig';
import { useCurrentUser } from '../../../shared/session/useSessionData';
import { PermissionContext } from '../../../shared/permission/PermissionContext';

const configKeys = ['tenantMode', 'defaultTenantId', 'captchaEnabled', 'switchMode', 'registerEnabled', 'tokenRefreshSeconds'] as const;

/** Seconds since the stored token was issued, updated every second. */
function useTokenAge(): number | undefined {
  const [age, setAge] = useState(() => storedTokenAgeSeconds());
  useEffect(() => {
    const timer = window.setInterval(() => setAge(storedTokenAgeSeconds()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return age;
}

/** /test/index: diagnostics for support: the server's client settings, the session and the caller's permissions. */
export function TestPage() {
  const { t } = useTranslation('home');
  const { config } = useClientConfig();
  const { user } = useCurrentUser();
  const codes = [...useContext(PermissionContext)].sort();
  const tokenAge = useTokenAge();
  const value = (raw: string | number | boolean) => (typeof raw === 'boolean' ? t(raw ? 'test.on' : 'test.off') : String(raw));
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('test.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" component="section" aria-labelledby="test-config">
          <Title order={3} fz="h5" mb="sm" id="test-config">
            {t('test.config')}
          </Title>
          <Table withRowBorders>
            <Table.Tbody>
              {configKeys.map((key) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row">{t(`test.configKeys.${key}`)}</Table.Th>
                  <Table.Td>{value(config[key])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="md" component="section" aria-labelledby="test-session">
          <Title order={3} fz="h5" mb="sm" id="test-session">
            {t('test.session')}
          </Title>
          <Table withRowBorders>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('test.userId')}</Table.Th>
                <Table.Td>{user?.id ?? ''}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('test.roleIds')}</Table.Th>
                <Table.Td>{user?.roleIds.join(', ') ?? ''}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('test.deptIds')}</Table.Th>
                <Table.Td>{user?.deptIds.join(', ') ?? ''}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('test.tokenAge')}</Table.Th>
                <Table.Td>{readStoredToken() && tokenAge !== undefined ? t('test.seconds', { count: Math.floor(tokenAge) }) : ''}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" component="section" aria-labelledby="test-permissions">
        <Title order={3} fz="h5" mb="sm" id="test-permissions">
          {t('test.permissions', { count: codes.length })}
        </Title>
        {codes.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          <Group gap={6}>
            {codes.map((code) => (
              <Badge key={code} variant="outline" tt="none">
                {code}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
}
