import { graphql, HttpResponse } from 'msw';
import type {
  MarkAllNoticesReadMutation,
  MarkAllNoticesReadMutationVariables,
  MarkNoticesReadMutation,
  MarkNoticesReadMutationVariables,
  MyNoticeCountsQuery,
  MyNoticeCountsQueryVariables,
  MyNoticeFeedQuery,
  MyNoticeFeedQueryVariables,
} from '../../generated/graphql';

export type FeedRow = MyNoticeFeedQuery['myNotices']['records'][number];

function notice(id: number, category: number, read: boolean): FeedRow {
  const categoryNames: Record<number, string> = {
    1: 'Release',
    2: 'Approved',
    3: 'Forwarded',
    4: 'Instruction',
    5: 'Appointment',
    6: 'Affairs',
  };
  return {
    id: String(1000 + id),
    title: `Notice ${id}`,
    category,
    categoryName: categoryNames[category] ?? null,
    content: `<p>Body of notice <strong>${id}</strong></p>`,
    read,
    releaseTime: new Date(Date.UTC(2026, 10, 20 - id, 8)).toISOString(),
  };
}

/** The caller's notices the mocks answer with, newest first: 7 announcements (2 read), 1 affairs, no mail. */
export function noticeFeedFixture(): FeedRow[] {
  return [
    notice(1, 1, false),
    notice(2, 6, false),
    notice(3, 1, false),
    notice(4, 5, true),
    notice(5, 1, false),
    notice(6, 1, false),
    notice(7, 1, true),
    notice(8, 1, false),
  ];
}

function asList(value: number | readonly number[] | null | undefined): readonly number[] | null {
  if (value === null || value === undefined) {
    return null;
  }
  return typeof value === 'number' ? [value] : value;
}

/** Mocks over a mutable list, so reading and "mark all read" change what later queries answer. */
export function noticePopoverHandlers(rows: FeedRow[] = noticeFeedFixture()) {
  const unreadOf = (value: number | readonly number[] | null | undefined) => {
    const categories = asList(value);
    return rows.filter((row) => !row.read && (!categories || categories.includes(row.category))).length;
  };
  return {
    MyNoticeCounts: graphql.query<MyNoticeCountsQuery, MyNoticeCountsQueryVariables>('MyNoticeCounts', ({ variables }) =>
      HttpResponse.json({
        data: {
          total: unreadOf(null),
          mail: unreadOf(variables.mail),
          messages: unreadOf(variables.messages),
          notices: unreadOf(variables.notices),
        },
      }),
    ),
    MyNoticeFeed: graphql.query<MyNoticeFeedQuery, MyNoticeFeedQueryVariables>('MyNoticeFeed', ({ variables }) => {
      const categories = asList(variables.categories);
      const matching = rows.filter((row) => (!categories || categories.includes(row.category)) && (!variables.unreadOnly || !row.read));
      const current = variables.page?.current ?? 1;
      const size = variables.page?.size ?? 10;
      const records = matching.slice((current - 1) * size, current * size).map((row) => ({ ...row }));
      return HttpResponse.json({
        data: { myNotices: { current, size, total: matching.length, pages: Math.ceil(matching.length / size), records } },
      });
    }),
    MarkNoticesRead: graphql.mutation<MarkNoticesReadMutation, MarkNoticesReadMutationVariables>('MarkNoticesRead', ({ variables }) => {
      const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
      const changed = rows.filter((row) => !row.read && ids.includes(row.id));
      changed.forEach((row) => {
        row.read = true;
      });
      return HttpResponse.json({ data: { markNoticesRead: changed.length } });
    }),
    MarkAllNoticesRead: graphql.mutation<MarkAllNoticesReadMutation, MarkAllNoticesReadMutationVariables>(
      'MarkAllNoticesRead',
      ({ variables }) => {
        const categories = asList(variables.categories);
        const changed = rows.filter((row) => !row.read && (!categories || categories.includes(row.category)));
        changed.forEach((row) => {
          row.read = true;
        });
        return HttpResponse.json({ data: { markAllNoticesRead: changed.length } });
      },
    ),
  };
}

/** Default handlers: an empty notice list (pages that do not test notices stay quiet). */
export const noticePopoverMocks = noticePopoverHandlers([]);
