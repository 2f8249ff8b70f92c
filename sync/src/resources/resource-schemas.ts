import { z } from 'zod'
import { dictionaryKeys } from '../dictionaries/lookup.ts'
import type { Label } from '../i18n/language.ts'
import { BASE_FIELDS, type Field, ID_LIST_PATTERN, type ResourceDef } from './define-resource.ts'
import { ID_PATTERN, idSchema, isId } from './id-schema.ts'

export { ID_PATTERN, idSchema, isId }

const DATETIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` naming a day that exists (PostgreSQL refuses 2024-02-31). */
export function isCalendarTime(value: string): boolean {
  if (!DATE.test(value.slice(0, 10)) || (value.length > 10 && !DATETIME.test(value))) return false
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number]
  const day = new Date(Date.UTC(y, m - 1, d))
  return y >= 1 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
}

/** C0 control characters other than tab and line breaks, DEL, and unpaired surrogates: PostgreSQL refuses NUL and exports break on the rest. */
export const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether a text may be stored: no control characters (see CONTROL_CHARACTERS). */
export const isCleanText = (value: string): boolean => !CONTROL_CHARACTERS.test(value)

/** The most records one batch call names: the same for every call that takes ids. */
export const BATCH_IDS_LIMIT = 1000

/** A list request's query string: paging and sorting, and any filter (each checked by the declaration on the server). */
export const listQuerySchema = z
  .object({
    current: z.string().optional(),
    size: z.string().optional(),
    ascs: z.string().optional(),
    descs: z.string().optional(),
  })
  .catchall(z.string())

/** Ids of a remove or status change (`ids=1,2,3` or `id=`), from the query string or the body: the server's readIds() checks them. */
export const idsParams = z.object({ ids: z.unknown().optional(), id: z.unknown().optional() }).catchall(z.unknown())

/** Ids as a list or as `1,2,3` (up to 1,000), each a 64-bit id. */
export const idListSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : typeof v === 'number'
        ? [String(v)]
        : v,
  z.array(idSchema).min(1).max(BATCH_IDS_LIMIT),
)

/** Numbers may arrive as JSON numbers or as numeric strings (form posts); nothing else is coerced. */
const numeric = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v)
/** An empty string means "no value" for optional fields. */
const blankToNull = (v: unknown) => (v === '' ? null : v)

/** Exact decimals: up to 18 digits before the point. */
function decimalSchema(field: Field): z.ZodType {
  const scale = field.scale ?? 2
  const pattern = new RegExp(`^-?\\d{1,18}(\\.\\d{1,${scale}})?$`)
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .regex(pattern, { error: scale > 0 ? 'decimal' : 'int' })
      .refine((v) => field.min === undefined || Number(v) >= field.min, { error: `min:${field.min}` })
      .refine((v) => field.max === undefined || Number(v) <= field.max, { error: `max:${field.max}` }),
  )
}

/** The zod schema of one field's value (never undefined/null: optionality is added by the caller). */
export function fieldValueSchema(field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'file': {
      let s = z.string().trim()
      if (field.required) s = s.min(Math.max(1, field.min ?? 1))
      else if (field.min) s = s.min(field.min)
      if (field.max) s = s.max(field.max)
      // The rule in words rides along in the issue, so the refusal says what is asked.
      if (field.pattern)
        s = s.regex(field.pattern, field.rule ? { error: `rule:${JSON.stringify(field.rule)}` } : undefined)
      return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), s.refine(isCleanText, { error: 'control' }))
    }
    case 'integer': {
      const n = z
        .number()
        .int()
        .min(field.min ?? -2_147_483_648)
        .max(field.max ?? 2_147_483_647)
      return z.preprocess(numeric, n)
    }
    case 'decimal':
      return decimalSchema(field)
    case 'bool':
      return z.preprocess(
        (v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : v),
        z.union([z.literal(0), z.literal(1)], { error: 'bool' }),
      )
    case 'datetime':
      return z.preprocess(
        (v) => (typeof v === 'string' && DATE.test(v) ? `${v} 00:00:00` : v),
        z.string().regex(DATETIME, { error: 'datetime', abort: true }).refine(isCalendarTime, { error: 'datetime' }),
      )
    case 'date':
      return z.preprocess(
        (v) => (typeof v === 'string' && DATETIME.test(v) ? v.slice(0, 10) : v),
        z.string().regex(DATE, { error: 'date', abort: true }).refine(isCalendarTime, { error: 'date' }),
      )
    case 'id':
    case 'link':
      return idSchema
    case 'links': {
      // A picker sends a list; BladeX clients send the comma-separated text it is stored as.
      const list = z
        .string()
        .max(field.max ?? 1000)
        .regex(ID_LIST_PATTERN, { error: 'id' })
        .refine((v) => v.split(',').every(isId), { error: 'id' })
      return z.preprocess((v) => {
        const text = Array.isArray(v) ? v.map(String).join(',') : typeof v === 'number' ? String(v) : v
        // Nothing picked is a missing value (required), not a malformed one.
        return text === '' ? undefined : text
      }, list)
    }
    case 'treeParent':
      return z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : v === '' || v === null ? '0' : v),
        z
          .string()
          .regex(/^(0|[1-9]\d{0,18})$/, { error: 'id', abort: true })
          .refine((v) => v === '0' || isId(v), { error: 'id' }),
      )
    case 'dict': {
      const keys = dictionaryKeys(field.dict ?? '')
      return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(keys as [string, ...string[]]))
    }
  }
}

function optional(schema: z.ZodType): z.ZodType {
  return z.preprocess(blankToNull, schema.nullable().optional())
}

/** Body of a create call (`save`, or `submit` without an id): required fields must be present. */
export function createSchema(resource: ResourceDef) {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(resource.fields)) {
    shape[key] = field.required ? fieldValueSchema(field) : optional(fieldValueSchema(field))
  }
  return z.object(shape)
}

/** Body of an `update` (or `submit` with an id): only the fields sent change; `version` guards it. */
export function updateSchema(resource: ResourceDef) {
  const shape: Record<string, z.ZodType> = {
    id: fieldValueSchema({ type: 'id', label: { zh: '主键', en: 'ID', ja: 'ID' } }),
    version: z.preprocess(numeric, z.number().int().min(1)).optional(),
  }
  for (const [key, field] of Object.entries(resource.fields)) {
    shape[key] = field.required ? fieldValueSchema(field).optional() : optional(fieldValueSchema(field))
  }
  return z.object(shape)
}

/** The schema of one child row: an update when it carries an id, else a create without the parent's key (the parent sets it). */
export function childRowSchema(childResource: ResourceDef, foreignKey: string, row: Record<string, unknown>) {
  const hasId = row.id !== undefined && row.id !== null && row.id !== ''
  return hasId ? updateSchema(childResource) : createSchema(childResource).partial({ [foreignKey]: true } as never)
}

/** An example create body that succeeds against the demo data (OpenAPI, conformance). */
export function exampleBody(resource: ResourceDef): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.example !== undefined) body[key] = field.example
  }
  return body
}

/** Labels of every field a body may carry (declared, base columns and version), for messages. */
export function fieldLabels(resource: ResourceDef): Record<string, Label> {
  const labels: Record<string, Label> = { version: { zh: '版本', en: 'Version', ja: 'バージョン' } }
  for (const [key, field] of Object.entries({ ...BASE_FIELDS, ...resource.fields })) labels[key] = field.label
  return labels
}

/** One field's value as list and detail answer it: 64-bit ids, decimals, dates and times as text. */
function answerValueSchema(field: Field): z.ZodType {
  if (field.type === 'integer' || field.type === 'bool') return z.number()
  // A vocabulary of whole-number keys is stored as integer, any other as text.
  if (field.type === 'dict') return z.union([z.number(), z.string()])
  return z.string()
}

/**
 * A record as the generic reads and saves answer it: the base columns, every field that is not
 * secret, and each link's title beside it (`<field>Label`); hooks may add keys (computed values,
 * child rows), so further keys are allowed. The OpenAPI document shows it as the answer's schema.
 */
export function recordAnswerSchema(resource: ResourceDef) {
  const shape: Record<string, z.ZodType> = {
    id: z.string(),
    createUser: z.string().nullable(),
    createTime: z.string().nullable(),
    updateUser: z.string().nullable(),
    updateTime: z.string().nullable(),
    status: z.number().nullable(),
    isDeleted: z.number(),
    version: z.number(),
  }
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.secret || key === 'status') continue
    shape[key] = answerValueSchema(field).nullable().optional()
    if (field.type === 'link' || field.type === 'links') shape[`${key}Label`] = z.string().nullable().optional()
  }
  return z.looseObject(shape)
}

/** A page of rows as paged calls answer it (`totalExact: false`: the total is the planner's estimate). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    records: z.array(row),
    total: z.number().int(),
    totalExact: z.boolean(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
    /** Values of each batch filter that matched nothing, by filter key. */
    unmatched: z.record(z.string(), z.array(z.string())).optional(),
  })
}

/** A page a hand-written call answers (`{records, total, size, current, pages}`), of rows of the given shape. */
export function pagedAnswerSchema<R extends z.ZodType>(row: R) {
  return z.object({
    records: z.array(row),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  })
}

/** A page of records as `page` and `list` answer it. */
export function pageAnswerSchema(resource: ResourceDef) {
  return pageOf(recordAnswerSchema(resource))
}

/** Base columns as reads answer them: who and when may be missing on seeded rows. */
const BASE_ANSWERS: Record<string, z.ZodType> = {
  id: z.string(),
  tenantId: z.string(),
  createUser: z.string().nullable(),
  createDept: z.string().nullable(),
  createTime: z.string(),
  updateUser: z.string().nullable(),
  updateTime: z.string(),
  status: z.number().int(),
  isDeleted: z.number().int(),
  version: z.number().int(),
}

/** One declared field's value in a hand-written read: a vocabulary of whole-number keys is an integer column. */
function columnAnswerSchema(field: Field): z.ZodType {
  if (field.type !== 'dict') return answerValueSchema(field)
  // Read when first used: an area's vocabularies register when the areas load, after this module.
  return z.lazy(() =>
    dictionaryKeys(field.dict ?? '').every((k) => /^-?\d+$/.test(k)) ? z.number().int() : z.string(),
  )
}

/**
 * Chosen columns of a declared record as a hand-written read selects them: each typed by its
 * field, null allowed unless the field is required (base columns as every record carries them).
 */
export function columnsAnswerSchema<const K extends string>(resource: ResourceDef, keys: readonly K[]) {
  const shape = {} as Record<K, z.ZodType>
  for (const key of keys) {
    const base = BASE_ANSWERS[key]
    const field = resource.fields[key]
    if (base) shape[key] = base
    else if (field) shape[key] = field.required ? columnAnswerSchema(field) : columnAnswerSchema(field).nullable()
    else throw new Error(`${resource.name} declares no field ${key}`)
  }
  return z.object(shape)
}
