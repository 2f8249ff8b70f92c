import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { findResource } from '#sync/resources/index.ts'
import { childRowSchema, createSchema, fieldLabels, updateSchema } from '#sync/resources/resource-schemas.ts'
import { ApiError } from '../../api/client.ts'
import type { KeyedField } from './resource-meta.ts'

/** What the form holds, by field key; child tables hold arrays of rows. */
export type FormValues = Record<string, unknown>

/** Field key → the message shown under it. Child rows use `children.<index>.<field>`. */
export type FieldErrors = Record<string, string>

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** The values of a new record: each field's default, flags off, tree parent at the root. */
export function initialFormValues(fields: readonly KeyedField[], children: readonly string[] = []): FormValues {
  const values: FormValues = {}
  for (const { key, field } of fields) {
    if (field.default !== undefined) values[key] = String(field.default)
    else if (field.type === 'bool') values[key] = 0
    else if (field.type === 'treeParent') values[key] = '0'
    else values[key] = null
  }
  for (const key of children) values[key] = []
  return values
}

/** A stored record as form values (numbers as text, flags as 0/1, secrets left empty). */
export function recordToFormValues(
  fields: readonly KeyedField[],
  record: Record<string, unknown>,
  children: readonly string[] = [],
): FormValues {
  const values: FormValues = {}
  for (const { key, field } of fields) {
    const v = record[key]
    if (field.secret) values[key] = null
    else if (field.type === 'bool') values[key] = Number(v) === 1 ? 1 : 0
    else if (v === undefined || v === null) values[key] = field.type === 'treeParent' ? '0' : null
    else values[key] = String(v)
  }
  for (const key of children) values[key] = Array.isArray(record[key]) ? record[key] : []
  return values
}

/**
 * The body sent to submit/save/update: blanks become null (so a cleared field is cleared, and a
 * required one is reported as missing), untouched secrets are left out; `id` and `version` when editing.
 */
export function formValuesToBody(
  fields: readonly KeyedField[],
  values: FormValues,
  editing: { id: string; version?: unknown } | null,
  children: readonly string[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  if (editing) {
    body.id = editing.id
    if (editing.version !== undefined && editing.version !== null) body.version = editing.version
  }
  for (const { key, field } of fields) {
    const v = values[key]
    if (field.secret && isBlank(v)) continue
    if (isBlank(v)) body[key] = null
    else if (field.type === 'integer' && typeof v === 'string' && /^-?\d+$/.test(v.trim())) body[key] = Number(v)
    else body[key] = typeof v === 'string' ? v.trim() : v
  }
  for (const key of children) body[key] = Array.isArray(values[key]) ? values[key] : []
  return body
}

function firstPerField(problems: { field: string; message: string }[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {}
  for (const p of problems) {
    const key = `${prefix}${p.field}`
    if (!(key in errors)) errors[key] = p.message
  }
  return errors
}

/** Options of the form check: messages a screen says instead of the generic "required". */
export type ValidateOptions = {
  /** Field key → what to say when it is empty and must not be (e.g. 请输入字典编号). */
  requiredMessages?: Record<string, string>
  /** Only these fields are checked (a screen showing part of the declaration). */
  only?: readonly string[]
  /** Fields this screen requires though the declaration does not (a dictionary entry's key). */
  alsoRequired?: readonly string[]
}

/**
 * Checks a body with the server's own zod schema (create or update) and answers the first message
 * per field in the person's language; child rows are checked with the child's schema.
 */
export function validateBody(
  resource: ResourceDef,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
  lang: Language,
  options: ValidateOptions = {},
): FieldErrors {
  const errors: FieldErrors = {}
  const schema = mode === 'update' ? updateSchema(resource) : createSchema(resource)
  const parent = schema.safeParse(body, { reportInput: true })
  if (!parent.success)
    Object.assign(errors, firstPerField(describeIssues(parent.error.issues, lang, fieldLabels(resource))))
  for (const [key, child] of Object.entries(resource.children ?? {})) {
    const rows = body[key]
    if (!Array.isArray(rows)) continue
    const childResource = findResource(child.resource)
    rows.forEach((row: Record<string, unknown>, index) => {
      const parsed = childRowSchema(childResource, child.foreignKey, row).safeParse(row, { reportInput: true })
      if (!parsed.success) {
        Object.assign(
          errors,
          firstPerField(describeIssues(parsed.error.issues, lang, fieldLabels(childResource)), `${key}.${index}.`),
        )
      }
    })
  }
  for (const key of options.alsoRequired ?? []) {
    if (!(key in errors) && isBlank(body[key])) {
      const label = fieldLabels(resource)[key]?.[lang] ?? key
      errors[key] = translate('fieldRequired', lang, { field: label })
    }
  }
  for (const [key, message] of Object.entries(options.requiredMessages ?? {})) {
    if (key in errors && isBlank(body[key])) errors[key] = message
  }
  if (options.only) {
    const only = new Set(options.only)
    for (const key of Object.keys(errors)) if (!only.has(key.split('.')[0] ?? key)) delete errors[key]
  }
  return errors
}

/** The field messages of a refused save (`data.errors`), or null when the refusal names no field. */
export function fieldErrorsFromApi(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null
  const data = error.data as { errors?: unknown } | null
  if (!data || !Array.isArray(data.errors)) return null
  const problems = data.errors.filter(
    (p): p is { field: string; message: string } =>
      typeof p === 'object' && p !== null && typeof p.field === 'string' && typeof p.message === 'string',
  )
  return problems.length ? firstPerField(problems) : null
}

/** Fields declared `dependsOn` the given one: their choice is void once it changes. */
export function dependentKeys(resource: ResourceDef, key: string): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.dependsOn?.field === key)
    .map(([k]) => k)
}

/** The value a `dependsOn` link's choices are narrowed by, when the field it depends on has one. */
export function dependsOnValue(field: Field, values: FormValues): string | undefined {
  const parent = field.dependsOn ? values[field.dependsOn.field] : undefined
  return parent === null || parent === undefined || parent === '' ? undefined : String(parent)
}
