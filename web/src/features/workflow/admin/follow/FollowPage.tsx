import { IconGitBranch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/permission/usePermission';
import { CrudPage } from '../../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import { InstanceFlowChartDialog } from '../../diagram/InstanceFlowChartDialog';
import { DeleteInstanceDialog } from './DeleteInstanceDialog';
import { followCrud, type FlowInstanceRow } from './follow-crud';
import { followOperations } from './follow-operations';

/** Process tracking (/flow/follow): the tenant's running instances, their flow charts, deletion with a reason. */
export function FollowPage() {
  const { t } = useTranslation('workflowAdmin');
  const list = useCrudList(followCrud);
  const operations = useCrudOperations(list.variables, followOperations);
  const canDelete = usePermission('flow_follow_delete');
  const [chartOf, setChartOf] = useState<FlowInstanceRow | null>(null);
  const [deleting, setDeleting] = useState<FlowInstanceRow | null>(null);
  const { refetch } = operations;

  return (
    <>
      <CrudPage
        config={followCrud}
        list={list}
        operations={operations}
        rowActionsExtra={(row): RowAction[] => [
          { key: 'chart', label: t('actions.flowChart'), icon: <IconGitBranch size={14} aria-hidden />, onClick: () => setChartOf(row) },
          ...(canDelete
            ? [
                {
                  key: 'delete',
                  label: t('actions.delete'),
                  color: 'red',
                  icon: <IconTrash size={14} aria-hidden />,
                  onClick: () => setDeleting(row),
                },
              ]
            : []),
        ]}
      />
      <InstanceFlowChartDialog processInstanceId={chartOf?.id ?? null} processName={chartOf?.name} onClose={() => setChartOf(null)} />
      <DeleteInstanceDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          refetch().catch(() => undefined);
        }}
      />
    </>
  );
}
