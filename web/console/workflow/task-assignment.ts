/** Who holds an approval step, as the designer's side panel offers it. */
export const HOLDER_KINDS = ['deptLeader', 'chosen', 'initiator', 'user', 'roles', 'departments', 'users'] as const

/** One of HOLDER_KINDS. */
export type HolderKind = (typeof HOLDER_KINDS)[number]

/**
 * An approval step's holder as the panel edits it: the kind, its value (a user id; comma-separated
 * role aliases, department ids or user ids) and whether its approver chooses the next approver.
 */
export type TaskAssignment = { holder: HolderKind | null; value: string; chooseNext: boolean }

/** The `flowable:` attributes of a user task; every key is present, unset ones undefined (so a change clears the others). */
export type FlowableAttributes = {
  assignee: string | undefined
  candidateUsers: string | undefined
  candidateGroups: string | undefined
  candidateDepartments: string | undefined
  chooseNext: boolean | undefined
}

/** An engine variable as an expression, `${name}`: the holder the engine resolves when the approval runs. */
export const engineVariable = (name: string) => `\${${name}}`

const EXPRESSIONS = {
  deptLeader: engineVariable('deptLeader'),
  chosen: engineVariable('chosen'),
  initiator: engineVariable('initiator'),
} as const

const CANDIDATE_ATTRIBUTE = {
  roles: 'candidateGroups',
  departments: 'candidateDepartments',
  users: 'candidateUsers',
} as const

/** A comma list without blanks, spaces or repeats ("a, b,,a" → "a,b"); undefined when nothing is left. */
export function commaList(text: string): string | undefined {
  const items = [...new Set(text.split(/[,，]/).map((s) => s.trim()))].filter(Boolean)
  return items.length ? items.join(',') : undefined
}

/** The attributes an assignment writes on its task. */
export function assignmentToAttributes(assignment: TaskAssignment): FlowableAttributes {
  const attributes: FlowableAttributes = {
    assignee: undefined,
    candidateUsers: undefined,
    candidateGroups: undefined,
    candidateDepartments: undefined,
    // Only a step that lets its approver choose says so; absent means no.
    chooseNext: assignment.chooseNext ? true : undefined,
  }
  const { holder, value } = assignment
  if (holder === 'deptLeader' || holder === 'chosen' || holder === 'initiator')
    attributes.assignee = EXPRESSIONS[holder]
  else if (holder === 'user') attributes.assignee = value.trim() || undefined
  else if (holder) attributes[CANDIDATE_ATTRIBUTE[holder]] = commaList(value)
  return attributes
}

/** The assignment a task's attributes say (an assignee first, then candidate roles, departments, users). */
export function attributesToAssignment(attributes: Partial<Record<keyof FlowableAttributes, unknown>>): TaskAssignment {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  const chooseNext = attributes.chooseNext === true || attributes.chooseNext === 'true'
  const assignee = text(attributes.assignee)
  const expression = (Object.keys(EXPRESSIONS) as (keyof typeof EXPRESSIONS)[]).find((k) => EXPRESSIONS[k] === assignee)
  if (expression) return { holder: expression, value: '', chooseNext }
  if (assignee) return { holder: 'user', value: assignee, chooseNext }
  for (const holder of ['roles', 'departments', 'users'] as const) {
    const value = text(attributes[CANDIDATE_ATTRIBUTE[holder]])
    if (value) return { holder, value, chooseNext }
  }
  return { holder: null, value: '', chooseNext }
}

/** The attributes as bpmn-js's updateProperties takes them: each name with the `flowable:` prefix. */
export function flowableProperties(attributes: FlowableAttributes): Record<string, string | boolean | undefined> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`flowable:${name}`, value]))
}
