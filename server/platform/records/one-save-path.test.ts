import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { resources } from '#sync/resources/index.ts'

// Issue 28, finding 1: one save path. A declared table (one a `sync/src/resources/**` declaration
// names) is written only by the record layer, the stock ledger's writer and migrations; any other
// INSERT, UPDATE or DELETE of one — or a soft delete by hand — is a side door past hooks, defaults,
// link and unique checks, the data scope and the version.

/** The writers: every write of a declared table goes through one of them. */
const WRITERS: Record<string, string> = {
  'server/platform/resources/record-store.ts': 'the record store: insert, update, copy, logical delete',
  'server/platform/records/transition.ts': 'the one writer of statuses declared actions govern',
  'server/platform/records/conditional-update.ts': 'the record store: an update of the records that meet a condition',
  'server/platform/records/upsert-records.ts': 'the record store: an insert that meets a unique key',
  'server/platform/records/server-only.ts': 'the server-only columns (hashes, counters, tree paths) no answer shows',
  'server/inventory/stock-ledger.ts': 'the stock ledger: stock rows, the ledger and reservations move together',
}

/**
 * Named exceptions, each with its reason. A file listed with a number may hold at most that many
 * such writes (it is being moved onto the record layer: the number only goes down).
 */
const ALLOWED: Record<string, { reason: string; writes?: number }> = {
  // Rows made before there is an actor, or outside every rule on purpose.
  'server/platform/seed/create-tenant.ts': { reason: 'a new tenant bootstraps its own rows before it has an actor' },
  'server/platform/seed/sync-platform.ts': {
    reason: 'platform rows (menus, dictionaries, clients) synced from code at start',
  },
  'server/testing/test-users.ts': { reason: 'test fixtures: roles and users made as they are, outside any rule' },
  'server/orders/order-test-helpers.ts': { reason: 'test fixtures: orders made as they are, outside any rule' },
  'server/platform/http/on-error.ts': {
    reason: 'the error log is written after the request failed, on the owner connection',
  },
  'server/auth/auth-account.ts': { reason: 'sign-up and the error log run before there is a session to act as' },
  'server/auth/sign-in.ts': { reason: 'sign-in writes the failed-attempt counters before there is a session' },
  'server/platform/http/api-log.ts': { reason: 'the API log is appended per request, after it answered' },
  'server/system/log-usual.ts': { reason: 'the usual log is appended, never edited' },
  'server/orders/order-history.ts': { reason: 'the order history is appended (one row per step), never edited' },
  'server/finance/journal/journal.ts': {
    reason:
      'the journal is appended, never edited, like the stock ledger: a posting opens its month (fin_period) if new',
  },
  // Demo seeds: rows under fixed, documented ids (tests and examples name them); the record layer mints ids.
  'server/system/access.ts': { reason: 'demo seed under fixed ids' },
  'server/system/admin.ts': { reason: 'demo seed under fixed ids' },
  'server/other/other.area.ts': { reason: 'demo seed under fixed ids' },
  'server/platform/seed/seed-demo.ts': { reason: 'demo seed under fixed ids' },
  'server/shops/seed-shops.ts': { reason: 'demo seed under fixed ids' },
  'server/purchasing/seed-purchasing.ts': { reason: 'demo seed under fixed ids' },
  'server/vendor-orders/vendor-orders-seed.ts': { reason: 'demo seed under fixed ids' },
  'server/orders/order-tracking-seed.ts': { reason: 'demo seed under fixed ids' },
  'server/platform/seed/insert-seed-rows.ts': { reason: 'demo seed under fixed ids' },
}

/** A write statement of a declared table (or of a table named at run time) in source text. */
const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\$\{[^}]*\}|[a-z_][a-z0-9_]*)/g
/** The store's logical delete called by hand with a table. */
const MARK_REMOVED = /\bmarkRemoved\(\s*\w+,\s*([^,]+),/g

function writesIn(text: string, declared: ReadonlySet<string>): string[] {
  const line = (index: number) => text.slice(0, index).split('\n').length
  const found: string[] = []
  for (const m of text.matchAll(WRITE)) {
    const table = m[2] as string
    if (table.startsWith('${') || declared.has(table))
      found.push(`line ${line(m.index)}: ${(m[1] as string).split(/\s/)[0]} ${table}`)
  }
  for (const m of text.matchAll(MARK_REMOVED)) found.push(`line ${line(m.index)}: markRemoved ${m[1]}`)
  return found
}

/** Every non-test server source file with its writes of declared tables. */
function sideDoors(): Map<string, string[]> {
  const declared = new Set(resources.map((r) => r.table))
  const found = new Map<string, string[]>()
  for (const file of globSync('server/**/*.ts').sort()) {
    if (file.endsWith('.test.ts') || file.startsWith('server/migrations/')) continue
    const writes = writesIn(readFileSync(file, 'utf8'), declared)
    if (writes.length) found.set(file, writes)
  }
  return found
}

describe('one save path', () => {
  const found = sideDoors()

  it('writes declared tables only through the record layer, the stock ledger and the named exceptions', () => {
    const doors: string[] = []
    for (const [file, writes] of found) {
      if (WRITERS[file]) continue
      const allowed = ALLOWED[file]
      if (allowed && (allowed.writes === undefined || writes.length <= allowed.writes)) continue
      doors.push(
        `${file} (${writes.length}${allowed?.writes ? ` > ${allowed.writes} allowed` : ''}):\n  ${writes.join('\n  ')}`,
      )
    }
    expect(
      doors,
      `declared tables written outside the record layer (use saveRecord, updateRecords, updateEach, updateRecordsWhere, updateRecordsBy, upsertRecords, writeServerOnly, copyRecord, insertRecords, removeRecords):\n${doors.join('\n')}`,
    ).toEqual([])
  })

  it('keeps the exceptions true: each still writes, and no file may write more than its number', () => {
    const stale = Object.entries(ALLOWED)
      .filter(([file, a]) => !found.has(file) || (a.writes !== undefined && (found.get(file)?.length ?? 0) < a.writes))
      .map(([file, a]) => `${file}: ${found.get(file)?.length ?? 0} writes, listed as ${a.writes ?? 'any'}`)
    expect(stale, 'lower or remove these entries').toEqual([])
  })

  it('finds a write of a declared table, a soft delete by hand and a table named at run time', () => {
    const declared = new Set(['erp_order'])
    const atRunTime = `$${'{t}'}`
    expect(
      writesIn(
        `await tx.query('UPDATE erp_order SET remark = $2 WHERE id = $1')\nawait markRemoved(tx, 'erp_order', ids, u)\nINSERT INTO ${atRunTime} (id)\nINSERT INTO erp_order_log (id)\nSELECT 1 FOR UPDATE SKIP LOCKED`,
        declared,
      ),
    ).toEqual(['line 1: UPDATE erp_order', `line 3: INSERT ${atRunTime}`, "line 2: markRemoved 'erp_order'"])
  })
})
