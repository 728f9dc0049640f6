/**
 * Our own small moddle descriptor for the `flowable:` attributes the allowed BPMN subset uses (reference §2.9):
 * with it bpmn-moddle maps them onto the elements and bpmn-engine exposes them un-prefixed on `behaviour`
 * (`behaviour.assignee`, `behaviour.candidateGroups`). Anything else `flowable:` stays in `$attrs`, where the
 * validator finds the refused ones (class, delegateExpression, expression, listeners).
 */
export const FLOWABLE_NAMESPACE = 'http://flowable.org/bpmn';

const attribute = (name: string): { name: string; isAttr: true; type: 'String' } => ({ name, isAttr: true, type: 'String' });

export const FLOWABLE_DESCRIPTOR = {
  name: 'Flowable',
  uri: FLOWABLE_NAMESPACE,
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'UserTaskAssignment',
      isAbstract: true,
      extends: ['bpmn:UserTask'],
      properties: ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'formKey', 'priority'].map(attribute),
    },
    { name: 'StartEventInitiator', isAbstract: true, extends: ['bpmn:StartEvent'], properties: ['initiator', 'formKey'].map(attribute) },
    {
      name: 'ProcessStarters',
      isAbstract: true,
      extends: ['bpmn:Process'],
      properties: ['candidateStarterUsers', 'candidateStarterGroups'].map(attribute),
    },
    // Known only so that they stay in `extensionElements` and the validator can refuse them (never executed).
    ...['TaskListener', 'ExecutionListener', 'EventListener', 'Field'].map((name) => ({
      name,
      superClass: ['Element'],
      properties: ['event', 'class', 'expression', 'delegateExpression', 'name', 'stringValue'].map(attribute),
    })),
  ],
} as const;
