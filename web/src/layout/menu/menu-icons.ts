import {
  IconAdjustments,
  IconApps,
  IconBook,
  IconBook2,
  IconBriefcase,
  IconBuildingCommunity,
  IconHome,
  IconLayoutNavbar,
  IconMenu2,
  IconSettings,
  IconSitemap,
  IconUser,
  IconUserShield,
  type TablerIcon,
} from '@tabler/icons-react';

/** Icon used when a menu has no (or an unknown) icon. */
export const defaultMenuIcon: TablerIcon = IconMenu2;

/**
 * The legacy menus name icon-font classes (`iconfont iconicon_setting`); map the ones the seeded
 * menus use, plus plain names, to Tabler icons. Unknown names get the default icon.
 */
const iconsByName: Readonly<Record<string, TablerIcon>> = {
  home: IconHome,
  iconicon_airplay: IconHome,
  setting: IconSettings,
  iconicon_setting: IconSettings,
  user: IconUser,
  iconicon_principal: IconUser,
  role: IconUserShield,
  iconicon_boss: IconUserShield,
  dept: IconSitemap,
  iconicon_group: IconSitemap,
  post: IconBriefcase,
  iconicon_message: IconBriefcase,
  menu: IconLayoutNavbar,
  iconicon_subordinate: IconLayoutNavbar,
  dict: IconBook,
  iconicon_addresslist: IconBook,
  dictbiz: IconBook2,
  iconicon_study: IconBook2,
  param: IconAdjustments,
  iconicon_community_line: IconAdjustments,
  tenant: IconBuildingCommunity,
  'icon-quanxian': IconBuildingCommunity,
  client: IconApps,
  iconicon_mobilephone: IconApps,
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
