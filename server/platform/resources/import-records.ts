import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { LANGUAGES } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { describeIssues, type FieldProblem } from '#sync/resources/describe-issues.ts'
import { createSchema, fieldLabels } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../db/db.ts'
import { AppError } from '../http/app-error.ts'
import { saveRecord } from '../records/records.ts'
import type { Actor } from './record-store.ts'
import { importColumns } from './spreadsheet.ts'

/** Default largest import (spec 1 §5); a resource may allow more (products: 10,000). */
export const DEFAULT_IMPORT_MAX_ROWS = 5000
const MAX_LISTED_ERRORS = 200

/**
 * Imports spreadsheet rows (header first) as new records: the headers must be the template's, every
 * row is validated with the resource's schema and saved through `saveRecord` (the path submit takes:
 * defaults, hooks, unique and link rules), and nothing is kept unless every row is valid: any row's
 * error fails the whole file, listing each row with its field and reason. Returns the rows written.
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

  // Every valid row is saved through the one record path (defaults, hooks, unique and link rules),
  // in this transaction: the first rows saved make a repeat further down the file a named error.
  for (const r of valid) {
    try {
      await saveRecord(tx, resource, r.values, actor)
    } catch (e) {
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
