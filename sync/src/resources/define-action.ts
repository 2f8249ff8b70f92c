import type { z } from 'zod'
import { findDictionary } from '../dictionaries/lookup.ts'
import type { Label, Language } from '../i18n/language.ts'
import type { MessageKey } from '../i18n/messages.ts'
import type { ResourceDef } from './define-resource.ts'
import { idSchema } from './id-schema.ts'
import type { FlowCode } from './workflow/flows.ts'

/**
 * The approval a step starts: the step leaves the document waiting (its `to`), the flow's model
 * decides who approves, and the flow's end runs the `approved` or `rejected` action of the same
 * resource (by name) in the transaction of the last task's completion; `comment` is the rejected
 * action's input key that takes the approver's comment. While it waits the document cannot be saved.
 */
export type ApprovalDef = { flow: FlowCode; approved: string; rejected: string; comment?: string }

/**
 * What a step that starts an approval takes besides its own input: the chosen approval template
 * (a deployment of the flow; the first of the person's department when absent) and the person the
 * initiator picks where the model lets them choose.
 */
export const approvalStartShape = {
  processDefinitionId: idSchema.optional(),
  taskUser: idSchema.optional(),
}

/** The words for what a step that starts an approval takes. */
export const APPROVAL_START_LABELS: Readonly<Record<keyof typeof approvalStartShape, Label>> = {
  processDefinitionId: { zh: '审批模板', en: 'Approval template', ja: '承認テンプレート' },
  taskUser: { zh: '审批人', en: 'Approver', ja: '承認者' },
}

/**
 * A named step of a document's lifecycle, declared as data (zbugs' defineMutator): the statuses it
 * may start from, the status it leaves, what it takes and who may run it. The server runs every
 * action through one `transition`; the console reads `from` to offer only the actions a row allows.
 */
export type ActionDef<I extends z.ZodType = z.ZodType> = {
  resource: ResourceDef
  name: string
  label: Label
  /**
   * The status column (a dictionary field of the resource, the base `status`, or `isDeleted` for
   * steps that bring removed records back); empty reads as '0'.
   */
  statusField: string
  /** The statuses the action starts from. */
  from: readonly string[]
  /**
   * The status it leaves; absent when the action keeps the status (it still locks, versions and logs).
   * An empty one empties the column (NULL, which reads as '0': a line's answer cleared).
   */
  to?: string
  input: I
  /** Labels of the input's keys that are not fields of the resource (a cut's reason). */
  inputLabels?: Readonly<Record<string, Label>>
  permission: string
  /** The message of a refusal (params: record, status, action, from, to); actionNotAllowed by default. */
  refusal?: MessageKey
  /**
   * How the console runs it on a row: POST `<resource base>/<path>` with `{ ids: [id], ...fixed,
   * ...input }`. Actions the server takes itself (an export's run) have none. The server derives the
   * call from this (server/platform/records/action-calls.ts); `methodInferred` where the catalogue
   * leaves the method open (it then answers GET too).
   */
  call?: { path: string; fixed?: Record<string, string>; methodInferred?: true }
  /** The question the console asks before running it (an action that cannot be taken back). */
  confirm?: Label
  /**
   * A field the action fills, for an action that keeps the status: a record where it holds a value
   * has taken the action already (a started count's freeze time), so the console no longer offers it.
   */
  takenWhen?: string
  /** The approval this step starts (a document that needs approval names its flow here). */
  approval?: ApprovalDef
}

/** Base columns that may serve as an action's status: the record status, and removal (restore). */
const BASE_STATUS_FIELDS = new Set(['status', 'isDeleted'])

/** Declares an action of a resource. */
export function defineAction<I extends z.ZodType>(
  resource: ResourceDef,
  name: string,
  def: Omit<ActionDef<I>, 'resource' | 'name' | 'statusField'> & { statusField?: string },
): ActionDef<I> {
  const statusField = def.statusField ?? 'status'
  if (!BASE_STATUS_FIELDS.has(statusField) && !resource.fields[statusField]) {
    throw new Error(`${resource.name}.${name}: no status field ${statusField}`)
  }
  if (def.approval) {
    const shape = (def.input as unknown as { shape?: Record<string, unknown> }).shape ?? {}
    for (const key of Object.keys(approvalStartShape))
      if (!(key in shape)) throw new Error(`${resource.name}.${name}: an approval's input takes ${key}`)
    if (!def.to) throw new Error(`${resource.name}.${name}: an approval leaves the document waiting in a status`)
  }
  const inputLabels = def.approval ? { ...APPROVAL_START_LABELS, ...def.inputLabels } : def.inputLabels
  return { ...def, inputLabels, resource, name, statusField }
}

/** Whether a record in `status` may take the action (the console greys out the rest). */
export function actionAllowed(action: Pick<ActionDef, 'from'>, status: unknown): boolean {
  return action.from.includes(status === null || status === undefined || status === '' ? '0' : String(status))
}

/** Whether the console offers the action on a row: its status allows it and it has not been taken already. */
export function actionOffered(
  action: Pick<ActionDef, 'from' | 'statusField' | 'takenWhen'>,
  row: Record<string, unknown>,
): boolean {
  const taken = action.takenWhen ? row[action.takenWhen] : undefined
  if (taken !== undefined && taken !== null && taken !== '') return false
  return actionAllowed(action, row[action.statusField])
}

/** A status key in words, from the status field's dictionary (the key itself when it has none). */
export function statusLabel(resource: ResourceDef, statusField: string, key: string, lang: Language): string {
  const field = statusField === 'status' ? undefined : resource.fields[statusField]
  const dict = field?.type === 'dict' ? field.dict : statusField === 'status' ? resource.statusDict : undefined
  if (!dict) return key
  return findDictionary(dict).entries.find((e) => e.key === key)?.label[lang] ?? key
}

/**
 * The words for each key an action asks a person for: the action's own input labels over the
 * resource's field labels, so no dialog or refusal shows a bare key.
 */
export function actionInputLabels(
  action: Pick<ActionDef, 'input' | 'inputLabels'>,
  fieldLabelsOfResource: Readonly<Record<string, Label>>,
): Record<string, Label> {
  const labels: Record<string, Label> = {}
  for (const key of actionFields(action)) {
    const label = action.inputLabels?.[key] ?? fieldLabelsOfResource[key]
    if (label) labels[key] = label
  }
  return labels
}

/** Whether an action's input field must be given (its schema does not make it optional). */
export function actionInputRequired(action: Pick<ActionDef, 'input'>, key: string): boolean {
  const shape = (action.input as unknown as { shape?: Record<string, { isOptional?: () => boolean }> }).shape
  return !(shape?.[key]?.isOptional?.() ?? false)
}

/** The fields an action asks a person for before it runs (its input's keys). */
export function actionFields(action: Pick<ActionDef, 'input'>): string[] {
  const shape = (action.input as unknown as { shape?: Record<string, unknown> }).shape
  return shape ? Object.keys(shape) : []
}
