import { useCallback, useMemo } from 'react';
import {
  usePostLazyQuery,
  usePostsLazyQuery,
  usePostsQuery,
  useRemovePostsMutation,
  useSubmitPostMutation,
  type PostFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { optionalText } from '../../../shared/utils/form-schemas';
import type { PostFormValues, PostRow } from './post-crud';

/** The post filter as the search panel gives it (the category select answers text). */
type PostSearch = Partial<Record<keyof PostFilter, string | number | null>>;

/** The search panel's values as the list query's filter (the category is a number there). */
export function postFilter(filter: PostSearch): PostFilter {
  const { category, postCode, postName } = filter;
  return {
    ...(category !== undefined && category !== null && category !== '' ? { category: Number(category) } : {}),
    ...(typeof postCode === 'string' ? { postCode } : {}),
    ...(typeof postName === 'string' ? { postName } : {}),
  };
}

/** The post page's list, detail, submit and remove calls, wired for CrudPage. */
export function usePostOperations(
  variables: CrudListVariables<Partial<PostFilter>>,
): CrudOperations<PostRow, PostFormValues, PostFilter> {
  const queryVariables = useMemo(() => ({ ...variables, filter: postFilter(variables.filter) }), [variables]);
  const list = usePostsQuery({ variables: queryVariables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = usePostsLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = usePostLazyQuery({ fetchPolicy: 'network-only' });
  const [submitPost] = useSubmitPostMutation({ context: handledErrors });
  const [removePosts] = useRemovePostsMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<PostFilter>>): Promise<CrudPageData<PostRow>> => {
      const result = await loadPage({ variables: { ...pageVariables, filter: postFilter(pageVariables.filter) } });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.posts;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: PostRow): Promise<PostRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.post ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: PostFormValues, row: PostRow | undefined) => {
      await submitPost({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            category: Number(values.category),
            postCode: values.postCode.trim(),
            postName: values.postName.trim(),
            sort: values.sort === '' ? null : values.sort,
            remark: optionalText(values.remark),
          },
        },
      });
    },
    [submitPost],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removePosts({ variables: { ids } });
    },
    [removePosts],
  );

  const data = list.data?.posts ?? list.previousData?.posts;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
