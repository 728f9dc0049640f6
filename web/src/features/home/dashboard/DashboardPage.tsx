import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconLayoutList, IconMail, IconMessage, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeCounts, useLayoutContext, flattenMenuTree } from '../../../layout/public';
import { useMyPermissionsQuery } from '../../../generated/graphql';
import { HomeSections } from '../sections/HomeSections';

export const dashboardPagePath = '/wel/dashboard';

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** /wel/dashboard (console): the caller's figures at a glance, then the home sections, denser. */
export function DashboardPage() {
  const { t } = useTranslation('home');
  const { counts } = useNoticeCounts();
  const { menuTree, menusLoading } = useLayoutContext();
  const permissions = useMyPermissionsQuery({ fetchPolicy: 'cache-first' }).data?.myPermissions;
  const pages = flattenMenuTree(menuTree).filter(({ node }) => node.children.length === 0).length;
  const shown = (value: number | undefined) => (value === undefined ? '–' : value);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('dashboard.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <Stat label={t('dashboard.unreadNotices')} value={shown(counts?.notices)} icon={<IconBell size={20} aria-hidden />} />
        <Stat label={t('dashboard.unreadMessages')} value={shown(counts?.messages)} icon={<IconMessage size={20} aria-hidden />} />
        <Stat label={t('dashboard.unreadMail')} value={shown(counts?.mail)} icon={<IconMail size={20} aria-hidden />} />
        <Stat
          label={t('dashboard.pages')}
          value={menusLoading ? shown(undefined) : pages}
          icon={<IconLayoutList size={20} aria-hidden />}
        />
        <Stat label={t('dashboard.permissions')} value={shown(permissions?.length)} icon={<IconShieldCheck size={20} aria-hidden />} />
      </SimpleGrid>
      <HomeSections audience="staff" pagePath={dashboardPagePath} dense />
    </Stack>
  );
}
