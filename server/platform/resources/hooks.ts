import type { Language } from '#sync/i18n/language.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { type RowOf, resourceKey } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import type { DbDriver, Queryable, Row } from '../db/db.ts'
import type { SheetColumn } from './spreadsheet.ts'

/** What reads an export's rows: short transactions, one per batch. */
export type BatchReader = { begin<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }

/**
 * A list whose export is not its declared columns row for row (a sales order and its lines, one
 * row per line): the columns, a check of the filters (a 400 before the file starts) and the rows
 * the filters find for the actor, batch by batch. Both the list's own export and the download
 * centre use it.
 */
export type ExportSheet = {
  columns(lang: Language): SheetColumn[]
  check(tx: Queryable, actor: Actor, filters: Record<string, string>): Promise<void>
  rows(db: BatchReader, actor: Actor, filters: Record<string, string>): AsyncIterable<Row[]>
}

/**
 * What a hook gets: the transaction, who acts, and the input as the caller sent it (`raw`, for
 * values the declaration does not carry, such as a password's confirmation). Never a request.
 */
export type HookContext = { tx: Queryable; actor: Actor; raw?: Row }

/**
 * Business rules of one resource that every save and remove runs inside its transaction, whoever
 * calls (Frappe's doctype controller): `server/<area>/<name>.hooks.ts`. `T` types the stored record
 * (`RowOf<typeof resource>`); the input is what is being stored (declared fields, child lists).
 */
export type ResourceHooks<T extends Row = Row> = {
  /** Before insert or update; may adjust `input` (it is what gets stored) or throw an AppError. */
  beforeSave?(ctx: HookContext, input: Row, existing: T | undefined): Promise<void> | void
  /** After insert or update, in the same transaction. */
  afterSave?(ctx: HookContext, id: string, input: Row, existing: T | undefined): Promise<void> | void
  /** Before a logical delete; throw to refuse. */
  beforeRemove?(ctx: HookContext, ids: string[]): Promise<void> | void
  /**
   * After the transaction committed (save or remove): work that must not hold the transaction, such
   * as ending sessions through the owner connection (PGlite has one connection: using it inside a
   * tenant transaction would wait for itself).
   */
  afterCommit?(
    ctx: { root: DbDriver; actor: Actor },
    event: { op: 'save' | 'remove'; ids: string[] },
  ): Promise<void> | void
  /**
   * Values a list or detail shows, worked out in the statement that reads the record (names of
   * linked records, counts): each a query over the record's table, named `table`, answering at most
   * one row of one column (a lookup by key, or an aggregate). Preferred to `decorate`, which costs a
   * round trip of its own. A linked record's title while it is live is `liveTitleOf(resource, key)`
   * (record-store.ts), read from the link's own lookup rather than a second one.
   */
  computed?: Record<string, (table: string) => string>
  /** Adds to each record a list or detail answers, after it is read (what one expression cannot say). */
  decorate?(ctx: { tx: Queryable; actor: Actor }, records: (T & Row)[]): Promise<void> | void
  /** The list's export where it is not the declared columns of its rows. */
  exportSheet?: ExportSheet
}

/** The hooks of a resource under its key, typed by its declaration: `...hooksFor(baseProduct, baseProductHooks)`. */
export function hooksFor<R extends ResourceDef>(
  resource: R,
  hooks: ResourceHooks<RowOf<R>>,
): Record<string, ResourceHooks> {
  return { [resourceKey(resource)]: hooks as ResourceHooks }
}

const registry = new Map<string, ResourceHooks>()
let registrations = 0

/** Registers the hooks of resources by key (`module/name`); each area's hooks are registered once, at load. */
export function registerHooks(hooks: Record<string, ResourceHooks>): void {
  for (const [key, h] of Object.entries(hooks)) registry.set(key, h)
  registrations++
}

/** How many times hooks were registered: what is built from them once (statement texts) is built again after a change. */
export function hooksGeneration(): number {
  return registrations
}

/** The hooks of a resource, for every caller of the record functions; a second API of records uses their owner's. */
export function hooksOf(resource: Pick<ResourceDef, 'module' | 'name' | 'servedFrom'>): ResourceHooks | undefined {
  return registry.get(resource.servedFrom ?? resourceKey(resource))
}
