import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import type { CrudConfig, CrudListVariables, CrudRow } from '../../../shared/ui/crud/crud-types';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import type { LogFormValues, LogKind } from './log-crud';
import type { LogSearch } from './log-filter';
import { LogViewModal } from './LogViewModal';
import type { LogOperations } from './log-operations';

/** Button code of each kind's view action (menu seed: log_usual_view, log_api_view, log_error_view). */
const viewCodes: Readonly<Record<LogKind, string>> = {
  usual: 'log_usual_view',
  api: 'log_api_view',
  error: 'log_error_view',
};

/**
 * One log list (usual, API or error): search with a creation date range, read-only table, and a view
 * dialog with every field of the entry. No add, edit or delete: logs are written by the server.
 */
export function LogPage<Row extends CrudRow>({
  kind,
  config,
  useOperations,
}: {
  kind: LogKind;
  config: CrudConfig<Row, LogFormValues, LogSearch>;
  useOperations: (variables: CrudListVariables<Partial<LogSearch>>) => LogOperations<Row>;
}) {
  const { t } = useTranslation();
  const list = useCrudList(config);
  const { operations, loadDetail } = useOperations(list.variables);
  const canView = usePermission(viewCodes[kind]);
  const [viewing, setViewing] = useState<string | undefined>(undefined);

  return (
    <>
      <CrudPage
        config={config}
        list={list}
        operations={operations}
        rowActionsExtra={
          canView
            ? (row): RowAction[] => [
                { key: 'view', label: t('crud:row.view'), icon: <IconEye size={14} aria-hidden />, onClick: () => setViewing(row.id) },
              ]
            : undefined
        }
      />
      <LogViewModal kind={kind} id={viewing} loadDetail={loadDetail} onClose={() => setViewing(undefined)} />
    </>
  );
}
