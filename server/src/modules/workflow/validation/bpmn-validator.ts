import type { BaseElement, Definitions } from 'bpmn-moddle';
import { ExpressionError } from '../expression/expression-error';
import { type ExpressionEvaluator, innerExpression } from '../expression/expression-evaluator';
import type { ModelLint, WorkflowMessageKey } from './model-lint.types';

/** Flow-node types of the allowed subset (reference §5.10); everything else is refused with its type. */
const ALLOWED_NODES: ReadonlySet<string> = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:BoundaryEvent',
  'bpmn:UserTask',
  'bpmn:ManualTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:DataObjectReference',
  'bpmn:DataObject',
]);
const SCRIPT_NODES: ReadonlySet<string> = new Set(['bpmn:ScriptTask']);
/** Timers on catch/boundary events, terminate on end events; nothing else. */
const ALLOWED_EVENT_DEFINITIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  'bpmn:TimerEventDefinition': new Set(['bpmn:IntermediateCatchEvent', 'bpmn:BoundaryEvent']),
  'bpmn:TerminateEventDefinition': new Set(['bpmn:EndEvent']),
};
/** Attributes (any namespace) that name Java classes or expression delegates. */
const DELEGATE_ATTRIBUTES: ReadonlySet<string> = new Set(['class', 'delegateExpression', 'expression', 'resultVariable']);
const LISTENER_ELEMENTS: ReadonlySet<string> = new Set(['tasklistener', 'executionlistener', 'eventlistener', 'field']);
const CHOICE_GATEWAYS: ReadonlySet<string> = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway']);
const ASSIGNMENT_ATTRIBUTES = ['assignee', 'candidateUsers', 'candidateGroups'] as const;

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function elementsOf(value: unknown): BaseElement[] {
  return Array.isArray(value) ? (value as BaseElement[]) : [];
}

/**
 * Deploy-time validation of the allowed BPMN subset (reference §5.10) over the parsed moddle tree: a report
 * naming the element id and message key of every refused construct, so the designer can mark the shapes.
 */
export class BpmnValidator {
  constructor(private readonly evaluator: ExpressionEvaluator) {}

  validate(definitions: Definitions): ModelLint[] {
    const report: ModelLint[] = [];
    const add = (elementId: string | undefined, messageKey: WorkflowMessageKey, params: Record<string, string> = {}): void => {
      report.push({ elementId: elementId ?? '', messageKey, params });
    };
    const processes = elementsOf(definitions.rootElements).filter((element) => element.$type === 'bpmn:Process');
    const executable = processes.filter((process) => process['isExecutable'] === true);
    if (executable.length === 0) {
      add(definitions.id, 'workflow.lint.noExecutableProcess');
    }
    for (const extra of executable.slice(1)) {
      add(extra.id, 'workflow.lint.multipleProcesses');
    }
    for (const root of elementsOf(definitions.rootElements)) {
      if (root.$type === 'bpmn:Signal' || root.$type === 'bpmn:Message' || root.$type === 'bpmn:Escalation') {
        add(root.id, 'workflow.lint.eventNotAllowed', { type: localName(root.$type) });
      }
    }
    for (const process of executable) {
      if (!stringOf(process.id)) {
        add(undefined, 'workflow.lint.missingId');
      }
      this.checkDelegates(process, add);
      this.checkNodes(elementsOf(process['flowElements']), add);
    }
    return report;
  }

