import { useCallback, useMemo } from 'react';
import {
  useEnableStorageConfigMutation,
  useRemoveStorageConfigsMutation,
  useStorageConfigLazyQuery,
  useStorageConfigsQuery,
  useSubmitStorageConfigMutation,
  type OssFilter,
  type OssInput,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
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

/** The storage page's list, detail, submit, remove and enable calls, wired for CrudPage. */
export function useOssOperations(
  variables: CrudListVariables<Partial<OssFilter>>,
): CrudOperations<OssRow, OssFormValues, OssFilter> & { enable: (id: string) => Promise<unknown> } {
  const list = useStorageConfigsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadOne] = useStorageConfigLazyQuery({ fetchPolicy: 'network-only' });
  const [submitConfig] = useSubmitStorageConfigMutation({ context: handledErrors });
  const [removeConfigs] = useRemoveStorageConfigsMutation();
  const [enableConfig] = useEnableStorageConfigMutation();

  const fetchOne = useCallback(
    async (row: OssRow): Promise<OssRow> => (await loadOne({ variables: { id: row.id } })).data?.storageConfig ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: OssFormValues, row: OssRow | undefined) => {
      await submitConfig({ variables: { input: ossInput(values, row) } });
    },
    [submitConfig],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeConfigs({ variables: { ids } });
    },
    [removeConfigs],
  );
  const enable = useCallback(async (id: string) => enableConfig({ variables: { id } }), [enableConfig]);

  const data = list.data?.storageConfigs ?? list.previousData?.storageConfigs;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchOne, submit, remove, enable }),
    [data, list.loading, refetch, fetchOne, submit, remove, enable],
  );
}
