import { Badge, Group, Modal, Stack, Text, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/utils/format-date-time';
import { safeNoticeHtml } from './safe-html';

/** The notice fields the dialog shows (a `myNotices` row). */
export interface NoticeDialogNotice {
  id: string;
  title: string;
  categoryName?: string | null;
  content: string;
  releaseTime?: string | null;
}

/** One notice: title, category, release time and the (allowlisted) rich-text content. */
export function NoticeDialog({ notice, onClose }: { notice: NoticeDialogNotice | undefined; onClose: () => void }) {
  const { t } = useTranslation('noticePopover');
  const html = useMemo(() => (notice ? safeNoticeHtml(notice.content) : ''), [notice]);
  return (
    <Modal
      opened={notice !== undefined}
      onClose={onClose}
      title={notice?.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {notice && (
        <Stack gap="sm">
          <Group gap="sm">
            {notice.categoryName && <Badge variant="light">{notice.categoryName}</Badge>}
            {notice.releaseTime && (
              <Text size="sm" c="dimmed">
                {t('dialog.releaseTime', { time: formatDateTime(notice.releaseTime) })}
              </Text>
            )}
          </Group>
          <Typography>
            <div data-testid="notice-popover-content" dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        </Stack>
      )}
    </Modal>
  );
}
