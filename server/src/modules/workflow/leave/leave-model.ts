/** Process key of the leave process (BladeX `Leave`). */
export const LEAVE_PROCESS_KEY = 'Leave';
/** Business table of the leave business key `blade_process_leave:<id>`. */
export const LEAVE_BUSINESS_TABLE = 'blade_process_leave';
/** Role aliases of the two candidate groups. */
export const LEAVE_HR_GROUP = 'hr';
export const LEAVE_BOSS_GROUP = 'boss';

/**
 * The leave process (reference §5.4), with `flowable:` attributes so it stays importable into Flowable:
 * the applicant's chosen approver (`${taskUser}`) decides; rejection ends the process; approved requests of
 * up to three days go to the `hr` role, longer ones to the `boss` role.
 */
export const LEAVE_MODEL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  id="LeaveDefinitions" targetNamespace="http://www.flowable.org/processdef">
  <process id="${LEAVE_PROCESS_KEY}" name="请假流程" isExecutable="true">
    <startEvent id="start" name="开始" flowable:initiator="applyUser" />
    <sequenceFlow id="toManager" sourceRef="start" targetRef="managerApprove" />
    <userTask id="managerApprove" name="审批人审批" flowable:assignee="\${taskUser}" />
    <sequenceFlow id="toPassGateway" sourceRef="managerApprove" targetRef="passGateway" />
    <exclusiveGateway id="passGateway" name="是否通过" />
    <sequenceFlow id="rejected" name="驳回" sourceRef="passGateway" targetRef="endRejected">
      <conditionExpression xsi:type="tFormalExpression">\${!pass}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="passed" name="通过" sourceRef="passGateway" targetRef="daysGateway">
      <conditionExpression xsi:type="tFormalExpression">\${pass}</conditionExpression>
    </sequenceFlow>
    <exclusiveGateway id="daysGateway" name="请假天数" default="toBoss" />
    <sequenceFlow id="toHr" name="三天以内" sourceRef="daysGateway" targetRef="hrApprove">
      <conditionExpression xsi:type="tFormalExpression">\${days &lt;= 3}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="toBoss" name="三天以上" sourceRef="daysGateway" targetRef="bossApprove">
      <conditionExpression xsi:type="tFormalExpression">\${days &gt; 3}</conditionExpression>
    </sequenceFlow>
    <userTask id="hrApprove" name="人事审批" flowable:candidateGroups="${LEAVE_HR_GROUP}" />
    <sequenceFlow id="hrToEnd" sourceRef="hrApprove" targetRef="endApproved" />
    <userTask id="bossApprove" name="老板审批" flowable:candidateGroups="${LEAVE_BOSS_GROUP}" />
    <sequenceFlow id="bossToEnd" sourceRef="bossApprove" targetRef="endApproved" />
    <endEvent id="endApproved" name="通过" />
    <endEvent id="endRejected" name="驳回" />
  </process>
  <bpmndi:BPMNDiagram id="LeaveDiagram">
    <bpmndi:BPMNPlane id="LeavePlane" bpmnElement="${LEAVE_PROCESS_KEY}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="managerApprove_di" bpmnElement="managerApprove">
        <dc:Bounds x="190" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="passGateway_di" bpmnElement="passGateway" isMarkerVisible="true">
        <dc:Bounds x="345" y="175" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="daysGateway_di" bpmnElement="daysGateway" isMarkerVisible="true">
        <dc:Bounds x="455" y="175" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrApprove_di" bpmnElement="hrApprove"><dc:Bounds x="570" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="bossApprove_di" bpmnElement="bossApprove">
        <dc:Bounds x="570" y="240" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endApproved_di" bpmnElement="endApproved">
        <dc:Bounds x="740" y="182" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endRejected_di" bpmnElement="endRejected">
        <dc:Bounds x="352" y="332" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toManager_di" bpmnElement="toManager">
        <di:waypoint x="136" y="200" />
        <di:waypoint x="190" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toPassGateway_di" bpmnElement="toPassGateway">
        <di:waypoint x="290" y="200" />
        <di:waypoint x="345" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="rejected_di" bpmnElement="rejected">
        <di:waypoint x="370" y="225" />
        <di:waypoint x="370" y="332" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="passed_di" bpmnElement="passed"><di:waypoint x="395" y="200" /><di:waypoint x="455" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toHr_di" bpmnElement="toHr">
        <di:waypoint x="480" y="175" />
        <di:waypoint x="480" y="120" />
        <di:waypoint x="570" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toBoss_di" bpmnElement="toBoss">
        <di:waypoint x="480" y="225" />
        <di:waypoint x="480" y="280" />
        <di:waypoint x="570" y="280" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrToEnd_di" bpmnElement="hrToEnd">
        <di:waypoint x="670" y="120" />
        <di:waypoint x="758" y="120" />
        <di:waypoint x="758" y="182" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="bossToEnd_di" bpmnElement="bossToEnd">
        <di:waypoint x="670" y="280" />
        <di:waypoint x="758" y="280" />
        <di:waypoint x="758" y="218" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
