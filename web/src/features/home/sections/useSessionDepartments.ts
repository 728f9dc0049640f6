import { useMyProfileQuery } from '../../../generated/graphql';
import type { SessionUser } from '../../auth/session/session-store';

/** Names of the session's departments (from the caller's profile); undefined while loading. */
export function useSessionDepartments(user: SessionUser | undefined): string[] | undefined {
  const { data } = useMyProfileQuery({ skip: !user, fetchPolicy: 'cache-and-network' });
  const profile = data?.myProfile;
  if (!user || !profile) {
    return undefined;
  }
  return user.deptIds.map((id) => profile.deptNames[profile.deptIds.indexOf(id)] ?? id);
}
