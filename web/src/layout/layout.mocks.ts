import { graphql, HttpResponse } from 'msw';
import type { ClearCacheMutation, ClearCacheMutationVariables, MyTopMenusQuery, MyTopMenusQueryVariables } from '../generated/graphql';

/** Top menus the layout mocks answer with (none by default: the top menu stays hidden). */
export const layoutFixtures = {
  topMenus: [] as MyTopMenusQuery['myTopMenus'],
};

/** Default handlers of the layout, keyed by operation name. */
export const layoutMocks = {
  MyTopMenus: graphql.query<MyTopMenusQuery, MyTopMenusQueryVariables>('MyTopMenus', () =>
    HttpResponse.json({ data: { myTopMenus: layoutFixtures.topMenus } }),
  ),
  ClearCache: graphql.mutation<ClearCacheMutation, ClearCacheMutationVariables>('ClearCache', () =>
    HttpResponse.json({ data: { clearCache: true } }),
  ),
};
