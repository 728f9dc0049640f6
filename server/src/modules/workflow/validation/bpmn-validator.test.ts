import { parseBpmn } from '../engine/bpmn-source';
import { ExpressionEvaluator } from '../expression/expression-evaluator';
import { LEAVE_MODEL_XML } from '../leave/leave-model';
import { BpmnValidator } from './bpmn-validator';
import type { ModelLint } from './model-lint.types';

const validator = new BpmnValidator(new ExpressionEvaluator());

/** A one-process model around `body`; `start` flows to the elements the body declares. */
function model(body: string, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  ${extra}
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    ${body}
  </process>
</definitions>`;
}

async function lint(xml: string): Promise<ModelLint[]> {
  return validator.validate((await parseBpmn(xml)).definitions);
}

const pairs = (report: ModelLint[]): string[] => report.map((item) => `${item.elementId} ${item.messageKey}`);

describe('BpmnValidator', () => {
  it('passes the leave model', async () => {
    expect(await lint(LEAVE_MODEL_XML)).toEqual([]);
  });

  it('passes a user task with an assignee, candidates or a camunda assignee', async () => {
    const report = await lint(
      model(`<userTask id="a" flowable:assignee="\${taskUser}" /><userTask id="b" flowable:candidateUsers="1,2" />
        <userTask id="c" flowable:candidateGroups="hr" /><userTask id="e" camunda:assignee="7" />`),
    );
    expect(report).toEqual([]);
  });

  it.each([
    [
      'a script task',
      '<scriptTask id="x" scriptFormat="javascript"><script>process.exit()</script></scriptTask>',
      'x workflow.lint.scriptNotAllowed',
    ],
    [
      'a scripted condition',
      `<userTask id="u" flowable:assignee="1" /><sequenceFlow id="x" sourceRef="start" targetRef="u">
        <conditionExpression xsi:type="tFormalExpression" language="javascript">next(null, true)</conditionExpression></sequenceFlow>`,
      'x workflow.lint.scriptNotAllowed',
    ],
    ['a service task', '<serviceTask id="x" flowable:class="com.example.Bean" />', 'x workflow.lint.elementNotAllowed'],
    ['a send task', '<sendTask id="x" />', 'x workflow.lint.elementNotAllowed'],
    ['a business rule task', '<businessRuleTask id="x" />', 'x workflow.lint.elementNotAllowed'],
    ['a receive task', '<receiveTask id="x" />', 'x workflow.lint.elementNotAllowed'],
    ['a call activity', '<callActivity id="x" calledElement="other" />', 'x workflow.lint.elementNotAllowed'],
    ['a sub-process', '<subProcess id="x" />', 'x workflow.lint.elementNotAllowed'],
    ['an event-based gateway', '<eventBasedGateway id="x" />', 'x workflow.lint.elementNotAllowed'],
    ['a complex gateway', '<complexGateway id="x" />', 'x workflow.lint.elementNotAllowed'],
    [
      'a converging inclusive gateway',
      `<userTask id="a" flowable:assignee="1" /><userTask id="b" flowable:assignee="1" /><inclusiveGateway id="x" />
       <sequenceFlow id="f1" sourceRef="a" targetRef="x" /><sequenceFlow id="f2" sourceRef="b" targetRef="x" />`,
      'x workflow.lint.inclusiveJoin',
    ],
    [
      'a message catch event',
      '<intermediateCatchEvent id="x"><messageEventDefinition /></intermediateCatchEvent>',
      'x workflow.lint.eventNotAllowed',
    ],
    ['a signal end event', '<endEvent id="x"><signalEventDefinition /></endEvent>', 'x workflow.lint.eventNotAllowed'],
    [
      'an error boundary',
      '<boundaryEvent id="x" attachedToRef="start"><errorEventDefinition /></boundaryEvent>',
      'x workflow.lint.eventNotAllowed',
    ],
    [
      'a conditional event',
      '<intermediateCatchEvent id="x"><conditionalEventDefinition /></intermediateCatchEvent>',
      'x workflow.lint.eventNotAllowed',
    ],
    [
      'an escalation event',
      '<intermediateThrowEvent id="x"><escalationEventDefinition /></intermediateThrowEvent>',
      'x workflow.lint.eventNotAllowed',
    ],
    [
      'a compensation event',
      '<intermediateThrowEvent id="x"><compensateEventDefinition /></intermediateThrowEvent>',
      'x workflow.lint.eventNotAllowed',
    ],
    [
      'a timer start event',
      '<startEvent id="x"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></startEvent>',
      'x workflow.lint.eventNotAllowed',
    ],
    [
      'flowable:class on a user task',
      '<userTask id="x" flowable:assignee="1" flowable:class="a.B" />',
      'x workflow.lint.listenerNotAllowed',
    ],
    [
      'flowable:delegateExpression',
      '<userTask id="x" flowable:assignee="1" flowable:delegateExpression="${bean}" />',
      'x workflow.lint.listenerNotAllowed',
    ],
    [
      'flowable:expression',
      '<userTask id="x" flowable:assignee="1" flowable:expression="${bean.run()}" />',
      'x workflow.lint.listenerNotAllowed',
    ],
    [
      'a task listener',
      `<userTask id="x" flowable:assignee="1">
        <extensionElements><flowable:taskListener event="create" class="a.B" /></extensionElements></userTask>`,
      'x workflow.lint.listenerNotAllowed',
    ],
    [
      'an execution listener',
      `<userTask id="x" flowable:assignee="1">
        <extensionElements><flowable:executionListener event="start" expression="\${a}" /></extensionElements></userTask>`,
      'x workflow.lint.listenerNotAllowed',
    ],
    [
      'a parallel join fed by an exclusive gateway',
      `<userTask id="a" flowable:assignee="1" /><exclusiveGateway id="xj" /><parallelGateway id="x" />
       <sequenceFlow id="f1" sourceRef="a" targetRef="x" /><sequenceFlow id="f2" sourceRef="xj" targetRef="x" />`,
      'x workflow.lint.parallelJoinAfterChoice',
    ],
    ['a user task without assignee or candidates', '<userTask id="x" />', 'x workflow.lint.noAssignee'],
    ['an unparsable assignee expression', '<userTask id="x" flowable:assignee="${a +}" />', 'x workflow.lint.badExpression'],
    [
      'an unparsable condition',
      `<userTask id="u" flowable:assignee="1" /><sequenceFlow id="x" sourceRef="start" targetRef="u">
        <conditionExpression xsi:type="tFormalExpression">\${days &gt;}</conditionExpression></sequenceFlow>`,
      'x workflow.lint.badExpression',
    ],
    [
      'a condition calling a function',
      `<userTask id="u" flowable:assignee="1" /><sequenceFlow id="x" sourceRef="start" targetRef="u">
        <conditionExpression xsi:type="tFormalExpression">\${environment.services.run()}</conditionExpression></sequenceFlow>`,
      'x workflow.lint.badExpression',
    ],
    [
      'a condition that is not an expression',
      `<userTask id="u" flowable:assignee="1" /><sequenceFlow id="x" sourceRef="start" targetRef="u">
        <conditionExpression xsi:type="tFormalExpression">days &gt; 3</conditionExpression></sequenceFlow>`,
      'x workflow.lint.badExpression',
    ],
  ])('refuses %s with its element id', async (_name, body, expected) => {
    expect(pairs(await lint(model(body)))).toContain(expected);
  });

  it('refuses more than one executable process and names the extra one', async () => {
    const xml = model('<endEvent id="end" />').replace(
      '</definitions>',
      '<process id="second" isExecutable="true"><startEvent id="s2" /></process></definitions>',
    );
    expect(pairs(await lint(xml))).toEqual(['second workflow.lint.multipleProcesses']);
  });

  it('refuses a document without an executable process', async () => {
    const xml = model('<endEvent id="end" />').replace('isExecutable="true"', 'isExecutable="false"');
    expect(pairs(await lint(xml))).toEqual(['d workflow.lint.noExecutableProcess']);
  });

  it('refuses global message and signal definitions', async () => {
    const report = await lint(model('<endEvent id="end" />', '<message id="m1" name="m" /><signal id="s1" name="s" />'));
    expect(pairs(report)).toEqual(['m1 workflow.lint.eventNotAllowed', 's1 workflow.lint.eventNotAllowed']);
  });

  it('allows a parallel split/join block whose branches hold only tasks', async () => {
    const report = await lint(
      model(`<parallelGateway id="split" /><userTask id="a" flowable:assignee="1" /><userTask id="b" flowable:assignee="1" />
        <parallelGateway id="join" /><sequenceFlow id="s" sourceRef="start" targetRef="split" />
        <sequenceFlow id="sa" sourceRef="split" targetRef="a" /><sequenceFlow id="sb" sourceRef="split" targetRef="b" />
        <sequenceFlow id="ja" sourceRef="a" targetRef="join" /><sequenceFlow id="jb" sourceRef="b" targetRef="join" />`),
    );
    expect(report).toEqual([]);
  });

  it('allows a timer boundary event and a terminate end event', async () => {
    const report = await lint(
      model(`<userTask id="u" flowable:assignee="1" />
        <boundaryEvent id="t" attachedToRef="u">
          <timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
        <endEvent id="end"><terminateEventDefinition /></endEvent>`),
    );
    expect(report).toEqual([]);
  });
});
