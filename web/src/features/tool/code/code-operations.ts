import {
  CodeRecordDocument,
  CodeRecordsDocument,
  RemoveCodeRecordsDocument,
  SubmitCodeRecordDocument,
  type CodeFilter,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { CodeFormValues, CodeRow } from './code-crud';

/** The code record page's list, detail, submit and remove, for useCrudOperations. */
export const codeOperations = crudOperations<CodeRow, CodeFormValues, CodeFilter>()({
  list: CodeRecordsDocument,
  page: (data) => data.codeRecords,
  detail: { document: CodeRecordDocument, row: (data) => data.codeRecord },
  submit: {
    document: SubmitCodeRecordDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      modelId: values.modelId,
      codeName: values.codeName.trim(),
      serviceName: values.serviceName.trim(),
      packageName: values.packageName.trim(),
      tablePrefix: values.tablePrefix,
      pkName: values.pkName.trim(),
      baseMode: Number(values.baseMode),
      tenantMode: Number(values.tenantMode),
      wrapMode: Number(values.wrapMode),
      templateType: values.templateType,
      author: values.author.trim(),
      apiPath: values.apiPath,
      webPath: values.webPath,
    }),
  },
  remove: { document: RemoveCodeRecordsDocument },
});
