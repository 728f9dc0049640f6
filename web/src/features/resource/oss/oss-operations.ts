import {
  RemoveStorageConfigsDocument,
  StorageConfigDocument,
  StorageConfigsDocument,
  SubmitStorageConfigDocument,
  type OssFilter,
  type OssInput,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { OssFormValues, OssRow } from './oss-crud';

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The form values as the mutation's input; an empty secret is left out so the stored one stays. */
export function ossInput(values: OssFormValues, row: OssRow | undefined): OssInput {
  return {
    ...(row ? { id: row.id } : {}),
    category: Number(values.category),
    ossCode: values.ossCode.trim(),
    endpoint: orNull(values.endpoint),
    accessKey: orNull(values.accessKey),
    ...(values.secretKey === '' ? {} : { secretKey: values.secretKey }),
    bucketName: orNull(values.bucketName),
    appId: orNull(values.appId),
    region: orNull(values.region),
    remark: orNull(values.remark),
  };
}

/** The storage page's list, detail, submit and remove, for useCrudOperations (enabling one is the page's own call). */
export const ossOperations = crudOperations<OssRow, OssFormValues, OssFilter>()({
  list: StorageConfigsDocument,
  page: (data) => data.storageConfigs,
  detail: { document: StorageConfigDocument, row: (data) => data.storageConfig },
  submit: { document: SubmitStorageConfigDocument, input: ossInput },
  remove: { document: RemoveStorageConfigsDocument },
});
