import { dict } from '#sync/resources/system/dict.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { removeRecords, updateRecords } from '../platform/records/records.ts'
import { insertRecord, updateRecord } from '../platform/resources/record-store.ts'

/**
 * Writes one platform dictionary row through the record layer (checks done by the caller: the
 * dictionary's own rules); a dictionary whose code changes carries it to its entries. Answers the id.
 */
export async function writeDictEntry(
  tx: Queryable,
  actor: Actor,
  values: Row,
  existing: Row | undefined,
  version: unknown,
): Promise<string> {
  if (!existing) return insertRecord(tx, dict, values, actor)
  const id = String(existing.id)
  await updateRecord(tx, dict, { ...values, id, version }, actor)
  if (String(values.parentId) === '0' && values.code !== existing.code) {
    const entries = await tx.query<{ id: string }>(
      'SELECT id::text FROM blade_dict WHERE parent_id = $1 AND is_deleted = 0',
      [id],
    )
    await updateRecords(
      tx,
      dict,
      entries.map((e) => e.id),
      { code: values.code },
      actor,
    )
  }
  return id
}

/** Removes dictionary rows (logically) through the record layer. */
export async function removeDictEntries(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  await removeRecords(tx, dict, ids, actor)
}
