import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestDatasourceMutation } from '../../../generated/graphql';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { datasourceCrud, type DatasourceRow } from './datasource-crud';
import { datasourceOperations } from './datasource-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/** Datasources (/tool/datasource): list, search, add / edit / view / delete, and a connection test per row. */
export function DatasourcePage() {
  const { t } = useTranslation();
  const list = useCrudList(datasourceCrud);
  const operations = useCrudOperations(list.variables, datasourceOperations);
  const canTest = usePermission(datasourceCrud.permissions.view ?? '');
  const [testing, setTesting] = useState<string | undefined>(undefined);
  const [testDatasource] = useTestDatasourceMutation();

  const test = async (row: DatasourceRow) => {
    setTesting(row.id);
    try {
      const result = (await testDatasource({ variables: { id: row.id } })).data?.testDatasource;
      if (result?.success) {
        notifySuccess(t('datasource:test.success', { name: row.name }));
      } else if (result) {
        notifyError(t('datasource:test.failure', { name: row.name, message: result.message }));
      }
    } catch {
      // The global error toast reports a failing call.
    } finally {
      setTesting(undefined);
    }
  };

  return (
    <CrudPage
      config={datasourceCrud}
      list={list}
      operations={operations}
      rowActionsExtra={(row): RowAction[] =>
        canTest
          ? [
              {
                key: 'test',
                label: t('datasource:test.button'),
                icon: <IconPlugConnected size={14} aria-hidden />,
                loading: testing === row.id,
                onClick: () => void test(row),
              },
            ]
          : []
      }
    />
  );
}
