import { IconGitBranch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowInstanceDiagramQuery } from '../../../../generated/graphql';
import { usePermission } from '../../../../shared/permission/usePermission';
import { CrudPage } from '../../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import { FlowChartDialog } from '../../diagram/FlowChartDialog';
import { DeleteInstanceDialog } from './DeleteInstanceDialog';
import { followCrud, type FlowInstanceRow } from './follow-crud';
import { followOperations } from './follow-operations';

/** The flow chart of one running instance: its own definition version, history and open tasks. */
function InstanceChart({ row, onClose }: { row: FlowInstanceRow | null; onClose: () => void }) {
  const { data, error } = useFlowInstanceDiagramQuery({
    variables: { processInstanceId: row?.id ?? '' },
    skip: row === null,
    fetchPolicy: 'network-only',
  });
  // The global toast shows why; the dialog would only spin.
  useEffect(() => {
    if (error && row) {
      onClose();
    }
  }, [error, row, onClose]);
  const diagram = row && data ? data.processDiagram : null;
  return <FlowChartDialog opened={row !== null} onClose={onClose} diagram={diagram} processName={row?.name} />;
}

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
      <InstanceChart row={chartOf} onClose={() => setChartOf(null)} />
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
