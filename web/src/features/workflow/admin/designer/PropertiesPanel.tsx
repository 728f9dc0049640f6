import { Divider, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { Element } from 'bpmn-js/lib/model/Types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignerCommands } from './designer-commands';
import {
  checkDuration,
  checkExpression,
  checkId,
  elementKind,
  formOf,
  type DesignerBusinessObject,
  type DesignerCheck,
} from './element-properties';
import { UserTaskFields } from './UserTaskFields';

interface PropertiesPanelProps {
  element: Element;
  commands: DesignerCommands;
  /** Changes with every command (re-reads the element). */
  revision: number;
}

/** A text field written to the diagram on blur or Enter when its check passes (one undo step per change). */
function CommittedInput({
  label,
  value,
  check,
  onCommit,
  description,
  placeholder,
}: {
  label: string;
  value: string;
  check?: (value: string) => DesignerCheck | null;
  onCommit: (value: string) => void;
  description?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('workflowAdmin');
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<DesignerCheck | null>(null);
  useEffect(() => {
    setDraft(value);
    setError(null);
  }, [value]);
  const commit = () => {
    const problem = check?.(draft) ?? null;
    setError(problem);
    if (!problem && draft !== value) {
      onCommit(draft);
    }
  };
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={draft}
      error={error ? t(error) : undefined}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
    />
  );
}

/** The selected element's properties for the allowed subset (id, name, assignment, condition, default flow, timer). */
export function PropertiesPanel({ element, commands }: PropertiesPanelProps) {
  const { t } = useTranslation('workflowAdmin');
  const businessObject = element.businessObject as DesignerBusinessObject;
  // The business object changes in place: the revision (a prop) re-renders the panel, which reads it again.
  const form = formOf(businessObject);
  const kind = elementKind(businessObject);
  const type = businessObject.$type.replace(/^bpmn:/, '');

  return (
    <Stack gap="sm" data-testid="designer-properties">
      <Title order={5}>{t('designer.panel.title')}</Title>
      <Text size="xs" c="dimmed">
        {t('designer.panel.type', { type })}
      </Text>
      <CommittedInput
        label={t('designer.panel.id')}
        value={form.id}
        check={(value) => checkId(value, form.id, commands.ids())}
        onCommit={(id) => commands.update(element, { id: id.trim() })}
      />
      <CommittedInput label={t('designer.panel.name')} value={form.name} onCommit={(name) => commands.update(element, { name })} />
      {kind === 'userTask' && (
        <>
          <Divider />
          <UserTaskFields form={form} onChange={(properties) => commands.update(element, properties)} />
        </>
      )}
      {kind === 'sequenceFlow' && form.leavesGateway && (
        <>
          <Divider />
          <CommittedInput
            label={t('designer.panel.condition')}
            description={t('designer.panel.conditionHint')}
            value={form.condition}
            check={checkExpression}
            onCommit={(body) => commands.condition(element, body)}
          />
          <Switch
            label={t('designer.panel.isDefault')}
            checked={form.isDefault}
            onChange={(event) => commands.defaultFlow(element, event.currentTarget.checked)}
          />
        </>
      )}
      {kind === 'timerEvent' && (
        <>
          <Divider />
          <CommittedInput
            label={t('designer.panel.timerDuration')}
            description={t('designer.panel.timerHint')}
            placeholder="PT30M"
            value={form.timerDuration}
            check={checkDuration}
            onCommit={(duration) => commands.timer(element, duration)}
          />
        </>
      )}
    </Stack>
  );
}
