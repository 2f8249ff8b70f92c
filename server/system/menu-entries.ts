import { menu } from '#sync/resources/system/menu.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { removeRecords, restoreRecords } from '../platform/records/records.ts'
import { insertRecord, updateRecord } from '../platform/resources/record-store.ts'

/** The fields of a custom menu entry a submit writes. */
const WRITTEN = [
  'parentId',
  'code',
  'name',
  'nameEn',
  'nameJa',
  'alias',
  'path',
  'source',
  'sort',
  'category',
  'action',
  'isOpen',
  'remark',
] as const

/**
 * Writes a custom menu entry through the record layer: an update of `existingId`, the removed row
 * of the same code brought back (`revivedId`: codes stay unique across removals), or a new row of
 * area 'custom'. Answers the entry's id.
 */
export async function writeMenuEntry(
  tx: Queryable,
  actor: Actor,
  merged: Row,
  target: { existingId?: string; version?: unknown; revivedId?: string },
): Promise<string> {
  const values: Row = Object.fromEntries(WRITTEN.map((k) => [k, merged[k] ?? null]))
  if (target.existingId)
    return updateRecord(tx, menu, { ...values, id: target.existingId, version: target.version }, actor)
  if (target.revivedId) {
    await restoreRecords(tx, menu, [target.revivedId], actor)
    return updateRecord(tx, menu, { ...values, id: target.revivedId }, actor)
  }
  return insertRecord(tx, menu, { ...values, area: 'custom' }, actor)
}

/** Removes custom menu entries (logically) through the record layer; their grants go by the caller. */
export async function removeMenuEntries(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  await removeRecords(tx, menu, ids, actor)
}
