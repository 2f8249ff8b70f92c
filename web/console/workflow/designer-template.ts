/** Text made safe inside an XML attribute. */
function xmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The process id a new model's diagram starts with until its key is typed. */
export const BLANK_PROCESS_ID = 'Process_1'

/**
 * A new model's diagram: a start, one approval step held by the initiator's department head, an end;
 * `processId` is the model key (the engine versions deployments under it).
 */
export function blankModelXml(processId: string, name: string, stepName: string): string {
  const id = xmlAttribute(processId || BLANK_PROCESS_ID)
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1" targetNamespace="http://flowable.org/bpmn">
  <bpmn:process id="${id}" name="${xmlAttribute(name)}" isExecutable="true">
    <bpmn:startEvent id="start" name="">
      <bpmn:outgoing>flow_start</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="approve" name="${xmlAttribute(stepName)}" flowable:assignee="\${deptLeader}">
      <bpmn:incoming>flow_start</bpmn:incoming>
      <bpmn:outgoing>flow_end</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="">
      <bpmn:incoming>flow_end</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="flow_start" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="flow_end" sourceRef="approve" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve">
        <dc:Bounds x="250" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="412" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow_start_di" bpmnElement="flow_start">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="250" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_end_di" bpmnElement="flow_end">
        <di:waypoint x="350" y="120" />
        <di:waypoint x="412" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
}
