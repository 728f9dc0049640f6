const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character,
  );

/** A minimal executable diagram (start -> end) for a new model; the process id is the model key. */
export function newDiagramXml(processId: string, processName: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1" targetNamespace="http://www.flowable.org/processdef">
  <process id="${escapeXml(processId)}" name="${escapeXml(processName)}" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="flow_start_end" sourceRef="start" targetRef="end" />
    <endEvent id="end" />
  </process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${escapeXml(processId)}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="420" y="160" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow_start_end_di" bpmnElement="flow_start_end">
        <di:waypoint x="216" y="178" /><di:waypoint x="420" y="178" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
}
