import {
  IconAdjustments,
  IconApi,
  IconApps,
  IconBook,
  IconBook2,
  IconBooks,
  IconBriefcase,
  IconBug,
  IconBuilding,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconCloud,
  IconDatabase,
  IconDeviceDesktopAnalytics,
  IconEyeCheck,
  IconFileText,
  IconFolder,
  IconHome,
  IconIdBadge,
  IconLayoutDashboard,
  IconLayoutNavbar,
  IconListDetails,
  IconLock,
  IconMap2,
  IconMenu2,
  IconMessage,
  IconNotes,
  IconPackage,
  IconPaperclip,
  IconPencil,
  IconSchool,
  IconSettings,
  IconSitemap,
  IconTool,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconUserShield,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';

/** Icon used when a menu has no (or an unknown) icon. */
export const defaultMenuIcon: TablerIcon = IconMenu2;

/**
 * Menus name their icon in `source`: a Tabler icon name (`settings`, `users-group`) or, in legacy
 * rows, an icon-font class (`iconfont iconicon_setting`). Both map here; unknown names get the
 * default icon.
 */
const iconsByName: Readonly<Record<string, TablerIcon>> = {
  home: IconHome,
  settings: IconSettings,
  setting: IconSettings,
  adjustments: IconAdjustments,
  api: IconApi,
  apps: IconApps,
  books: IconBooks,
  bug: IconBug,
  building: IconBuilding,
  'calendar-event': IconCalendarEvent,
  'chart-bar': IconChartBar,
  checklist: IconChecklist,
  cloud: IconCloud,
  database: IconDatabase,
  'device-desktop-analytics': IconDeviceDesktopAnalytics,
  'eye-check': IconEyeCheck,
  'file-text': IconFileText,
  folder: IconFolder,
  'id-badge': IconIdBadge,
  'layout-navbar': IconLayoutNavbar,
  'list-details': IconListDetails,
  lock: IconLock,
  'menu-2': IconMenu2,
  notes: IconNotes,
  package: IconPackage,
  paperclip: IconPaperclip,
  pencil: IconPencil,
  school: IconSchool,
  sitemap: IconSitemap,
  tool: IconTool,
  users: IconUsers,
  'users-group': IconUsersGroup,
  user: IconUser,
  role: IconUserShield,
  dept: IconSitemap,
  post: IconBriefcase,
  menu: IconLayoutNavbar,
  dict: IconBook,
  dictbiz: IconBook2,
  param: IconAdjustments,
  tenant: IconBuildingCommunity,
  client: IconApps,
  // Legacy icon-font classes (Saber's seeded menus).
  iconicon_airplay: IconLayoutDashboard,
  iconicon_setting: IconSettings,
  iconicon_principal: IconUser,
  iconicon_boss: IconUserShield,
  iconicon_group: IconSitemap,
  iconicon_message: IconBriefcase,
  iconicon_subordinate: IconLayoutNavbar,
  iconicon_addresslist: IconBook,
  iconicon_study: IconBook2,
  iconicon_community_line: IconAdjustments,
  iconicon_mobilephone: IconApps,
  iconicon_sms: IconMessage,
  iconicon_affiliations_li: IconWorld,
  'icon-iframe': IconMap2,
  'icon-quanxian': IconBuildingCommunity,
};

/** The icon component for a menu's `source` ("" or unknown -> default icon). */
export function menuIcon(source: string): TablerIcon {
  const names = source.split(/\s+/).filter((name) => name.length > 0 && name !== 'iconfont');
  for (const name of names.reverse()) {
    const icon = iconsByName[name];
    if (icon) {
      return icon;
    }
  }
  return defaultMenuIcon;
}
