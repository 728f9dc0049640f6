import { useEffect } from 'react';
import { useMyNoticeCountsQuery } from '../../generated/graphql';
import { categoriesOf, type NoticeTabKey } from './notice-tabs';
import { handledErrors } from '../../shared/errors/handled-errors';

/** How often the unread counts are polled (and again whenever the window gets the focus). */
export const noticePollMs = 60_000;

export type NoticeCounts = Record<NoticeTabKey | 'total', number>;

const variables = { mail: categoriesOf('mail'), messages: categoriesOf('messages'), notices: categoriesOf('notices') };

/** Unread notices in total and per popover tab; polled every 60 s and on window focus. */
export function useNoticeCounts(): { counts: NoticeCounts | undefined; refetch: () => void } {
  const { data, previousData, refetch } = useMyNoticeCountsQuery({
    variables,
    pollInterval: noticePollMs,
    fetchPolicy: 'cache-and-network',
    context: handledErrors,
  });
  useEffect(() => {
    const onFocus = () => {
      void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const counts = data ?? previousData;
  return {
    counts: counts ? { total: counts.total, mail: counts.mail, messages: counts.messages, notices: counts.notices } : undefined,
    refetch: () => void refetch().catch(() => undefined),
  };
}
