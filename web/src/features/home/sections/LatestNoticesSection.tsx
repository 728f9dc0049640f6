import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkNoticesReadMutation, useMyNoticeFeedQuery } from '../../../generated/graphql';
import { NoticeDialog, type FeedNotice } from '../../../layout/public';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import type { HomeSectionProps } from '../../../shared/home/home-sections';

/** The caller's five latest unread notices; opening one shows it and marks it read. */
export function LatestNoticesSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const { data, error } = useMyNoticeFeedQuery({
    variables: { unreadOnly: true, page: { current: 1, size: 5 } },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMarkNoticesReadMutation({ refetchQueries: ['MyNoticeCounts', 'MyNoticeFeed'] });
  const [open, setOpen] = useState<FeedNotice | undefined>(undefined);
  const page = data?.myNotices;
  const show = (notice: FeedNotice) => {
    setOpen(notice);
    markRead({ variables: { ids: [notice.id] } }).catch(() => undefined);
  };
  return (
    <Card withBorder radius="md" padding={dense ? 'md' : 'lg'} h="100%" component="section" aria-labelledby="home-latest-notices">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5" id="home-latest-notices">
          {t('notices.title')}
        </Title>
        {page && (
          <Text size="sm" c="dimmed">
            {t('notices.unread', { count: page.total })}
          </Text>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm">
          {t('notices.loadFailed')}
        </Text>
      )}
      {page && page.records.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('notices.empty')}
        </Text>
      )}
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {page?.records.map((notice) => (
          <Group component="li" key={notice.id} justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component="button" type="button" size="sm" onClick={() => show(notice)} lineClamp={1} ta="left">
              {notice.title}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDateTime(notice.releaseTime).slice(0, 10)}
            </Text>
          </Group>
        ))}
      </Stack>
      <NoticeDialog notice={open} onClose={() => setOpen(undefined)} />
    </Card>
  );
}
