import { readIdList } from '../legacy-params';
import type { LegacyRoute } from '../legacy-route';
import { statusOk } from '../legacy-envelope';
import { LEGACY_USER_UNLOCK } from '../operations/auth.operations';

/** blade-user. */
export function userRoutes(): LegacyRoute[] {
  return [
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-user/unlock',
      operation: LEGACY_USER_UNLOCK,
      variables: (request) => ({ userIds: readIdList(request, 'userIds') }),
      reshape: statusOk,
    },
  ];
}
