/** Who may act on an approval task: stored in the compiled model and read by the process engine. */
export type TaskAssignment = {
  /** who holds the task outright: the initiator's department leader, the person the initiator (or the previous approver) picks, the initiator, or one account */
  assignee?: { kind: 'deptLeader' } | { kind: 'chosen' } | { kind: 'initiator' } | { kind: 'account'; account: string }
  /** role aliases (blade_role.role_alias) whose members may claim it */
  candidateRoles: string[]
  /** department ids whose members may claim it */
  candidateDepts: string[]
  /** accounts that may claim it */
  candidateUsers: string[]
}

/** One node of a compiled approval model. */
export type FlowNode =
  | { id: string; name: string; type: 'startEvent' }
  | { id: string; name: string; type: 'endEvent' }
  | {
      id: string
      name: string
      type: 'userTask'
      assignment: TaskAssignment
      /** the approver picks the next task's holder */
      chooseNext: boolean
    }
  | { id: string; name: string; type: 'exclusiveGateway'; defaultFlow?: string }
  | { id: string; name: string; type: 'parallelGateway' }

/** One arrow of a compiled approval model. */
export type SequenceFlow = {
  id: string
  name: string
  source: string
  target: string
  /** expression source, without ${ } */
  condition?: string
}

/** A BPMN approval model compiled to plain JSON: stored in the database and walked by the process engine. */
export type ProcessGraph = {
  key: string
  name: string
  start: string
  nodes: Record<string, FlowNode>
  flows: Record<string, SequenceFlow>
  outgoing: Record<string, string[]>
  incoming: Record<string, string[]>
}
