import { serverWrittenFields } from '#sync/resources/actions.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Actor } from '../actor.ts'
import type { DbDriver, Queryable, Row } from '../db/db.ts'
import { AppError } from '../http/app-error.ts'
import { assertInScope } from '../resources/data-scope.ts'
import { type HookContext, hooksOf } from '../resources/hooks.ts'
import {
  deleteRecords,
  findRecord,
  insertRecord,
  type SetWriteOptions,
  updateRecord,
} from '../resources/record-store.ts'
import { assertNotAwaitingApproval } from './approvals.ts'
import { nextDocumentNumber } from './document-number.ts'

/**
 * Fills declared defaults into a save: on insert for fields not sent, and on any save for fields
 * sent empty whose column must hold a value (status, flags, tree parents), so a blank form field
 * never reaches a NOT NULL column.
 */
export function applyDefaults(resource: ResourceDef, input: Row, existing: Row | undefined): void {
  for (const [key, field] of Object.entries(resource.fields)) {
    const fallback = field.default ?? (field.type === 'bool' ? 0 : field.type === 'treeParent' ? '0' : undefined)
    if (fallback === undefined) continue
    const value = input[key]
    if (value === null || (value === undefined && !existing)) input[key] = fallback
  }
}

/**
 * What a caller may not write: a status that declared actions govern changes only through
 * `transition`, and a field the server works out (`workedOut`) only by the resource's own code. A
 * save drops both from its input (an insert takes the declared default, an update keeps what is
 * stored); hooks may still set them.
 */
function dropServerFields(resource: ResourceDef, input: Row): void {
  for (const field of serverWrittenFields(resource)) delete input[field]
}

/** A new document without a number gets the next of its kind (a field declared `numbered`); a typed one is kept. */
async function numberDocument(tx: Queryable, resource: ResourceDef, input: Row, actor: Actor): Promise<void> {
  for (const [key, field] of Object.entries(resource.fields)) {
    const value = input[key]
    if (field.numbered && (value === undefined || value === null || value === ''))
      input[key] = await nextDocumentNumber(tx, actor, field.numbered)
  }
}

/**
 * Saves one record, validated input in, id out: an update when `input.id` names a live record of
 * the actor's tenant within the actor's data scope (one outside it is not found, as its detail
 * answers), else an insert under an id the server mints (and, for a document left unnumbered, the
 * next number of its kind). Declared defaults, the
 * resource's hooks, unique and link checks, the version check and child rows all run here, in the
 * caller's transaction, for every caller: console calls, imports, floor commands, intake, seeds.
 */
export async function saveRecord(
  tx: Queryable,
  resource: ResourceDef,
  input: Row,
  actor: Actor,
  raw: Row = input,
): Promise<string> {
  const hooks = hooksOf(resource)
  const ctx: HookContext = { tx, actor, raw }
  const hasId = input.id !== undefined && input.id !== null && input.id !== ''
  const existing = hasId ? await findRecord(tx, resource, String(input.id), { actor }) : undefined
  if (hasId && !existing) throw new AppError('NOT_FOUND', 'recordNotFound')
  assertNotAwaitingApproval(resource, existing, actor)
  dropServerFields(resource, input)
  applyDefaults(resource, input, existing)
  await hooks?.beforeSave?.(ctx, input, existing)
  if (!existing) await numberDocument(tx, resource, input, actor)
  // The row read above (live, in the actor's scope) is the one the update checks its version against: read once.
  const id = existing
    ? await updateRecord(tx, resource, input, actor, { stored: existing })
    : await insertRecord(tx, resource, input, actor)
  await hooks?.afterSave?.(ctx, id, input, existing)
  return id
}

/**
 * The set-based writes (record-store.ts): one UPDATE of the same fields over many records, a copy
 * under a fresh id, a batch of inserts, the rows that go with a parent removed, removed records
 * brought back, many records each with its own values (`updateEach`), running totals moved in SQL
 * (`increment`); each with the scope, unique and link checks of a save.
 */
export {
  copyRecord,
  type Increment,
  increment,
  insertRecords,
  removeRecordsBy,
  restoreRecords,
  type SetWriteOptions,
  updateEach,
  updateRecords,
} from '../resources/record-store.ts'
export { updateRecordsWhere, type WriteCondition } from './conditional-update.ts'
export { transactionTime } from './transaction-time.ts'
export { type Upserted, upsertRecords } from './upsert-records.ts'

/** Every id names a live record of the tenant: removing one that is not there is a 404, as its detail is. */
async function assertLive(tx: Queryable, resource: ResourceDef, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)]
  const live = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT id)::int AS n FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [wanted],
  )
  if ((live[0]?.n ?? 0) < wanted.length) throw new AppError('NOT_FOUND', 'recordNotFound')
}

/**
 * Removes records (logically) through the resource's beforeRemove hook, in the caller's transaction.
 * An id that names no live record, or one outside the actor's data scope, refuses the batch as not
 * found, before any hook runs (`scopeChecked`: the caller checked the scope of the document the
 * rows belong to, as for the set-based writes).
 */
export async function removeRecords(
  tx: Queryable,
  resource: ResourceDef,
  ids: string[],
  actor: Actor,
  { scopeChecked = false }: SetWriteOptions = {},
): Promise<void> {
  await assertLive(tx, resource, ids)
  if (!scopeChecked) await assertInScope(tx, actor, resource, ids)
  await hooksOf(resource)?.beforeRemove?.({ tx, actor }, ids)
  await deleteRecords(tx, resource, ids, actor, { scopeChecked })
}

/** Runs the resource's afterCommit hook once the caller's transaction has committed. */
export async function afterCommit(
  root: DbDriver,
  resource: ResourceDef,
  actor: Actor,
  event: { op: 'save' | 'remove'; ids: string[] },
): Promise<void> {
  await hooksOf(resource)?.afterCommit?.({ root, actor }, event)
}

/** Adds to records what list and detail answers show (the resource's decorate hook). */
export async function decorateRecords(tx: Queryable, resource: ResourceDef, actor: Actor, records: Row[]) {
  const decorate = hooksOf(resource)?.decorate
  if (decorate && records.length) await decorate({ tx, actor }, records)
}
