/**
 * The `flowable:` attributes of the allowed BPMN subset as a moddle extension for the Modeler (the same
 * descriptor the server's engine reads, flowable-descriptor.ts): with it the panel reads and writes
 * `assignee`, `candidateUsers`, `candidateGroups` on user tasks and they round-trip with their prefix.
 */
const attribute = (name: string) => ({ name, isAttr: true, type: 'String' });

export const flowableModdle = {
  name: 'Flowable',
  uri: 'http://flowable.org/bpmn',
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
  ],
};
