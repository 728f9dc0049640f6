import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The full-page card of the exam page's end and hold states: icon, title, examination name, message, extra
 * content and the way back to my exams (unless `actions` replaces it).
 */
export function NoticeCard({
  icon,
  title,
  examName,
  body,
  children,
  actions,
  role,
}: {
  icon: ReactNode;
  title: string;
  examName: string;
  body?: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: string;
}) {
  const { t } = useTranslation('examTake');
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={600} w="100%" role={role} aria-labelledby={role ? 'take-notice-title' : undefined}>
        <Stack align="center" gap="sm">
          {icon}
          <Title order={1} fz="h3" id="take-notice-title">
            {title}
          </Title>
          <Text fw={500}>{examName}</Text>
          {body && (
            <Text c="dimmed" ta="center">
              {body}
            </Text>
          )}
          {children}
          {actions ?? (
            <Button component={Link} to="/exam/my" variant="default">
              {t('submitted.back')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
