import type { Queryable } from './db.ts'

/** Savepoint names are written into SQL: letters, digits and underscores only. */
const NAME = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * Runs `work` inside a savepoint of the caller's transaction (both drivers run SAVEPOINT as plain
 * SQL on the transaction's connection): when it throws, what it wrote is undone, the transaction
 * stays usable and the error goes on to the caller; when it resolves, what it wrote is kept.
 * SAVEPOINT travels with the work's first statement rather than waiting a round trip of its own.
 */
export async function inSavepoint<T>(tx: Queryable, name: string, work: () => Promise<T>): Promise<T> {
  if (!NAME.test(name)) throw new Error(`bad savepoint name "${name}"`)
  const begun = tx.query(`SAVEPOINT ${name}`)
  begun.catch(() => {})
  let result: T
  try {
    result = await work()
  } catch (e) {
    // A savepoint that never began is the cause of what failed after it.
    await begun
    // Both sent at once: undone, then gone (a name used again must not stack savepoints).
    await Promise.all([tx.query(`ROLLBACK TO SAVEPOINT ${name}`), tx.query(`RELEASE SAVEPOINT ${name}`)])
    throw e
  }
  await begun
  await tx.query(`RELEASE SAVEPOINT ${name}`)
  return result
}
