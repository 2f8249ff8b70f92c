import { FLOWS } from '#sync/resources/workflow/flows.ts'

/** The leave flow's screens take one businessId and no executionId (spec 1 §2.3). */
const LEAVE_KIND = FLOWS.Leave.kind

/** The route patterns of the process screens (spec 1 §2.3), registered as console pages. */
export const PROCESS_ROUTES = {
  form: '/work/process/:kind/form/:processDefinitionId',
  handle: '/work/process/:kind/handle/:taskId/:processInstanceId/:businessIds/:executionId',
  leaveHandle: '/work/process/:kind/handle/:taskId/:processInstanceId/:businessIds',
  detail: '/work/process/:kind/detail/:processInstanceId/:businessIds',
} as const

const seg = encodeURIComponent

/** Whether the kind is the leave flow's. */
export const isLeaveKind = (kind: string) => kind === LEAVE_KIND

/** The form that starts an approval of the kind from a chosen template. */
export const formPath = (kind: string, processDefinitionId: string) =>
  `/work/process/${seg(kind)}/form/${seg(processDefinitionId)}`

/**
 * The screen that handles a task. The work lists carry no executionId: a task's approval is its
 * process instance, whose root execution has the instance's id, so that is the one the path names.
 */
export function handlePath(task: { kind: string; taskId: string; processInstanceId: string; businessId: string }) {
  const base = `/work/process/${seg(task.kind)}/handle/${seg(task.taskId)}/${seg(task.processInstanceId)}/${seg(task.businessId)}`
  return isLeaveKind(task.kind) ? base : `${base}/${seg(task.processInstanceId)}`
}

/** The read-only screen of an approval and its document. */
export const detailPath = (item: { kind: string; processInstanceId: string; businessId: string }) =>
  `/work/process/${seg(item.kind)}/detail/${seg(item.processInstanceId)}/${seg(item.businessId)}`

/** Where a handled task goes back to. */
export const TODO_PATH = '/work/todo'
