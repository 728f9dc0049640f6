import { NoticeDocument, NoticesDocument, RemoveNoticesDocument, SubmitNoticeDocument } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { NoticeFormValues, NoticeRow, NoticeSearch } from './notice-crud';
import { noticeFilter } from './notice-filter';

/** The notice page's list (with export), detail, submit and remove, for useCrudOperations (publish and withdraw are the page's). */
export const noticeOperations = crudOperations<NoticeRow, NoticeFormValues, NoticeSearch>()({
  list: NoticesDocument,
  page: (data) => data.notices,
  variables: ({ filter, page, sort }) => ({ filter: noticeFilter(filter), page, ...(sort ? { sort } : {}) }),
  exportable: true,
  detail: { document: NoticeDocument, row: (data) => data.notice },
  submit: {
    document: SubmitNoticeDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      title: values.title.trim(),
      category: Number(values.category),
      content: values.content,
    }),
  },
  remove: { document: RemoveNoticesDocument },
});
