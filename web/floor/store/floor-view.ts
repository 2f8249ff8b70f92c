import {
  applyFloorCommands,
  emptyFloorView,
  type FloorView,
  type FloorViewCommand,
} from '#sync/floor/floor-mutators.ts'
import { FLOOR_COLLECTIONS, type FloorCollection, type FloorRows } from '#sync/floor/floor-protocol.ts'
import { type FloorDb, META, type OutboxEntry } from './floor-db.ts'

/**
 * The view the floor screens read: the rows pulled for the chosen warehouse with the device's own
 * commands the pull does not show yet (numbered after `deviceLastSeq`, not rejected) laid on top by
 * the floor mutators, so a scan shows at once and stays shown until the server's rows include it.
 */

/** The device's commands the rows do not show yet, in sequence order. */
export function pendingEntries(entries: Iterable<OutboxEntry>, deviceLastSeq: number): OutboxEntry[] {
  return [...entries].filter((e) => e.seq > deviceLastSeq && e.status !== 'rejected').sort((a, b) => a.seq - b.seq)
}

const asCommand = (e: OutboxEntry) => ({ name: e.name, args: e.args }) as FloorViewCommand

/** The pulled rows with the pending commands laid on top. */
export function overlayView(base: FloorView, pending: readonly OutboxEntry[]): FloorView {
  return applyFloorCommands(base, pending.map(asCommand))
}

/**
 * Keeps the overlaid view between changes: when only commands were added after those already laid on
 * the same rows (a scan), only they are applied; anything else (a pull, a rejection) lays them all again.
 */
export class FloorViewCache {
  private base: FloorView | null = null
  private laid: number[] = []
  private current: FloorView = emptyFloorView()

  /** The view of `base` with `pending` (in sequence order) on top. */
  update(base: FloorView, pending: readonly OutboxEntry[]): FloorView {
    const extends_ =
      base === this.base && pending.length >= this.laid.length && this.laid.every((seq, i) => pending[i]?.seq === seq)
    if (extends_) {
      const added = pending.slice(this.laid.length)
      if (added.length) this.current = overlayView(this.current, added)
    } else {
      this.base = base
      this.current = overlayView(base, pending)
    }
    this.laid = pending.map((e) => e.seq)
    return this.current
  }

  /** The view last made. */
  get view(): FloorView {
    return this.current
  }
}

/** Per collection, how many pulls changed a warehouse's rows (kept in meta by the pull). */
export type RowsVersion = Partial<Record<FloorCollection, number>>

/** The pulled rows as one snapshot: the versions they are at and the device's last command they show. */
export type FloorBase = { storeId: string | null; rows: FloorView; versions: RowsVersion; deviceLastSeq: number }

/** A base with no rows (a warehouse not read yet, or none chosen). */
export function emptyBase(storeId: string | null): FloorBase {
  return { storeId, rows: emptyFloorView(), versions: {}, deviceLastSeq: 0 }
}

/** Whether two snapshots hold the same rows. */
export function sameVersions(a: RowsVersion, b: RowsVersion): boolean {
  return FLOOR_COLLECTIONS.every((c) => (a[c] ?? 0) === (b[c] ?? 0))
}

function rowsMap<C extends FloorCollection>(stored: readonly (FloorRows[C] & { storeId: string })[]) {
  const rows = new Map<string, FloorRows[C]>()
  for (const { storeId: _, ...row } of stored) rows.set(row.id, row as unknown as FloorRows[C])
  return rows
}

/**
 * Brings a base up to date in one read transaction: the collections a pull changed since `base` are
 * read again (the others kept, with their rows' identity), together with the device's last command
 * they show, so the rows and that number always belong together.
 */
export async function loadBase(db: FloorDb, base: FloorBase & { storeId: string }): Promise<FloorBase> {
  const storeId = base.storeId
  return db.transaction('r', [db.meta, ...db.collectionTables()], async () => {
    const [versionRecord, lastSeqRecord] = await db.meta.bulkGet([META.rowsVersion(storeId), META.deviceLastSeq])
    const versions = (versionRecord?.value ?? {}) as RowsVersion
    const stale = FLOOR_COLLECTIONS.filter((c) => (versions[c] ?? 0) !== (base.versions[c] ?? 0))
    const read = await Promise.all(stale.map((c) => db.rowsOf(c).where('storeId').equals(storeId).toArray()))
    const rows = { ...base.rows }
    stale.forEach((collection, i) => {
      ;(rows as Record<FloorCollection, unknown>)[collection] = rowsMap(read[i] ?? [])
    })
    const deviceLastSeq = typeof lastSeqRecord?.value === 'number' ? lastSeqRecord.value : 0
    return { storeId, rows: stale.length ? rows : base.rows, versions, deviceLastSeq }
  })
}

/** The whole view of a warehouse's pulled rows (no commands laid on). */
export async function loadView(db: FloorDb, storeId: string): Promise<FloorView> {
  return (await loadBase(db, emptyBase(storeId) as FloorBase & { storeId: string })).rows
}
