import { useApolloClient } from '@apollo/client/react';
import { IconDownload, IconRocket } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkflowModelDocument } from '../../../../generated/graphql';
import { saveFile } from '../../../../shared/files/save-file';
import { usePermission } from '../../../../shared/permission/usePermission';
import { CrudPage } from '../../../../shared/ui/crud/CrudPage';
import { notifyWarning } from '../../../../shared/ui/crud/notify-warning';
import type { RowAction } from '../../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import { DeployModelDialog } from './DeployModelDialog';
import { modelCrud, type FlowModelRow } from './model-crud';
import { modelOperations } from './model-operations';

/**
 * Models (/flow/model): list, add / edit / view / delete with the BPMN XML from a file, deploy with a category,
 * download the XML. The visual designer (bpmn-js Modeler) comes in a later step.
 */
export function ModelPage() {
  const { t } = useTranslation('workflowAdmin');
  const client = useApolloClient();
  const list = useCrudList(modelCrud);
  const operations = useCrudOperations(list.variables, modelOperations);
  const canDeploy = usePermission('flow_model_deploy');
  const canDownload = usePermission('flow_model_download');
  const [deploying, setDeploying] = useState<FlowModelRow | null>(null);

  const download = useCallback(
    (row: FlowModelRow) => {
      client.query({ query: WorkflowModelDocument, variables: { id: row.id }, fetchPolicy: 'network-only' }).then(
        ({ data }) => {
          const xml = data?.workflowModel.xml;
          if (xml) {
            saveFile(xml, `${row.modelKey}.bpmn20.xml`, 'application/xml');
          } else {
            notifyWarning(t('model.xmlNone'));
          }
        },
        () => undefined,
      );
    },
    [client, t],
  );

  return (
    <>
      <CrudPage
        config={modelCrud}
        list={list}
        operations={operations}
        rowActionsExtra={(row): RowAction[] => [
          ...(canDeploy
            ? [{ key: 'deploy', label: t('deploy.submit'), icon: <IconRocket size={14} aria-hidden />, onClick: () => setDeploying(row) }]
            : []),
          ...(canDownload
            ? [{ key: 'download', label: t('model.download'), icon: <IconDownload size={14} aria-hidden />, onClick: () => download(row) }]
            : []),
        ]}
      />
      <DeployModelDialog row={deploying} onClose={() => setDeploying(null)} />
    </>
  );
}