  private checkNodes(
    nodes: BaseElement[],
    add: (id: string | undefined, key: WorkflowMessageKey, params?: Record<string, string>) => void,
  ): void {
    const incoming = new Map<string, number>();
    const sourcesOf = new Map<string, BaseElement[]>();
    for (const node of nodes) {
      if (node.$type === 'bpmn:SequenceFlow') {
        const target = (node['targetRef'] as BaseElement | undefined)?.id;
        const source = node['sourceRef'] as BaseElement | undefined;
        if (target) {
          incoming.set(target, (incoming.get(target) ?? 0) + 1);
          sourcesOf.set(target, [...(sourcesOf.get(target) ?? []), ...(source ? [source] : [])]);
        }
      }
    }
    for (const node of nodes) {
      if (SCRIPT_NODES.has(node.$type)) {
        add(node.id, 'workflow.lint.scriptNotAllowed');
        continue;
      }
      if (!ALLOWED_NODES.has(node.$type)) {
        add(node.id, 'workflow.lint.elementNotAllowed', { type: localName(node.$type) });
        continue;
      }
      if (stringOf(node['scriptFormat']) || stringOf(node['script'])) {
        add(node.id, 'workflow.lint.scriptNotAllowed');
      }
      this.checkDelegates(node, add);
      this.checkEventDefinitions(node, add);
      if (node.$type === 'bpmn:InclusiveGateway' && (incoming.get(node.id ?? '') ?? 0) > 1) {
        add(node.id, 'workflow.lint.inclusiveJoin');
      }
      // bpmn-engine #200: a parallel join fed by an exclusive/inclusive gateway counts the discarded branch and fires early.
      const joinSources = sourcesOf.get(node.id ?? '') ?? [];
      if (
        node.$type === 'bpmn:ParallelGateway' &&
        joinSources.length > 1 &&
        joinSources.some((source) => CHOICE_GATEWAYS.has(source.$type))
      ) {
        add(node.id, 'workflow.lint.parallelJoinAfterChoice');
      }
      if (node.$type === 'bpmn:SequenceFlow') {
        this.checkCondition(node, add);
      }
      if (node.$type === 'bpmn:UserTask') {
        this.checkAssignment(node, add);
      }
    }
  }

  private checkEventDefinitions(
    node: BaseElement,
    add: (id: string | undefined, key: WorkflowMessageKey, params?: Record<string, string>) => void,
  ): void {
    for (const definition of elementsOf(node['eventDefinitions'])) {
      const allowedOn = ALLOWED_EVENT_DEFINITIONS[definition.$type];
      if (!allowedOn?.has(node.$type)) {
        add(node.id, 'workflow.lint.eventNotAllowed', { type: localName(definition.$type) });
      }
    }
  }

  /** `flowable:class`, `camunda:delegateExpression`, listeners and field injections, in attributes or extension elements. */
  private checkDelegates(
    node: BaseElement,
    add: (id: string | undefined, key: WorkflowMessageKey, params?: Record<string, string>) => void,
  ): void {
    for (const attribute of Object.keys(node.$attrs ?? {})) {
      if (attribute.includes(':') && !attribute.startsWith('xmlns') && DELEGATE_ATTRIBUTES.has(localName(attribute))) {
        add(node.id, 'workflow.lint.listenerNotAllowed', { name: attribute });
      }
    }
    const extensions = node['extensionElements'] as BaseElement | undefined;
    for (const extension of elementsOf(extensions?.['values'])) {
      if (LISTENER_ELEMENTS.has(localName(extension.$type).toLowerCase())) {
        add(node.id, 'workflow.lint.listenerNotAllowed', { name: extension.$type });
      }
    }
  }

  private checkCondition(
    flow: BaseElement,
    add: (id: string | undefined, key: WorkflowMessageKey, params?: Record<string, string>) => void,
  ): void {
    const condition = flow['conditionExpression'] as BaseElement | undefined;
    if (!condition) {
      return;
    }
    if (stringOf(condition['language'])) {
      add(flow.id, 'workflow.lint.scriptNotAllowed');
      return;
    }
    const body = stringOf(condition['body']) ?? '';
    const inner = innerExpression(body);
    if (inner === null) {
      add(flow.id, 'workflow.lint.badExpression', { expression: body });
      return;
    }
    this.checkExpression(flow.id, inner, body, add);
  }

  private checkAssignment(
    task: BaseElement,
    add: (id: string | undefined, key: WorkflowMessageKey, params?: Record<string, string>) => void,
  ): void {
    const values = ASSIGNMENT_ATTRIBUTES.map((name) => stringOf(task[name]) ?? stringOf(task.$attrs?.[`camunda:${name}`])).filter(
      (value): value is string => value !== null,
    );
    if (values.length === 0) {
      add(task.id, 'workflow.lint.noAssignee');
    }
    for (const value of values) {
      for (const match of value.matchAll(/\$\{([^}]*)\}/g)) {
        this.checkExpression(task.id, match[1] ?? '', match[0], add);
      }
    }
  }

  private checkExpression(
    elementId: string | undefined,
    inner: string,
    shown: string,
    add: (id: string | undefined, key: WorkflowMessageKey, params?: Record<string, string>) => void,
  ): void {
    try {
      this.evaluator.check(inner);
    } catch (error) {
      if (!(error instanceof ExpressionError)) {
        throw error;
      }
      add(elementId, 'workflow.lint.badExpression', { expression: shown });
    }
  }
}
