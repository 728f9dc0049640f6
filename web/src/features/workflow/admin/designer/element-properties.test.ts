import {
  assignmentProperties,
  checkDuration,
  checkExpression,
  checkId,
  elementKind,
  formOf,
  splitList,
  type DesignerBusinessObject,
} from './element-properties';

const gateway: DesignerBusinessObject = { $type: 'bpmn:ExclusiveGateway', id: 'gw', default: { id: 'flow_short' } };

describe('element-properties', () => {
  it('reads a user task with its flowable assignment', () => {
    const task: DesignerBusinessObject = {
      $type: 'bpmn:UserTask',
      id: 'approve',
      name: 'Approve',
      assignee: '${applicantId}',
      candidateUsers: '11, 12,,',
      candidateGroups: 'hr',
    };
    expect(elementKind(task)).toBe('userTask');
    expect(formOf(task)).toEqual({
      id: 'approve',
      name: 'Approve',
      assignee: '${applicantId}',
      candidateUsers: ['11', '12'],
      candidateGroups: ['hr'],
      condition: '',
      isDefault: false,
      timerDuration: '',
      leavesGateway: false,
    });
  });

  it('reads the condition and default of a flow leaving a gateway', () => {
    const long: DesignerBusinessObject = {
      $type: 'bpmn:SequenceFlow',
      id: 'flow_long',
      sourceRef: gateway,
      conditionExpression: { body: '${days > 3}' },
    };
    const short: DesignerBusinessObject = { $type: 'bpmn:SequenceFlow', id: 'flow_short', sourceRef: gateway };
    expect(formOf(long)).toMatchObject({ condition: '${days > 3}', isDefault: false, leavesGateway: true });
    expect(formOf(short)).toMatchObject({ condition: '', isDefault: true, leavesGateway: true });
    const fromTask = { $type: 'bpmn:SequenceFlow', id: 'f', sourceRef: { $type: 'bpmn:UserTask', id: 't' } };
    expect(formOf(fromTask).leavesGateway).toBe(false);
  });

  it('reads a timer event and tells it from a plain event', () => {
    const timer: DesignerBusinessObject = {
      $type: 'bpmn:BoundaryEvent',
      id: 'late',
      eventDefinitions: [{ $type: 'bpmn:TimerEventDefinition', timeDuration: { body: 'PT30M' } }],
    };
    expect(elementKind(timer)).toBe('timerEvent');
    expect(formOf(timer).timerDuration).toBe('PT30M');
    expect(elementKind({ $type: 'bpmn:IntermediateThrowEvent', id: 'x' })).toBe('other');
    expect(elementKind({ $type: 'bpmn:Process', id: 'p' })).toBe('process');
  });

  it('checks ids as unique XML names', () => {
    const taken = new Set(['start', 'end', 'approve']);
    expect(checkId('approve', 'approve', taken)).toBeNull();
    expect(checkId('\u5ba1\u6279_1', 'approve', taken)).toBeNull();
    expect(checkId('', 'approve', taken)).toBe('designer.validation.idRequired');
    expect(checkId('1st', 'approve', taken)).toBe('designer.validation.idInvalid');
    expect(checkId('a:b', 'approve', taken)).toBe('designer.validation.idInvalid');
    expect(checkId('a b', 'approve', taken)).toBe('designer.validation.idInvalid');
    expect(checkId('end', 'approve', taken)).toBe('designer.validation.idTaken');
  });

  it('checks expressions and ISO durations', () => {
    expect(checkExpression('${days > 3}')).toBeNull();
    expect(checkExpression('')).toBeNull();
    expect(checkExpression('days > 3')).toBe('designer.validation.expression');
    expect(checkExpression('${a} ${b}')).toBe('designer.validation.expression');
    for (const duration of ['PT30M', 'P1D', 'P1DT2H', 'P2W', 'PT1.5S']) {
      expect(checkDuration(duration)).toBeNull();
    }
    for (const duration of ['', 'P', 'PT', '30M', 'PT30', 'P1H']) {
      expect(checkDuration(duration)).toBe('designer.validation.duration');
    }
  });

  it('writes the assignment attributes, leaving out the empty ones', () => {
    expect(assignmentProperties({ assignee: ' 42 ', candidateUsers: [], candidateGroups: ['hr', 'boss'] })).toEqual({
      assignee: '42',
      candidateUsers: undefined,
      candidateGroups: 'hr,boss',
    });
    expect(splitList(undefined)).toEqual([]);
  });
});
