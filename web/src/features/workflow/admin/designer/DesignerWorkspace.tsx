import { Alert, Badge, Box, Button, Group, Loader, ScrollArea, Stack, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconChecklist, IconDeviceFloppy, IconRocket } from '@tabler/icons-react';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/permission/usePermission';
import { DeployModelDialog } from '../model/DeployModelDialog';
import type { FlowModelRow } from '../model/model-crud';
import { designerCommands } from './designer-commands';
import { LintProblemList } from './LintProblemList';
import { PropertiesPanel } from './PropertiesPanel';
import { useDesignerModeler } from './useDesignerModeler';
import { useDesignerSave } from './useDesignerSave';

export interface DesignerSubject {
  /** The saved model; null for a new one. */
  row: FlowModelRow | null;
  xml: string;
}

/** The designer's canvas, properties panel, toolbar and problem list for one model. */
export function DesignerWorkspace({
  subject,
  onSaved,
  onDirty,
}: {
  subject: DesignerSubject;
  onSaved: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('workflowAdmin');
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const designer = useDesignerModeler(container, subject.xml);
  const commands = useMemo(() => (designer.modeler ? designerCommands(designer.modeler) : null), [designer.modeler]);
  const save = useDesignerSave(subject.row, designer, onSaved);
  const canDeploy = usePermission('flow_model_deploy');
  const [deploying, setDeploying] = useState<FlowModelRow | null>(null);
  const { dirty } = designer;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const ready = designer.state.kind === 'ready';
  const stack = () => designer.modeler?.get<CommandStack>('commandStack');

  return (
    <Stack gap="sm" className="wf-designer">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {(['name', 'modelKey'] as const).map((field) => (
          <TextInput
            key={field}
            label={t(`model.fields.${field}`)}
            withAsterisk
            value={save.fields[field]}
            error={save.errors[field]}
            onChange={(event) => save.setField(field, event.currentTarget.value)}
            w={240}
          />
        ))}
        <Group gap="xs" ml="auto">
          {(dirty || save.fieldsChanged) && <Badge color="orange">{t('designer.unsavedBadge')}</Badge>}
          <Button variant="default" leftSection={<IconArrowBackUp size={16} />} disabled={!ready} onClick={() => stack()?.undo()}>
            {t('designer.undo')}
          </Button>
          <Button variant="default" leftSection={<IconArrowForwardUp size={16} />} disabled={!ready} onClick={() => stack()?.redo()}>
            {t('designer.redo')}
          </Button>
          <Button variant="light" leftSection={<IconChecklist size={16} />} disabled={!ready} loading={save.checking} onClick={save.check}>
            {t('designer.check')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} disabled={!ready} loading={save.saving} onClick={save.save}>
            {t('designer.save')}
          </Button>
          {canDeploy && (
            <Button
              color="teal"
              leftSection={<IconRocket size={16} />}
              disabled={!ready || !save.savedRow || dirty || save.fieldsChanged}
              title={!save.savedRow || dirty || save.fieldsChanged ? t('designer.saveFirst') : undefined}
              onClick={() => setDeploying(save.savedRow)}
            >
              {t('designer.deploy')}
            </Button>
          )}
        </Group>
      </Group>
      {designer.state.kind === 'failed' && (
        <Alert color="red" role="alert">
          {t('designer.failed', { message: designer.state.message })}
        </Alert>
      )}
      <Group align="stretch" gap="sm" wrap="nowrap">
        <Box pos="relative" style={{ flex: 1, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, minWidth: 0 }}>
          <Box ref={setContainer} h="calc(100vh - 300px)" mih={360} data-testid="designer-canvas" data-state={designer.state.kind} />
          {designer.state.kind === 'loading' && (
            <Loader role="status" aria-label={t('designer.loading')} pos="absolute" top="50%" left="50%" size="sm" />
          )}
        </Box>
        <ScrollArea w={320} h="calc(100vh - 300px)" mih={360} style={{ flexShrink: 0 }}>
          {designer.selected && commands ? (
            <PropertiesPanel key={designer.selected.id} element={designer.selected} commands={commands} revision={designer.revision} />
          ) : null}
        </ScrollArea>
      </Group>
      <LintProblemList problems={save.problems} onSelect={designer.select} />
      <DeployModelDialog row={deploying} onClose={() => setDeploying(null)} />
    </Stack>
  );
}
