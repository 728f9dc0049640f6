/** The three tabs of the notice popover (SPEC §2: mail, messages, notices). */
export type NoticeTabKey = 'mail' | 'messages' | 'notices';

/**
 * Which keys of the `notice` dictionary each tab shows. The dictionary has six categories and no
 * notion of mail or messages, so the mapping is ours:
 * - notices: announcements made to everyone, 1 (release notice) and 5 (appointment notice);
 * - messages: day-to-day business, 4 (instruction notice) and 6 (affairs notice);
 * - mail: documents passed on to the reader, 2 (approved and passed on) and 3 (forwarded notice).
 * Categories added to the dictionary later show on the home page's latest notices, not in a tab.
 */
export const noticeTabs: ReadonlyArray<{ key: NoticeTabKey; categories: readonly number[] }> = [
  { key: 'mail', categories: [2, 3] },
  { key: 'messages', categories: [4, 6] },
  { key: 'notices', categories: [1, 5] },
];

/** Notices shown per "load more" step. */
export const noticePageSize = 5;

/** The badge shows at most this number (then "99+"). */
export const maxBadgeCount = 99;

export function badgeText(count: number): string {
  return count > maxBadgeCount ? `${maxBadgeCount}+` : String(count);
}

export function categoriesOf(key: NoticeTabKey): number[] {
  return [...(noticeTabs.find((tab) => tab.key === key)?.categories ?? [])];
}
