import type { Context } from 'hono'
import type { DbDriver, Queryable, Row } from '../db/db.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { Actor } from './record-store.ts'

/** What a hook gets: the transaction, who acts, and the request (for extra input). */
export type HookContext = { tx: Queryable; actor: Actor; c: Context<AppEnv> }

/**
 * Business rules of one resource that the generic engine runs inside its transactions
 * (Frappe's doctype controller): `server/<area>/<name>.hooks.ts`.
 */
export type ResourceHooks = {
  /** Before insert or update; may adjust `input` (it is what gets stored) or throw an AppError. */
  beforeSave?: (ctx: HookContext, input: Row, existing: Row | undefined) => Promise<void> | void
  /** After insert or update, in the same transaction. */
  afterSave?: (ctx: HookContext, id: string, input: Row, existing: Row | undefined) => Promise<void> | void
  /** Before a logical delete; throw to refuse. */
  beforeRemove?: (ctx: HookContext, ids: string[]) => Promise<void> | void
  /**
   * After the transaction committed (save or remove): work that must not hold the transaction, such
   * as ending sessions through the owner connection (PGlite has one connection: using it inside a
   * tenant transaction would wait for itself).
   */
  afterCommit?: (
    ctx: { root: DbDriver; actor: Actor },
    event: { op: 'save' | 'remove'; ids: string[] },
  ) => Promise<void> | void
  /** Adds to each record a list or detail answers (e.g. names of linked records). */
  decorate?: (ctx: { tx: Queryable; actor: Actor }, records: Row[]) => Promise<void> | void
}
