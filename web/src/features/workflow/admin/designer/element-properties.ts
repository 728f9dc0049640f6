/**
 * The designer's element <-> form mapping (pure): what the properties panel shows for a bpmn-js business object of
 * the allowed subset, how its values are checked, and which moddle properties a change writes. The panel applies
 * the changes through bpmn-js's modeling so that undo/redo sees them.
 */

/** The part of a bpmn-moddle element the panel reads (bpmn-js business object). */
export interface DesignerBusinessObject {
  $type: string;
  id?: string;
  name?: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  conditionExpression?: { body?: string };
  sourceRef?: DesignerBusinessObject;
  default?: { id?: string };
  eventDefinitions?: { $type: string; timeDuration?: { body?: string } }[];
}

export type DesignerElementKind = 'process' | 'userTask' | 'sequenceFlow' | 'timerEvent' | 'other';

export interface ElementForm {
  id: string;
  name: string;
  /** A user id or an expression like `${applicantId}`; empty: none. */
  assignee: string;
  candidateUsers: string[];
  candidateGroups: string[];
  /** `${days > 3}`; empty: none. */
  condition: string;
  /** This flow is its gateway's default flow. */
  isDefault: boolean;
  /** ISO-8601 duration of a timer event (PT30M). */
  timerDuration: string;
  /** The flow leaves an exclusive or inclusive gateway (it may carry a condition and be the default). */
  leavesGateway: boolean;
}

const CHOICE_GATEWAYS: ReadonlySet<string> = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway']);
const TIMER_EVENTS: ReadonlySet<string> = new Set(['bpmn:BoundaryEvent', 'bpmn:IntermediateCatchEvent']);

/** XML NCName (no colon), letters of any script. */
const NC_NAME = /^[\p{L}_][\p{L}\p{N}_.\u00B7-]*$/u;
/** ISO-8601 durations the engine's timers accept (PT30M, P1DT2H, P2W). */
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const EXPRESSION = /^\$\{[^{}]+\}$/;

export function timerDefinitionOf(element: DesignerBusinessObject) {
  return element.eventDefinitions?.find((definition) => definition.$type === 'bpmn:TimerEventDefinition');
}

export function elementKind(element: DesignerBusinessObject): DesignerElementKind {
  if (element.$type === 'bpmn:Process') {
    return 'process';
  }
  if (element.$type === 'bpmn:UserTask') {
    return 'userTask';
  }
  if (element.$type === 'bpmn:SequenceFlow') {
    return 'sequenceFlow';
  }
  if (TIMER_EVENTS.has(element.$type) && timerDefinitionOf(element)) {
    return 'timerEvent';
  }
  return 'other';
}

/** A comma-separated flowable list as its items (trimmed, no empties). */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function formOf(element: DesignerBusinessObject): ElementForm {
  const source = element.sourceRef;
  return {
    id: element.id ?? '',
    name: element.name ?? '',
    assignee: element.assignee ?? '',
    candidateUsers: splitList(element.candidateUsers),
    candidateGroups: splitList(element.candidateGroups),
    condition: element.conditionExpression?.body ?? '',
    isDefault: Boolean(source?.default?.id && source.default.id === element.id),
    timerDuration: timerDefinitionOf(element)?.timeDuration?.body ?? '',
    leavesGateway: Boolean(source && CHOICE_GATEWAYS.has(source.$type)),
  };
}

/** Message keys (workflowAdmin namespace) of the checks. */
export type DesignerCheck =
  | 'designer.validation.idRequired'
  | 'designer.validation.idInvalid'
  | 'designer.validation.idTaken'
  | 'designer.validation.expression'
  | 'designer.validation.duration';

export function checkId(id: string, currentId: string, takenIds: ReadonlySet<string>): DesignerCheck | null {
  const trimmed = id.trim();
  if (trimmed === '') {
    return 'designer.validation.idRequired';
  }
  if (!NC_NAME.test(trimmed)) {
    return 'designer.validation.idInvalid';
  }
  return trimmed !== currentId && takenIds.has(trimmed) ? 'designer.validation.idTaken' : null;
}

/** An expression `${...}`; empty is allowed (no condition). */
export function checkExpression(value: string): DesignerCheck | null {
  const trimmed = value.trim();
  return trimmed === '' || EXPRESSION.test(trimmed) ? null : 'designer.validation.expression';
}

export function checkDuration(value: string): DesignerCheck | null {
  return ISO_DURATION.test(value.trim()) ? null : 'designer.validation.duration';
}

export function isExpression(value: string): boolean {
  return value.trim().startsWith('${');
}

/** The flowable assignment attributes of a user task (undefined removes the attribute). */
export function assignmentProperties(
  form: Pick<ElementForm, 'assignee' | 'candidateUsers' | 'candidateGroups'>,
): Record<'assignee' | 'candidateUsers' | 'candidateGroups', string | undefined> {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(',') : undefined);
  return {
    assignee: form.assignee.trim() === '' ? undefined : form.assignee.trim(),
    candidateUsers: list(form.candidateUsers),
    candidateGroups: list(form.candidateGroups),
  };
}
