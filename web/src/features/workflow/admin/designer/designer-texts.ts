/**
 * The bpmn-js texts the designer shows (palette, context pad, replace menu), by their English template, as keys
 * of the workflowAdmin namespace (designer.bpmn.*). Templates not listed stay in bpmn-js's English.
 */
const TEXT_KEYS: Readonly<Record<string, string>> = {
  'Activate hand tool': 'handTool',
  'Activate lasso tool': 'lassoTool',
  'Activate create/remove space tool': 'spaceTool',
  'Activate global connect tool': 'globalConnect',
  'Create start event': 'createStart',
  'Create intermediate/boundary event': 'createIntermediate',
  'Create end event': 'createEnd',
  'Create gateway': 'createGateway',
  'Create task': 'createTask',
  'Create user task': 'createUserTask',
  'Create data object reference': 'createDataObject',
  'Append end event': 'appendEnd',
  'Append gateway': 'appendGateway',
  'Append task': 'appendTask',
  'Append user task': 'appendUserTask',
  'Append intermediate/boundary event': 'appendIntermediate',
  'Append timer intermediate catch event': 'appendTimer',
  'Append text annotation': 'appendAnnotation',
  'Add text annotation': 'appendAnnotation',
  'Change element': 'changeElement',
  Delete: 'delete',
  'Connect to other element': 'connect',
  'Connect using association': 'connectAssociation',
  Task: 'task',
  'User task': 'userTask',
  'Manual task': 'manualTask',
  'Start event': 'startEvent',
  'End event': 'endEvent',
  'Terminate end event': 'terminateEnd',
  'Intermediate throw event': 'intermediateThrow',
  'Timer intermediate catch event': 'timerCatch',
  'Timer boundary event': 'timerBoundary',
  'Timer boundary event (non-interrupting)': 'timerBoundaryNonInterrupting',
  'Exclusive gateway': 'exclusiveGateway',
  'Parallel gateway': 'parallelGateway',
  'Inclusive gateway': 'inclusiveGateway',
  'Sequence flow': 'sequenceFlow',
  'Default flow': 'defaultFlow',
  'Conditional flow': 'conditionalFlow',
};

/** The i18n key (workflowAdmin namespace) of a bpmn-js text, or null when it has none. */
export function designerTextKey(template: string): string | null {
  const key = TEXT_KEYS[template];
  return key ? `designer.bpmn.${key}` : null;
}
