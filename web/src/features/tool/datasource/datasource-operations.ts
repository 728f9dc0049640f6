import {
  DatasourceDocument,
  DatasourcesDocument,
  RemoveDatasourcesDocument,
  SubmitDatasourceDocument,
  type DatasourceFilter,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { DatasourceFormValues, DatasourceRow } from './datasource-crud';

/** The datasource page's list (with export), detail, submit and remove, for useCrudOperations. */
export const datasourceOperations = crudOperations<DatasourceRow, DatasourceFormValues, DatasourceFilter>()({
  list: DatasourcesDocument,
  page: (data) => data.datasources,
  exportable: true,
  detail: { document: DatasourceDocument, row: (data) => data.datasource },
  submit: {
    document: SubmitDatasourceDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      name: values.name.trim(),
      driverClass: values.driverClass,
      url: values.url.trim(),
      username: values.username.trim(),
      // Blank on edit keeps the stored password; on add, blank means none.
      ...(values.password === '' ? (row ? {} : { password: null }) : { password: values.password }),
      remark: values.remark.trim() === '' ? null : values.remark.trim(),
    }),
  },
  remove: { document: RemoveDatasourcesDocument },
});
