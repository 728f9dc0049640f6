import type { MyProfileQuery } from '../../generated/graphql';

export interface SwitchOption {
  value: string;
  label: string;
}

function zip(ids: readonly string[], names: readonly string[]): SwitchOption[] {
  return ids.map((id, index) => ({ value: id, label: names[index] ?? id }));
}

/** Every department and role of the caller's account (not only the session's), as select options. */
export function switchOptions(profile: MyProfileQuery['myProfile'] | undefined): { depts: SwitchOption[]; roles: SwitchOption[] } {
  if (!profile) {
    return { depts: [], roles: [] };
  }
  return { depts: zip(profile.deptIds, profile.deptNames), roles: zip(profile.roleIds, profile.roleNames) };
}
