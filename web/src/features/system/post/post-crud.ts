import { z } from 'zod';
import type { PostFilter, PostsQuery } from '../../../generated/graphql';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { sortOrderSchema } from '../../../shared/utils/form-schemas';
import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';

/** A row of the post list. */
export type PostRow = PostsQuery['posts']['records'][number];

/** The add/edit form; lengths and bounds as on the server (PostInput). */
export const postFormSchema = z.object({
  category: z.string().min(1, 'post:validation.categoryRequired'),
  postCode: z.string().trim().min(1, 'post:validation.postCodeRequired').max(12, 'post:validation.postCodeTooLong'),
  postName: z.string().trim().min(1, 'post:validation.postNameRequired').max(64, 'post:validation.postNameTooLong'),
  sort: sortOrderSchema({ invalid: 'post:validation.sortInvalid' }),
  remark: z.string().max(255, 'post:validation.remarkTooLong'),
});

export type PostFormValues = z.infer<typeof postFormSchema>;

/**
 * Posts (/system/post): columns, search, form and button codes. The category options come from the
 * dictionary post_category, so the config is built with them.
 */
export function postCrud(
  categories: readonly CrudOption[],
  categoryLabel: (key: number) => string,
): CrudConfig<PostRow, PostFormValues, PostFilter> {
  return {
    key: 'system.post',
    title: 'menu:post',
    permissions: { add: 'post_add', edit: 'post_edit', delete: 'post_delete', view: 'post_view' },
    columns: [
      { accessor: 'category', title: 'post:fields.category', sortable: true, value: (row) => categoryLabel(row.category) },
      { accessor: 'postCode', title: 'post:fields.postCode', sortable: true },
      {
        accessor: 'postName',
        title: 'post:fields.postName',
        sortable: true,
        value: (row) => seededLabel(i18n, 'post', row.postCode, row.postName),
      },
      { accessor: 'sort', title: 'post:fields.sort', sortable: true, width: 100 },
      { accessor: 'remark', title: 'post:fields.remark', ellipsis: true, maxWidth: 240 },
    ],
    search: [
      { name: 'category', label: 'post:fields.category', type: 'select', options: categories },
      { name: 'postCode', label: 'post:fields.postCode' },
      { name: 'postName', label: 'post:fields.postName' },
    ],
    form: {
      width: 720,
      schema: postFormSchema,
      initialValues: { category: '', postCode: '', postName: '', sort: '', remark: '' },
      fromRow: (row) => ({
        category: String(row.category),
        postCode: row.postCode,
        postName: row.postName,
        sort: row.sort,
        remark: row.remark,
      }),
      fields: [
        {
          name: 'category',
          label: 'post:fields.category',
          type: 'select',
          options: categories,
          required: true,
          span: 12,
          placeholder: 'post:placeholders.category',
        },
        { name: 'postCode', label: 'post:fields.postCode', required: true, span: 12, placeholder: 'post:placeholders.postCode' },
        { name: 'postName', label: 'post:fields.postName', required: true, span: 12, placeholder: 'post:placeholders.postName' },
        { name: 'sort', label: 'post:fields.sort', type: 'number', span: 12, placeholder: 'post:placeholders.sort' },
        { name: 'remark', label: 'post:fields.remark', type: 'textarea', placeholder: 'post:placeholders.remark' },
      ],
    },
    export: { fileName: 'post:exportFileName' },
  };
}
