import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { declaredActions } from '#sync/resources/actions.ts'
import { resourceKey } from '#sync/resources/define-resource.ts'
import { toSnake } from '../db/db.ts'

/**
 * Issue 28: a status an action governs changes only through `transition` (transition.ts), which
 * checks the step, locks in id order, bumps the version and writes the history. This test reads
 * every server source file for SQL that writes such a column of the action's table: an UPDATE … SET
 * of it (also an upsert's DO UPDATE SET), or an INSERT naming it. A write outside transition.ts is a
 * side door unless it is on the list below, each with its reason.
 */

/** Where a governed column may be written other than by `transition`, and why. */
const ALLOWED: readonly { file: string; table: string; column: string; reason: string }[] = []

/** The columns an action governs, by table: the action's status field on its resource's table. */
function governedColumns(): Map<string, Map<string, string>> {
  const byTable = new Map<string, Map<string, string>>()
  for (const action of declaredActions) {
    const columns = byTable.get(action.resource.table) ?? new Map<string, string>()
    const column = toSnake(action.statusField)
    const named = columns.get(column)
    columns.set(column, named ? `${named}, ${action.name}` : `${resourceKey(action.resource)} ${action.name}`)
    byTable.set(action.resource.table, columns)
  }
  return byTable
}

/**
 * The tables of the declarations by the name they are exported under (`wOutbound`: ware_outbound),
 * so a statement that names its table as `${wOutbound.table}` is read as naming it.
 */
function tablesByName(): Map<string, string> {
  const byName = new Map<string, string>()
  for (const file of globSync('sync/src/resources/**/*.resource.ts')) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/export const (\w+) = defineResource\(\{[\s\S]*?\btable: '(\w+)'/g))
      byName.set(m[1] as string, m[2] as string)
  }
  return byName
}

/** A file's text with each `${<declaration>.table}` written out as its table's name. */
function withTables(text: string, tables: ReadonlyMap<string, string>): string {
  return text.replace(/\$\{(\w+)\.table\}/g, (whole, name: string) => tables.get(name) ?? whole)
}

/** One write of a governed column found in a source file. */
type StatusWrite = { file: string; line: number; table: string; column: string; statement: string }

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** The columns an assignment list (`a = 1, b = coalesce(x, y)`) sets: the names before a top-level `=`. */
function assignedColumns(clause: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i <= clause.length; i++) {
    const ch = clause[i]
    if (ch === '(') depth++
    else if (ch === ')') depth--
    else if ((ch === ',' && depth === 0) || i === clause.length) {
      const target = /^\s*(?:\w+\.)?(\w+)\s*=(?!=)/.exec(clause.slice(start, i))
      if (target?.[1]) out.push(target[1].toLowerCase())
      start = i + 1
    }
  }
  return out
}

/** The SQL end of a clause: the next keyword that ends a SET list, or the end of the template string. */
const CLAUSE_END = /\b(?:WHERE|FROM|RETURNING)\b|`/i

/** Every write of a governed column in a file's text (SQL in its template strings). */
function statusWrites(
  file: string,
  text: string,
  governed: ReadonlyMap<string, ReadonlyMap<string, string>>,
): StatusWrite[] {
  const found: StatusWrite[] = []
  const check = (table: string, columns: string[], index: number, statement: string) => {
    const ruled = governed.get(table.toLowerCase())
    if (!ruled) return
    for (const column of columns)
      if (ruled.has(column)) found.push({ file, line: lineOf(text, index), table, column, statement })
  }
  const setList = (from: number) => {
    const rest = text.slice(from)
    const end = CLAUSE_END.exec(rest)
    return rest.slice(0, end ? end.index : rest.length)
  }
  for (const m of text.matchAll(/\bUPDATE\s+(\w+)(?:\s+(?:AS\s+)?\w+)?\s+SET\b/gi)) {
    const table = m[1] as string
    check(table, assignedColumns(setList((m.index ?? 0) + m[0].length)), m.index ?? 0, 'UPDATE … SET')
  }
  for (const m of text.matchAll(/\bINSERT\s+INTO\s+(\w+)(?:\s+AS\s+\w+)?\s*\(([^)]*)\)/gi)) {
    const table = m[1] as string
    const columns = (m[2] as string).split(',').map((c) => c.trim().toLowerCase())
    check(table, columns, m.index ?? 0, 'INSERT (…)')
    // An upsert's update, up to the end of this template string.
    const after = text.slice((m.index ?? 0) + m[0].length)
    const statementEnd = after.indexOf('`')
    const upsert = /\bDO\s+UPDATE\s+SET\b/i.exec(statementEnd < 0 ? after : after.slice(0, statementEnd))
    if (upsert) {
      const at = (m.index ?? 0) + m[0].length + upsert.index + upsert[0].length
      check(table, assignedColumns(setList(at)), at, 'INSERT … ON CONFLICT DO UPDATE SET')
    }
  }
  return found
}

describe('no status side door', () => {
  const governed = governedColumns()

  it('finds the writes it is meant to find (a check of the scanner itself)', () => {
    const rules = new Map([['erp_order', new Map([['status', 'erp/order review']])]])
    const sql = [
      'await tx.query(`UPDATE erp_order o SET remark = coalesce($1, o.remark), status = $2 WHERE id = $3`)',
      'await tx.query(`UPDATE erp_order SET review_time = CASE WHEN status = 3 THEN now() END WHERE id = $1`)',
      'await tx.query(`INSERT INTO erp_order (id, code, status) VALUES ($1, $2, $3)`)',
      'await tx.query(`INSERT INTO erp_order (id, code) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET status = 2`)',
      'await tx.query(`UPDATE erp_order_item SET status = 1`)',
    ].join('\n')
    expect(statusWrites('probe.ts', sql, rules).map((w) => [w.line, w.statement])).toEqual([
      [1, 'UPDATE … SET'],
      [3, 'INSERT (…)'],
      [4, 'INSERT … ON CONFLICT DO UPDATE SET'],
    ])
    // A table named through its declaration is read as named.
    const named = withTables(
      ['await tx.query(`UPDATE $', '{order.table} SET status = 3`)'].join(''),
      new Map([['order', 'erp_order']]),
    )
    expect(statusWrites('probe.ts', named, rules).map((w) => w.table)).toEqual(['erp_order'])
  })

  it('leaves every column an action governs to transition, but for the named exceptions', () => {
    const files = globSync('server/**/*.ts').filter(
      (f) => !f.endsWith('.test.ts') && !f.includes('/testing/') && f !== 'server/platform/records/transition.ts',
    )
    expect(files.length).toBeGreaterThan(100)
    const tables = tablesByName()
    expect(tables.get('wOutbound')).toBe('ware_outbound')
    const writes = files.flatMap((file) => statusWrites(file, withTables(readFileSync(file, 'utf8'), tables), governed))
    const allowed = (w: StatusWrite) =>
      ALLOWED.some((a) => a.file === w.file && a.table === w.table.toLowerCase() && a.column === w.column)
    const doors = writes
      .filter((w) => !allowed(w))
      .map(
        (w) =>
          `${w.file}:${w.line} ${w.statement} ${w.table}.${w.column} (governed by ${governed.get(w.table.toLowerCase())?.get(w.column)})`,
      )
    expect(doors, 'status columns written around transition (run the declared action instead)').toEqual([])
    // Each exception still exists (a stale entry hides nothing and is removed).
    for (const a of ALLOWED)
      expect(
        writes.some((w) => w.file === a.file && w.table.toLowerCase() === a.table && w.column === a.column),
        `${a.file} ${a.table}.${a.column}`,
      ).toBe(true)
  })
})
