import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { LANGUAGES } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { describeIssues, type FieldProblem } from '#sync/resources/describe-issues.ts'
import { findResource } from '#sync/resources/index.ts'
import { createSchema, fieldLabels } from '#sync/resources/resource-schemas.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { AppError } from '../http/app-error.ts'
import { type Actor, clearedValue } from './record-store.ts'
import { importColumns } from './spreadsheet.ts'

/** Default largest import (spec 1 §5); a resource may allow more (products: 10,000). */
export const DEFAULT_IMPORT_MAX_ROWS = 5000
const INSERT_CHUNK = 500
const MAX_LISTED_ERRORS = 200

/**
 * Imports spreadsheet rows (header first) as new records: the headers must be the template's, every
 * row is validated with the resource's schema, unique and link rules are checked for the whole file
 * at once, and nothing is written unless every row is valid. Returns the number of rows written.
 */
export async function importRecords(tx: Queryable, resource: ResourceDef, sheet: string[][], actor: Actor) {
  const { lang } = actor
  const columns = importColumns(resource, 'zh')
  const header = sheet[0] ?? []
  const wrong: string[] = []
  columns.forEach((c, i) => {
    const cell = header[i] ?? ''
    if (!LANGUAGES.some((l) => c.field.label[l] === cell)) wrong.push(`${cell || '—'} → ${c.field.label[lang]}`)
  })
  for (const extra of header.slice(columns.length)) if (extra) wrong.push(`${extra} → —`)
  if (wrong.length) throw new AppError('VALIDATION', 'importHeaders', { headers: wrong.join('; ') })

  const dataRows = sheet
    .slice(1)
    .map((cells, i) => ({ number: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c !== ''))
  if (dataRows.length === 0) throw new AppError('VALIDATION', 'importEmpty')
  const max = resource.importMaxRows ?? DEFAULT_IMPORT_MAX_ROWS
  if (dataRows.length > max) throw new AppError('VALIDATION', 'importTooManyRows', { max })

  const schema = createSchema(resource)
  const labels = fieldLabels(resource)
  const problems: FieldProblem[] = []
  const report = (row: number, p: FieldProblem) =>
    problems.push({ field: `${row}.${p.field}`, message: translate('importRow', lang, { row, message: p.message }) })
  const valid: { number: number; values: Row }[] = []
  for (const { number, cells } of dataRows) {
    const raw: Row = {}
    columns.forEach((c, i) => {
      const cell = cells[i] ?? ''
      if (cell === '') return
      if (c.field.type === 'dict' && c.field.dict) {
        const entry = findDictionary(c.field.dict).entries.find(
          (e) => e.key === cell || LANGUAGES.some((l) => e.label[l] === cell),
        )
        raw[c.key] = entry ? entry.key : cell
      } else raw[c.key] = cell
    })
    const parsed = schema.safeParse(raw, { reportInput: true })
    if (parsed.success) valid.push({ number, values: parsed.data as Row })
    else for (const p of describeIssues(parsed.error.issues, lang, labels)) report(number, p)
  }

  // Unique fields: no repeats within the file, none already stored.
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!field.unique || field.uniqueWith?.length) continue
    const seen = new Map<string, number>()
    for (const r of valid) {
      const v = r.values[key]
      if (v === undefined || v === null) continue
      const message = translate('fieldTaken', lang, { field: field.label[lang], value: v })
      if (seen.has(String(v))) report(r.number, { field: key, message })
      else seen.set(String(v), r.number)
    }
    if (seen.size) {
      const taken = await tx.query<{ v: string }>(
        `SELECT ${toSnake(key)}::text AS v FROM ${resource.table} WHERE ${toSnake(key)}::text = ANY($1::text[]) AND is_deleted = 0`,
        [[...seen.keys()]],
      )
      for (const { v } of taken) {
        report(seen.get(v) ?? 0, {
          field: key,
          message: translate('fieldTaken', lang, { field: field.label[lang], value: v }),
        })
      }
    }
  }
  // Links: every id must name a live record.
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.type !== 'link' || !field.target) continue
    const ids = [...new Set(valid.map((r) => r.values[key]).filter((v): v is string => typeof v === 'string'))]
    if (!ids.length) continue
    const target = findResource(field.target)
    const found = await tx.query<{ id: string }>(
      `SELECT id FROM ${target.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [ids],
    )
    const live = new Set(found.map((r) => r.id))
    for (const r of valid) {
      const v = r.values[key]
      if (typeof v === 'string' && !live.has(v)) {
        report(r.number, { field: key, message: translate('linkMissing', lang, { field: field.label[lang] }) })
      }
    }
  }
  if (problems.length) {
    problems.sort((a, b) => Number.parseInt(a.field, 10) - Number.parseInt(b.field, 10))
    const rowsWithErrors = new Set(problems.map((p) => p.field.split('.')[0])).size
    const listed = problems.slice(0, MAX_LISTED_ERRORS)
    throw new AppError(
      'VALIDATION',
      'importRowErrors',
      {
        count: rowsWithErrors,
        details: listed
          .slice(0, 5)
          .map((p) => p.message)
          .join('; '),
      },
      listed,
    )
  }

  const keys = Object.keys(resource.fields).filter((k) => valid.some((r) => r.values[k] !== undefined))
  const columnsSql = ['id', 'tenant_id', 'create_user', 'create_dept', 'update_user', ...keys.map(toSnake)]
  const { session } = actor
  for (let start = 0; start < valid.length; start += INSERT_CHUNK) {
    const chunk = valid.slice(start, start + INSERT_CHUNK)
    const params: unknown[] = []
    const tuples = chunk.map((r) => {
      const values = [nextId(), session.tenantId, session.userId, session.deptIds[0] ?? null, session.userId]
      for (const k of keys) {
        const field = resource.fields[k]
        const v = r.values[k]
        values.push((v === undefined || v === null ? (field ? clearedValue(field) : null) : v) as never)
      }
      const placeholders = values.map((v) => {
        params.push(v)
        return `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await tx.query(`INSERT INTO ${resource.table} (${columnsSql.join(', ')}) VALUES ${tuples.join(', ')}`, params)
  }
  return valid.length
}
