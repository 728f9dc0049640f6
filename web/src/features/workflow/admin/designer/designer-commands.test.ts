import type { Element } from 'bpmn-js/lib/model/Types';
import type { Modeler } from './bpmn-modeler';
import { designerCommands } from './designer-commands';

interface Recorded {
  updates: [string, Record<string, unknown>][];
  moddleUpdates: [string, unknown, Record<string, unknown>][];
}

/** A diagram of a gateway with two outgoing flows and a timer boundary event, behind bpmn-js's service names. */
function fakeModeler(recorded: Recorded) {
  const gateway = { $type: 'bpmn:ExclusiveGateway', id: 'gw' };
  const timer = { $type: 'bpmn:TimerEventDefinition' };
  const shapes = {
    gw: { id: 'gw', businessObject: gateway },
    long: { id: 'long', businessObject: { $type: 'bpmn:SequenceFlow', id: 'long', sourceRef: gateway } },
    late: { id: 'late', businessObject: { $type: 'bpmn:BoundaryEvent', id: 'late', eventDefinitions: [timer] } },
  };
  const services: Record<string, unknown> = {
    modeling: {
      updateProperties: (element: { id: string }, properties: Record<string, unknown>) => recorded.updates.push([element.id, properties]),
      updateModdleProperties: (element: { id: string }, target: unknown, properties: Record<string, unknown>) =>
        recorded.moddleUpdates.push([element.id, target, properties]),
    },
    moddle: { create: (type: string, attributes: Record<string, unknown>) => ({ $type: type, ...attributes }) },
    elementRegistry: {
      get: (id: string) => shapes[id as keyof typeof shapes],
      getAll: () => Object.values(shapes),
    },
  };
  const modeler = { get: (name: string) => services[name] } as unknown as Modeler;
  const element = (id: keyof typeof shapes) => shapes[id] as unknown as Element;
  return { modeler, element, timer };
}

describe('designer-commands', () => {
  it('writes a condition as a formal expression, and removes it when emptied', () => {
    const recorded: Recorded = { updates: [], moddleUpdates: [] };
    const { modeler, element } = fakeModeler(recorded);
    const commands = designerCommands(modeler);
    commands.condition(element('long'), ' ${days > 3} ');
    commands.condition(element('long'), '');
    expect(recorded.updates).toEqual([
      ['long', { conditionExpression: { $type: 'bpmn:FormalExpression', body: '${days > 3}' } }],
      ['long', { conditionExpression: undefined }],
    ]);
  });

  it('makes a flow its gateway’s default flow on the gateway, and takes it back', () => {
    const recorded: Recorded = { updates: [], moddleUpdates: [] };
    const { modeler, element } = fakeModeler(recorded);
    const commands = designerCommands(modeler);
    commands.defaultFlow(element('long'), true);
    commands.defaultFlow(element('long'), false);
    expect(recorded.updates).toEqual([
      ['gw', { default: element('long').businessObject }],
      ['gw', { default: undefined }],
    ]);
  });

  it('writes a timer duration on the timer definition, and knows every id', () => {
    const recorded: Recorded = { updates: [], moddleUpdates: [] };
    const { modeler, element, timer } = fakeModeler(recorded);
    const commands = designerCommands(modeler);
    commands.timer(element('late'), 'PT30M ');
    expect(recorded.moddleUpdates).toEqual([['late', timer, { timeDuration: { $type: 'bpmn:FormalExpression', body: 'PT30M' } }]]);
    expect(commands.ids()).toEqual(new Set(['gw', 'long', 'late']));
  });
});
