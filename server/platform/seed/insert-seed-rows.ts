import type { Queryable } from '../db/db.ts'
import { toSnake } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'

/**
 * Inserts demo rows of one table for one tenant (seeds run as the table owner, so the tenant is
 * set here explicitly). Keys are camelCase columns; rows without an `id` get a fresh one.
 */
export async function insertSeedRows(
  tx: Queryable,
  table: string,
  tenantId: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (const row of rows) {
    const values: Record<string, unknown> = { id: nextId(), ...row, tenantId }
    const keys = Object.keys(values)
    await tx.query(
      `INSERT INTO ${table} (${keys.map(toSnake).join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      keys.map((k) => values[k]),
    )
  }
}
