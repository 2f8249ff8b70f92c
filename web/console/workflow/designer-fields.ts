import { f } from '#sync/resources/define-resource.ts'
import type { RecordAnswer } from '#sync/resources/resource-contracts.ts'
import type { wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import { DESIGNER_TEXT } from './designer.messages.ts'

/** The pickers of an approval step's holder, drawn by the console's field inputs (searching users, the department tree). */
export const HOLDER_FIELDS = {
  user: f.link('blade-user/user', { label: DESIGNER_TEXT['designer.task.user'] }),
  departments: f.links('blade-system/dept', { label: DESIGNER_TEXT['designer.task.departments'] }),
  users: f.links('blade-user/user', { label: DESIGNER_TEXT['designer.task.users'] }),
}

/** A model's own values, as the designer's model form holds them. */
export type ModelValues = { modelKey: string; name: string; category: string; deptId: string; description: string }

/** A saved model as the designer opens it (its detail). */
export type SavedModel = ModelValues & { id: string; version: number; xml: string; deptIdLabel?: string | null }

/** A model's values from its detail, blanks for what it lacks. */
export function modelValuesOf(model: SavedModel | null): ModelValues {
  return {
    modelKey: model?.modelKey ?? '',
    name: model?.name ?? '',
    category: model?.category ?? '',
    deptId: model?.deptId ?? '',
    description: model?.description ?? '',
  }
}

/** What the model's submit call is sent: the values trimmed, the department left out when none. */
export function modelBody(values: ModelValues, xml: string, saved: { id: string; version: number } | null) {
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    modelKey: values.modelKey.trim(),
    name: values.name.trim(),
    category: values.category,
    deptId: values.deptId || undefined,
    description: values.description.trim(),
    xml,
  }
}

/** Whether the values name what a model needs (key, name, flow). */
export function isModelComplete(values: ModelValues): boolean {
  return values.modelKey.trim() !== '' && values.name.trim() !== '' && values.category !== ''
}

/** A model's detail as the designer opens it (dictionary keys as text, blanks for what it lacks). */
export function savedModelOf(record: RecordAnswer<typeof wfModel>): SavedModel {
  return {
    id: record.id,
    version: record.version,
    modelKey: record.modelKey ?? '',
    name: record.name ?? '',
    category: record.category === null || record.category === undefined ? '' : String(record.category),
    deptId: record.deptId ?? '',
    description: record.description ?? '',
    xml: record.xml ?? '',
    deptIdLabel: record.deptIdLabel,
  }
}
