import { Badge, Button, Center, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyNoticeFeedQuery, type MyNoticeFeedQuery } from '../../generated/graphql';
import { formatDateTime } from '../../shared/utils/format-date-time';
import { noticePageSize } from './notice-tabs';

export type FeedNotice = MyNoticeFeedQuery['myNotices']['records'][number];

/** One tab of the popover: the caller's notices of some categories, newest first, with "load more". */
export function NoticeTabList({ categories, onOpen }: { categories: number[]; onOpen: (notice: FeedNotice) => void }) {
  const { t } = useTranslation('noticePopover');
  const [size, setSize] = useState(noticePageSize);
  const { data, previousData, loading, error } = useMyNoticeFeedQuery({
    variables: { categories, page: { current: 1, size } },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.myNotices;
  if (!page) {
    return (
      <Center py="lg">
        {error ? (
          <Text c="red" size="sm">
            {t('loadFailed')}
          </Text>
        ) : (
          <Loader size="sm" role="status" aria-label={t('loading')} />
        )}
      </Center>
    );
  }
  if (page.records.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {page.records.map((notice) => (
            <li key={notice.id}>
              <UnstyledButton
                onClick={() => onOpen(notice)}
                w="100%"
                px="sm"
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                aria-label={`${notice.title}${notice.read ? '' : ` (${t('unread')})`}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={notice.read ? 400 : 600} lineClamp={1}>
                    {notice.title}
                  </Text>
                  {!notice.read && (
                    <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>
                      {t('unread')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {[notice.categoryName, formatDateTime(notice.releaseTime)].filter(Boolean).join(' · ')}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {page.records.length < page.total ? (
        <Button variant="subtle" size="xs" mt={4} loading={loading} onClick={() => setSize((current) => current + noticePageSize)}>
          {t('loadMore')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed" ta="center" mt={6}>
          {t('noMore')}
        </Text>
      )}
    </Stack>
  );
}
