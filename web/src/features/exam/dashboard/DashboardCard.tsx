import { Anchor, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The frame of a staff dashboard section: a titled card, a loader until the figures arrive, an empty text. */
export function DashboardCard({
  id,
  title,
  dense,
  loading,
  empty,
  link,
  children,
}: {
  id: string;
  title: string;
  dense: boolean;
  loading: boolean;
  empty?: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding={dense ? 'md' : 'lg'} h="100%" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5" id={id}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {loading ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('examDashboard:loading')} />
        </Center>
      ) : empty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
