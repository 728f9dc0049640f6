import { useMyProfileQuery } from '../../../generated/graphql';
import { useSeededLabel } from '../../../i18n/seeded-label';
import type { SessionUser } from '../../../shared/session/session-store';

/** Names of the session's departments (from the caller's profile; seeded ones in the chosen language); undefined while loading. */
export function useSessionDepartments(user: SessionUser | undefined): string[] | undefined {
  const { data } = useMyProfileQuery({ skip: !user, fetchPolicy: 'cache-and-network' });
  const profile = data?.myProfile;
  const seededLabel = useSeededLabel();
  if (!user || !profile) {
    return undefined;
  }
  return user.deptIds.map((id) => seededLabel('dept', id, profile.deptNames[profile.deptIds.indexOf(id)] ?? id));
}
