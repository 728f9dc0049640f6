import { modals } from '@mantine/modals';
import { IconGitBranch, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DefinitionState,
  useChangeFlowDefinitionStateMutation,
  useDeleteFlowDeploymentsMutation,
} from '../../../../generated/graphql';
import { usePermission } from '../../../../shared/permission/usePermission';
import { notifySuccess } from '../../../../shared/ui/crud/notify-success';
import { notifyWarning } from '../../../../shared/ui/crud/notify-warning';
import type { RowAction } from '../../../../shared/ui/crud/row-action';
import type { FlowDefinitionRow } from './manager-crud';

/** The definition rows' own actions, each behind its button code: activate / suspend, flow chart, delete deployment. */
export function useDefinitionActions(refetch: () => Promise<unknown>, showChart: (row: FlowDefinitionRow) => void) {
  const { t } = useTranslation('workflowAdmin');
  const canChangeState = usePermission('flow_manager_state');
  const canSeeChart = usePermission('flow_manager_image');
  const canRemove = usePermission('flow_manager_remove');
  const [changeState] = useChangeFlowDefinitionStateMutation();
  const [deleteDeployments] = useDeleteFlowDeploymentsMutation();

  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  const confirmState = useCallback(
    (row: FlowDefinitionRow) => {
      const state: DefinitionState = row.suspended ? 'ACTIVE' : 'SUSPENDED';
      const verb = row.suspended ? 'activate' : 'suspend';
      modals.openConfirmModal({
        title: t(`manager.${verb}.title`),
        children: t(`manager.${verb}.text`, { name: row.name, version: row.version }),
        labels: { confirm: t(`manager.${verb}.confirm`), cancel: t('actions.cancel') },
        confirmProps: { color: row.suspended ? 'green' : 'orange' },
        onConfirm: () => {
          changeState({ variables: { definitionId: row.id, state } }).then(
            ({ data }) => {
              const answer = data?.changeDefinitionState;
              if (answer) {
                (answer.changed ? notifySuccess : notifyWarning)(answer.message);
              }
              reload();
            },
            () => undefined,
          );
        },
      });
    },
    [changeState, reload, t],
  );

  const confirmRemove = useCallback(
    (row: FlowDefinitionRow) => {
      modals.openConfirmModal({
        title: t('manager.remove.title'),
        children: t('manager.remove.text', { name: row.name, version: row.version }),
        labels: { confirm: t('manager.remove.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          deleteDeployments({ variables: { ids: [row.deploymentId] } }).then(
            () => {
              notifySuccess(t('manager.remove.done'));
              reload();
            },
            () => undefined,
          );
        },
      });
    },
    [deleteDeployments, reload, t],
  );

  return useCallback(
    (row: FlowDefinitionRow): RowAction[] => [
      ...(canChangeState
        ? [
            row.suspended
              ? {
                  key: 'activate',
                  label: t('manager.activate.action'),
                  color: 'green',
                  icon: <IconPlayerPlay size={14} aria-hidden />,
                  onClick: () => confirmState(row),
                }
              : {
                  key: 'suspend',
                  label: t('manager.suspend.action'),
                  color: 'orange',
                  icon: <IconPlayerPause size={14} aria-hidden />,
                  onClick: () => confirmState(row),
                },
          ]
        : []),
      ...(canSeeChart
        ? [{ key: 'chart', label: t('actions.flowChart'), icon: <IconGitBranch size={14} aria-hidden />, onClick: () => showChart(row) }]
        : []),
      ...(canRemove
        ? [
            {
              key: 'remove',
              label: t('actions.delete'),
              color: 'red',
              icon: <IconTrash size={14} aria-hidden />,
              onClick: () => confirmRemove(row),
            },
          ]
        : []),
    ],
    [canChangeState, canSeeChart, canRemove, confirmState, confirmRemove, showChart, t],
  );
}
