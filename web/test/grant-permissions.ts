import { graphql, HttpResponse } from 'msw';
import type { MyPermissionsQuery } from '../src/generated/graphql';
import { sessionFixtures } from '../src/shared/session/session.mocks';
import { server } from './msw-server';

/** The signed-in user holds these button codes (on top of the session fixtures'). */
export function grantPermissions(codes: readonly string[]): void {
  server.use(
    graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...codes] } }),
    ),
  );
}
