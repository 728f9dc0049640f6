import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconDownload, IconPencilCog, IconRocket } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkflowModelDocument } from '../../../../generated/graphql';
import { saveFile } from '../../../../shared/files/save-file';
import { usePermission } from '../../../../shared/permission/usePermission';
import { CrudPage } from '../../../../shared/ui/crud/CrudPage';
import { notifyWarning } from '../../../../shared/ui/crud/notify-warning';
import type { RowAction } from '../../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import type { DesignerTarget } from '../designer/DesignerDialog';
import { DeployModelDialog } from './DeployModelDialog';
import { modelCrud, type FlowModelRow } from './model-crud';
import { modelOperations } from './model-operations';

// The designer (bpmn-js Modeler and its panel) loads when first opened, never with the list.
const DesignerDialog = lazy(() => import('../designer/DesignerDialog').then((module) => ({ default: module.DesignerDialog })));

/**
 * Models (/flow/model): list, add / edit / view / delete with the BPMN XML from a file, the visual designer
 * (a new model or a row's), deploy with a category, download the XML.
 */
export function ModelPage() {
  const { t } = useTranslation('workflowAdmin');
  const client = useApolloClient();
  const list = useCrudList(modelCrud);
  const operations = useCrudOperations(list.variables, modelOperations);
  const canDeploy = usePermission('flow_model_deploy');
  const canDownload = usePermission('flow_model_download');
  const canDesign = usePermission('flow_model_update');
  const canCreate = usePermission('flow_model_create');
  const [deploying, setDeploying] = useState<FlowModelRow | null>(null);
  const [designing, setDesigning] = useState<DesignerTarget | null>(null);

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
        toolbarExtra={() =>
          canCreate ? (
            <Button variant="light" leftSection={<IconPencilCog size={16} aria-hidden />} onClick={() => setDesigning({ kind: 'new' })}>
              {t('model.newDesign')}
            </Button>
          ) : null
        }
        rowActionsExtra={(row): RowAction[] => [
          ...(canDesign
            ? [
                {
                  key: 'design',
                  label: t('model.design'),
                  icon: <IconPencilCog size={14} aria-hidden />,
                  onClick: () => setDesigning({ kind: 'edit', row }),
                },
              ]
            : []),
          ...(canDeploy
            ? [{ key: 'deploy', label: t('deploy.submit'), icon: <IconRocket size={14} aria-hidden />, onClick: () => setDeploying(row) }]
            : []),
          ...(canDownload
            ? [{ key: 'download', label: t('model.download'), icon: <IconDownload size={14} aria-hidden />, onClick: () => download(row) }]
            : []),
        ]}
      />
      <DeployModelDialog row={deploying} onClose={() => setDeploying(null)} />
      {designing && (
        <Suspense fallback={null}>
          <DesignerDialog target={designing} onClose={() => setDesigning(null)} onSaved={() => void operations.refetch()} />
        </Suspense>
      )}
    </>
  );
}
