import { ParamDocument, ParamsDocument, RemoveParamsDocument, SubmitParamDocument, type ParamFilter } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { ParamFormValues, ParamRow } from './param-crud';

/** The parameter page's list (with export), detail, submit and remove, for useCrudOperations. */
export const paramOperations = crudOperations<ParamRow, ParamFormValues, ParamFilter>()({
  list: ParamsDocument,
  page: (data) => data.params,
  exportable: true,
  detail: { document: ParamDocument, row: (data) => data.param },
  submit: {
    document: SubmitParamDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      paramName: values.paramName.trim(),
      paramKey: values.paramKey.trim(),
      paramValue: values.paramValue,
      remark: values.remark.trim() === '' ? null : values.remark,
    }),
  },
  remove: { document: RemoveParamsDocument },
});
