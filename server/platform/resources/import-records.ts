import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { LANGUAGES } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { isLinkField, type ResourceDef, titleKeyOf } from '#sync/resources/define-resource.ts'
import { describeIssues, type FieldProblem } from '#sync/resources/describe-issues.ts'
import { findResource } from '#sync/resources/index.ts'
import { createSchema, fieldLabels, isId } from '#sync/resources/resource-schemas.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import { AppError } from '../http/app-error.ts'
import { saveRecord } from '../records/records.ts'
import type { Actor } from './record-store.ts'
import { importColumns, type SheetColumn } from './spreadsheet.ts'

/** Default largest import (spec 1 §5); a resource may allow more (products: 10,000). */
export const DEFAULT_IMPORT_MAX_ROWS = 5000
const MAX_LISTED_ERRORS = 200

/** Whether an import adds its rows as new records, or updates the records its key column names. */
export type ImportMode = 'add' | 'update'

/**
 * Imports spreadsheet rows (header first) as new records (or, in update mode, as changes of the
 * records the resource's `importUpdateKey` names, each row's key a live record, else a row error): the headers must be the template's, every
 * row is validated with the resource's schema and saved through `saveRecord` (the path submit takes:
 * defaults, hooks, unique and link rules), and nothing is kept unless every row is valid: any row's
 * error fails the whole file, listing each row with its field and reason. Returns the rows written.
 */
export async function importRecords(
  tx: Queryable,
  resource: ResourceDef,
  sheet: string[][],
  actor: Actor,
  mode: ImportMode = 'add',
) {
  const { lang } = actor
  const updateKey = mode === 'update' ? resource.importUpdateKey : undefined
  if (mode === 'update' && !updateKey) throw new AppError('VALIDATION', 'importMode')
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
  const linkIds = await resolveLinkTitles(tx, columns, dataRows)
  const valid: { number: number; values: Row }[] = []
  for (const { number, cells } of dataRows) {
    const raw: Row = {}
    const unnamed: FieldProblem[] = []
    columns.forEach((c, i) => {
      const cell = cells[i] ?? ''
      if (cell === '') return
      if (c.field.type === 'dict' && c.field.dict) {
        const entry = findDictionary(c.field.dict).entries.find(
          (e) => e.key === cell || LANGUAGES.some((l) => e.label[l] === cell),
        )
        raw[c.key] = entry ? entry.key : cell
      } else if (isLinkField(c.field)) {
        // A link is written as its record's title (as exported) or its id.
        const names = c.field.type === 'links' ? cell.split(/\s*,\s*/) : [cell]
        const ids: string[] = []
        for (const value of names) {
          const found = linkIds.get(c.key)?.get(value) ?? []
          const field = c.field.label[lang]
          if (found.length === 1) ids.push(found[0] as string)
          else if (found.length > 1) {
            const message = translate('importLinkAmbiguous', lang, { field, value, count: found.length })
            unnamed.push({ field: c.key, message })
          } else if (isId(value)) ids.push(value)
          else unnamed.push({ field: c.key, message: translate('importLinkUnknown', lang, { field, value }) })
        }
        raw[c.key] = ids.join(',')
      } else raw[c.key] = cell
    })
    const parsed = schema.safeParse(raw, { reportInput: true })
    for (const p of unnamed) report(number, p)
    if (!parsed.success) for (const p of describeIssues(parsed.error.issues, lang, labels)) report(number, p)
    else if (!unnamed.length) valid.push({ number, values: parsed.data as Row })
  }

  // Every valid row is saved through the one record path (defaults, hooks, unique and link rules),
  // in this transaction: the first rows saved make a repeat further down the file a named error.
  const existing = updateKey ? await recordsByKey(tx, resource, updateKey, valid) : new Map<string, Row>()
  for (const r of valid) {
    try {
      if (updateKey) {
        const value = String(r.values[updateKey] ?? '')
        const found = existing.get(value)
        if (!found) {
          const field = labels[updateKey]?.[lang] ?? updateKey
          report(r.number, { field: updateKey, message: translate('importUpdateMissing', lang, { field, value }) })
          continue
        }
        await saveRecord(tx, resource, { ...r.values, id: found.id, version: found.version }, actor)
      } else await saveRecord(tx, resource, r.values, actor)
    } catch (e) {
      // A record the actor's data scope hides is, for an update, one the file cannot name.
      if (updateKey && e instanceof AppError && e.status === 404) {
        const field = labels[updateKey]?.[lang] ?? updateKey
        const value = String(r.values[updateKey] ?? '')
        report(r.number, { field: updateKey, message: translate('importUpdateMissing', lang, { field, value }) })
        continue
      }
      if (!(e instanceof AppError) || e.status !== 400) throw e
      const messages = e.problems.length
        ? e.problems
        : [{ field: '', message: translate(e.messageKey, lang, { details: '', ...e.params }) }]
      for (const p of messages) report(r.number, p)
    }
    if (problems.length >= MAX_LISTED_ERRORS) break
  }
  if (problems.length) {
    problems.sort((a, b) => Number.parseInt(a.field, 10) - Number.parseInt(b.field, 10))
    const rowsWithErrors = new Set(problems.map((p) => p.field.split('.')[0])).size
    const listed = problems.slice(0, MAX_LISTED_ERRORS)
    // Nothing is kept: the caller's transaction rolls back with this error.
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
  return valid.length
}

/** The live records an update import names by its key column, key → id and version. */
async function recordsByKey(
  tx: Queryable,
  resource: ResourceDef,
  key: string,
  rows: readonly { values: Row }[],
): Promise<Map<string, Row>> {
  const values = [...new Set(rows.map((r) => String(r.values[key] ?? '')).filter(Boolean))]
  const found = await tx.query<Row>(
    `SELECT id::text, version, ${toSnake(key)}::text AS key FROM ${resource.table}
      WHERE is_deleted = 0 AND ${toSnake(key)}::text = ANY($1::text[])`,
    [values],
  )
  return new Map(found.map((f) => [String(f.key), f]))
}

/**
 * The ids of the records each link column's cells name by title (live records of the caller's
 * tenant), title → ids, so a title that names several is told apart from one that names none.
 */
async function resolveLinkTitles(
  tx: Queryable,
  columns: readonly SheetColumn[],
  rows: readonly { cells: string[] }[],
): Promise<Map<string, Map<string, string[]>>> {
  const byColumn = new Map<string, Map<string, string[]>>()
  for (const [i, c] of columns.entries()) {
    if (!isLinkField(c.field)) continue
    const target = findResource(c.field.target)
    const title = titleKeyOf(target)
    if (!title) continue
    const split = c.field.type === 'links' ? (cell: string) => cell.split(/\s*,\s*/) : (cell: string) => [cell]
    const names = [...new Set(rows.flatMap((r) => (r.cells[i] ? split(r.cells[i] as string) : [])))]
    const found = new Map<string, string[]>()
    if (names.length) {
      const matches = await tx.query<{ id: string; title: string }>(
        `SELECT id::text AS id, ${toSnake(title)}::text AS title FROM ${target.table}
          WHERE is_deleted = 0 AND ${toSnake(title)}::text = ANY($1::text[])`,
        [names],
      )
      for (const m of matches) found.set(m.title, [...(found.get(m.title) ?? []), m.id])
    }
    byColumn.set(c.key, found)
  }
  return byColumn
}
