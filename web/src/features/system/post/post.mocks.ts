import { graphql, HttpResponse } from 'msw';
import type {
  PostQuery,
  PostQueryVariables,
  PostsQuery,
  PostsQueryVariables,
  RemovePostsMutation,
  RemovePostsMutationVariables,
  SubmitPostMutation,
  SubmitPostMutationVariables,
} from '../../../generated/graphql';
import type { PostRow } from './post-crud';

/** Posts of the demo tenant (codes are data). */
export const postFixtures: readonly PostRow[] = [
  { id: '201', category: 1, postCode: 'ceo', postName: 'Chief executive', sort: 1, remark: 'Top post' },
  { id: '202', category: 1, postCode: 'coo', postName: 'Chief operating officer', sort: 2, remark: '' },
  { id: '203', category: 2, postCode: 'manager', postName: 'Manager', sort: 3, remark: '' },
  { id: '204', category: 3, postCode: 'staff', postName: 'Staff member', sort: 4, remark: '' },
];

export const postPermissionCodes: readonly string[] = ['post_add', 'post_edit', 'post_delete', 'post_view'];

function contains(value: string, part: string | null | undefined): boolean {
  return !part || value.toLowerCase().includes(part.toLowerCase());
}

export function postPage(variables: PostsQueryVariables, rows: readonly PostRow[] = postFixtures): PostsQuery['posts'] {
  const filter = variables.filter ?? {};
  const matches = rows.filter(
    (row) =>
      (filter.category == null || row.category === filter.category) &&
      contains(row.postCode, filter.postCode) &&
      contains(row.postName, filter.postName),
  );
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: matches.length,
    size,
    current,
    pages: Math.ceil(matches.length / size),
    records: matches.slice((current - 1) * size, current * size),
  };
}

/** Default handlers of the post feature, keyed by operation name. */
export const postMocks = {
  Posts: graphql.query<PostsQuery, PostsQueryVariables>('Posts', ({ variables }) =>
    HttpResponse.json({ data: { posts: postPage(variables) } }),
  ),
  Post: graphql.query<PostQuery, PostQueryVariables>('Post', ({ variables }) => {
    const row = postFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { post: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitPost: graphql.mutation<SubmitPostMutation, SubmitPostMutationVariables>('SubmitPost', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitPost: {
          id: input.id ?? '299',
          category: input.category,
          postCode: input.postCode,
          postName: input.postName,
          sort: input.sort ?? 0,
          remark: input.remark ?? '',
        },
      },
    });
  }),
  RemovePosts: graphql.mutation<RemovePostsMutation, RemovePostsMutationVariables>('RemovePosts', ({ variables }) =>
    HttpResponse.json({ data: { removePosts: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
};
