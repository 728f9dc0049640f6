import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkflowModelQuery } from '../../../../generated/graphql';
import { GuardedModal } from '../../../../shared/ui/crud/discard-guard';
import { errorMessage } from '../../../../shared/errors/error-message';
import type { FlowModelRow } from '../model/model-crud';
import { DesignerWorkspace, type DesignerSubject } from './DesignerWorkspace';
import { newDiagramXml } from './new-diagram';
import { useState } from 'react';

/** What the designer opens: a saved model (its XML is loaded) or a new one (start -> end). */
export type DesignerTarget = { kind: 'edit'; row: FlowModelRow } | { kind: 'new' };

const NEW_PROCESS_ID = 'process_new';

function EditedModel({ row, onSaved, onDirty }: { row: FlowModelRow; onSaved: () => void; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('workflowAdmin');
  const { data, error } = useWorkflowModelQuery({ variables: { id: row.id }, fetchPolicy: 'network-only' });
  if (error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center h="60vh">
        <Loader role="status" aria-label={t('designer.loading')} />
      </Center>
    );
  }
  const model = data.workflowModel;
  const subject: DesignerSubject = {
    row: model,
    xml: model.xml?.trim() ? model.xml : newDiagramXml(model.modelKey, model.name),
  };
  return <DesignerWorkspace subject={subject} onSaved={onSaved} onDirty={onDirty} />;
}

/**
 * The BPMN designer as a full-screen dialog over the model list: bpmn-js's Modeler (a chunk of its own), the
 * properties panel, check / save / deploy; closing with unsaved changes asks first.
 */
export function DesignerDialog({ target, onClose, onSaved }: { target: DesignerTarget | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('workflowAdmin');
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  const title = target?.kind === 'edit' ? t('designer.title', { name: target.row.name }) : t('designer.newTitle');
  return (
    <GuardedModal opened={target !== null} onClose={close} dirty={dirty} title={title} fullScreen closeOnEscape={false} trapFocus={false}>
      {target?.kind === 'edit' && <EditedModel key={target.row.id} row={target.row} onSaved={onSaved} onDirty={setDirty} />}
      {target?.kind === 'new' && (
        <DesignerWorkspace subject={{ row: null, xml: newDiagramXml(NEW_PROCESS_ID, '') }} onSaved={onSaved} onDirty={setDirty} />
      )}
    </GuardedModal>
  );
}
