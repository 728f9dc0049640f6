import { PostDocument, PostsDocument, RemovePostsDocument, SubmitPostDocument, type PostFilter } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
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

/** The post page's list (with export), detail, submit and remove, for useCrudOperations. */
export const postOperations = crudOperations<PostRow, PostFormValues, PostFilter>()({
  list: PostsDocument,
  page: (data) => data.posts,
  variables: (variables) => ({ ...variables, filter: postFilter(variables.filter) }),
  exportable: true,
  detail: { document: PostDocument, row: (data) => data.post },
  submit: {
    document: SubmitPostDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      category: Number(values.category),
      postCode: values.postCode.trim(),
      postName: values.postName.trim(),
      sort: values.sort === '' ? null : values.sort,
      remark: optionalText(values.remark),
    }),
  },
  remove: { document: RemovePostsDocument },
});
