import { useApolloClient } from '@apollo/client/react';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LintWorkflowModelDocument, useSaveWorkflowModelMutation } from '../../../../generated/graphql';
import { errorMessage } from '../../../../shared/errors/error-message';
import { handledErrors } from '../../../../shared/errors/handled-errors';
import { notifyError } from '../../../../shared/errors/notify-error';
import { notifySuccess } from '../../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../../shared/ui/crud/server-field-errors';
import { modelFormSchema, type FlowModelRow } from '../model/model-crud';
import { designerCommands } from './designer-commands';
import { markLintProblems } from './designer-lint-marks';
import type { DesignerBusinessObject } from './element-properties';
import type { LintProblem } from './LintProblemList';
import type { DesignerModeler } from './useDesignerModeler';

type FieldName = 'name' | 'modelKey';
const FIELD_NAMES: readonly FieldName[] = ['name', 'modelKey'];
const fieldsSchema = modelFormSchema.pick({ name: true, modelKey: true });

/**
 * Check and save of the designer: the check runs the server's lint query on the diagram's XML and marks each
 * problem on its shape; save writes the model (the process id and name follow the model key and name) with the
 * formatted XML, then checks it.
 */
export function useDesignerSave(row: FlowModelRow | null, designer: DesignerModeler, onSaved: () => void) {
  const { t } = useTranslation('workflowAdmin');
  const client = useApolloClient();
  const [saveModel, { loading: saving }] = useSaveWorkflowModelMutation({ context: handledErrors });
  const [savedRow, setSavedRow] = useState<FlowModelRow | null>(row);
  const [saved, setSaved] = useState({ name: row?.name ?? '', modelKey: row?.modelKey ?? '' });
  const [fields, setFields] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [problems, setProblems] = useState<LintProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const marked = useRef<string[]>([]);
  const { modeler, markSaved } = designer;

  const lint = useCallback(
    async (xml: string, announce: boolean) => {
      if (!modeler) {
        return;
      }
      setChecking(true);
      try {
        const { data } = await client.query({ query: LintWorkflowModelDocument, variables: { xml }, fetchPolicy: 'network-only' });
        const report = data?.lintWorkflowModel ?? [];
        setProblems(report.map(({ elementId, message }) => ({ elementId, message })));
        marked.current = markLintProblems(
          modeler,
          report.map((item) => item.elementId),
          marked.current,
        );
        if (announce && report.length === 0) {
          notifySuccess(t('designer.checkPassed'));
        }
      } catch (error) {
        notifyError(errorMessage(error, t));
      } finally {
        setChecking(false);
      }
    },
    [client, modeler, t],
  );

  const check = useCallback(async () => {
    const result = await modeler?.saveXML({ format: true });
    if (result?.xml) {
      await lint(result.xml, true);
    }
  }, [lint, modeler]);

  const save = useCallback(async () => {
    if (!modeler) {
      return;
    }
    const parsed = fieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])));
      return;
    }
    setErrors({});
    const { name, modelKey } = parsed.data;
    const root = modeler.get<Canvas>('canvas').getRootElement() as Element;
    const process = root.businessObject as DesignerBusinessObject;
    if (process.id !== modelKey || (process.name ?? '') !== name) {
      designerCommands(modeler).update(root, { id: modelKey, name });
    }
    const { xml } = await modeler.saveXML({ format: true });
    try {
      const description = savedRow?.description ?? null;
      const { data } = await saveModel({
        variables: { input: { ...(savedRow ? { id: savedRow.id } : {}), name, modelKey, description, xml } },
      });
      const result = data?.saveWorkflowModel;
      if (result) {
        setSavedRow(result);
        setSaved({ name, modelKey });
        markSaved();
        notifySuccess(t('designer.saved', { version: result.version }));
        onSaved();
      }
    } catch (error) {
      const fieldErrors = formFieldErrors(error, FIELD_NAMES);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
      } else {
        notifyError(errorMessage(error, t));
      }
      return;
    }
    if (xml) {
      await lint(xml, false);
    }
  }, [fields, lint, markSaved, modeler, onSaved, saveModel, savedRow, t]);

  const setField = (name: FieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return {
    fields,
    setField,
    errors,
    fieldsChanged: fields.name !== saved.name || fields.modelKey !== saved.modelKey,
    problems,
    checking,
    saving,
    savedRow,
    check: () => void check(),
    save: () => void save(),
  };
}
