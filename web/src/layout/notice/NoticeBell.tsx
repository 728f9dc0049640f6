import { ActionIcon, Badge, Button, Group, Indicator, Popover, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkAllNoticesReadMutation, useMarkNoticesReadMutation } from '../../generated/graphql';
import { NoticeDialog } from './NoticeDialog';
import { badgeText, categoriesOf, noticeTabs, type NoticeTabKey } from './notice-tabs';
import { NoticeTabList, type FeedNotice } from './NoticeTabList';
import { useNoticeCounts } from './useNoticeCounts';

const refetchAfterRead = ['MyNoticeCounts', 'MyNoticeFeed'];

/** Top-bar bell with the unread count, opening the mail / messages / notices popover. */
export function NoticeBell() {
  const { t } = useTranslation('noticePopover');
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<NoticeTabKey>('notices');
  const [openNotice, setOpenNotice] = useState<FeedNotice | undefined>(undefined);
  const { counts, refetch } = useNoticeCounts();
  const [markRead] = useMarkNoticesReadMutation({ refetchQueries: refetchAfterRead });
  const [markAllRead, { loading: markingAll }] = useMarkAllNoticesReadMutation({ refetchQueries: refetchAfterRead });
  const total = counts?.total ?? 0;

  const open = (notice: FeedNotice) => {
    setOpened(false);
    setOpenNotice(notice);
    if (!notice.read) {
      markRead({ variables: { ids: [notice.id] } }).catch(() => undefined);
    }
  };
  const markTabRead = async () => {
    try {
      await markAllRead({ variables: { categories: categoriesOf(tab) } });
      notifications.show({ color: 'green', message: t('markedAllRead') });
    } catch {
      // shown by the error link
    }
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" withinPortal trapFocus onOpen={refetch}>
        <Indicator label={badgeText(total)} size={16} color="red" offset={6} disabled={total === 0} inline>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setOpened((current) => !current)}
              aria-label={t('bell', { count: total })}
              title={t('bell', { count: total })}
              aria-haspopup="dialog"
              aria-expanded={opened}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p="xs" role="dialog" aria-labelledby={titleId}>
          <Group justify="space-between" mb={6} px={4}>
            <Text fw={600} size="sm" id={titleId}>
              {t('title')}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              loading={markingAll}
              disabled={(counts?.[tab] ?? 0) === 0}
              onClick={() => void markTabRead()}
            >
              {t('markAllRead')}
            </Button>
          </Group>
          <Tabs value={tab} onChange={(value) => setTab((value as NoticeTabKey | null) ?? 'notices')} keepMounted={false}>
            <Tabs.List grow>
              {noticeTabs.map(({ key }) => (
                <Tabs.Tab
                  key={key}
                  value={key}
                  rightSection={
                    (counts?.[key] ?? 0) > 0 ? (
                      <Badge
                        size="xs"
                        color="red"
                        variant="filled"
                        circle={(counts?.[key] ?? 0) < 10}
                        aria-label={t('unreadCount', { count: counts?.[key] ?? 0 })}
                      >
                        {badgeText(counts?.[key] ?? 0)}
                      </Badge>
                    ) : null
                  }
                >
                  {t(`tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {noticeTabs.map(({ key, categories }) => (
              <Tabs.Panel key={key} value={key} pt={6}>
                <NoticeTabList categories={[...categories]} onOpen={open} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Popover.Dropdown>
      </Popover>
      <NoticeDialog notice={openNotice} onClose={() => setOpenNotice(undefined)} />
    </>
  );
}
