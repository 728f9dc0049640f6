import {
  RemoveTopMenusDocument,
  SubmitTopMenuDocument,
  TopMenuDocument,
  TopMenusDocument,
  type TopMenuFilter,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { optionalText } from '../../../shared/utils/form-schemas';
import type { TopMenuFormValues, TopMenuRow } from './topmenu-crud';

/** The top menu page's list (with export; the list has no sort), detail, submit and remove, for useCrudOperations. */
export const topMenuOperations = crudOperations<TopMenuRow, TopMenuFormValues, TopMenuFilter>()({
  list: TopMenusDocument,
  page: (data) => data.topMenus,
  variables: ({ filter, page }) => ({ filter, page }),
  exportable: true,
  detail: { document: TopMenuDocument, row: (data) => data.topMenu },
  submit: {
    document: SubmitTopMenuDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      name: values.name.trim(),
      code: values.code.trim(),
      source: optionalText(values.source),
      sort: values.sort === '' ? null : values.sort,
    }),
  },
  remove: { document: RemoveTopMenusDocument },
});
