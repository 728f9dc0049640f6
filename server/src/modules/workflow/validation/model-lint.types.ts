import type { WORKFLOW_MESSAGES } from '../workflow.messages';

export type WorkflowMessageKey = keyof typeof WORKFLOW_MESSAGES;

/** One refused construct of a BPMN model: the element id (empty for the document) and the message key. */
export interface ModelLint {
  elementId: string;
  messageKey: WorkflowMessageKey;
  params: Record<string, string>;
}
