import { Center, Stack, Text, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown inside the layout for a menu entry whose page is not built yet (a 404-style view). */
export function NotAvailablePage({ name }: { name: string }) {
  const { t } = useTranslation('layout');
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm">
        <IconBarrierBlock size={56} stroke={1.5} aria-hidden color="var(--mantine-color-gray-5)" />
        <Title order={2}>{t('notAvailable.heading')}</Title>
        <Text c="dimmed">{t('notAvailable.text', { name })}</Text>
      </Stack>
    </Center>
  );
}
