import type { Queryable } from '../db/db.ts'

/**
 * The time the caller's transaction began, as the database writes it (what `localtimestamp(0)`
 * answers in every statement of the transaction), for a datetime field a record write sets to "now".
 */
export async function transactionTime(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`)
  return String(row?.now)
}
