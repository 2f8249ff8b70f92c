import { Dexie, type Table } from 'dexie'
import {
  FLOOR_COLLECTIONS,
  type FloorCollection,
  type FloorCommandName,
  type FloorRows,
} from '#sync/floor/floor-protocol.ts'
import { uuidV7 } from '#sync/floor/uuid-v7.ts'

/**
 * The floor app's IndexedDB database (Dexie), one per tenant and user, so two people sharing a
 * scanner never send each other's work: the outbox of queued commands, the device's settings and
 * sync state, and one table per collection pulled for working offline.
 */

/** Where a queued command stands: waiting, sent (no answer yet), applied or rejected by the server. */
export type OutboxStatus = 'queued' | 'sent' | 'applied' | 'rejected'

/** One floor command in the outbox, under its place in the device's sequence. */
export type OutboxEntry = {
  seq: number
  name: FloorCommandName
  /** The command's arguments as validated, opId included. */
  args: Record<string, unknown>
  opId: string
  status: OutboxStatus
  /** How many times it was sent. */
  attempts: number
  /** When the person did it (ISO 8601, device clock); sent as the command's `at`. */
  createdAt: string
  sentAt: string | null
  doneAt: string | null
  /** Why the server rejected it (or refused its sequence number), in the person's language. */
  reason: string | null
  /** What the person can do about it. */
  hint: string | null
  result?: unknown
  /** The person has seen the rejection and put it away. */
  dismissed: boolean
  /** The server holds another command under this sequence number: the queue stops here until resolved. */
  conflict?: boolean
}

/** A row of a pulled collection, kept under its warehouse. */
export type StoredRow<C extends FloorCollection> = FloorRows[C] & { storeId: string }

/** The device's settings and sync state, one value per key. */
export type MetaRecord = { key: string; value: unknown }

/** Keys of the meta table. */
export const META = {
  deviceId: 'deviceId',
  /** The sequence number the next command gets (1 for a new device). */
  nextSeq: 'nextSeq',
  /** The pull cursor of a warehouse: `cursor:<storeId>`. */
  cursor: (storeId: string) => `cursor:${storeId}`,
  /** Per collection, a number raised whenever a pull changed its rows: `rows:<storeId>`. */
  rowsVersion: (storeId: string) => `rows:${storeId}`,
  lastSyncAt: 'lastSyncAt',
  /** The device's last command the server had applied when the rows were last pulled. */
  deviceLastSeq: 'deviceLastSeq',
  /** The warehouse chosen. */
  storeId: 'storeId',
  /** Written at first start: if it is gone while localStorage remembers it, the browser evicted us. */
  sentinel: 'sentinel',
} as const

/** Collections a later version of the database added. */
const ADDED_IN_2: readonly FloorCollection[] = ['fbaTurnovers']

/** The database name of a tenant's user. */
export const floorDbName = (tenantId: string, userId: string) => `erp-floor-${tenantId}-${userId}`

/** The floor app's database. */
export class FloorDb extends Dexie {
  outbox!: Table<OutboxEntry, number>
  meta!: Table<MetaRecord, string>
  inboundOrders!: Table<StoredRow<'inboundOrders'>, [string, string]>
  putawayTasks!: Table<StoredRow<'putawayTasks'>, [string, string]>
  pickLists!: Table<StoredRow<'pickLists'>, [string, string]>
  packingOrders!: Table<StoredRow<'packingOrders'>, [string, string]>
  stocktakes!: Table<StoredRow<'stocktakes'>, [string, string]>
  products!: Table<StoredRow<'products'>, [string, string]>
  positions!: Table<StoredRow<'positions'>, [string, string]>
  fbaTurnovers!: Table<StoredRow<'fbaTurnovers'>, [string, string]>

  constructor(name: string) {
    super(name)
    // A product or position may be pulled for two warehouses: rows are keyed by warehouse and id.
    const rowsOf = (collections: readonly FloorCollection[]) =>
      Object.fromEntries(collections.map((c) => [c, '[storeId+id], storeId']))
    const first = FLOOR_COLLECTIONS.filter((c) => !ADDED_IN_2.includes(c))
    this.version(1).stores({ outbox: 'seq, [status+seq], opId', meta: 'key', ...rowsOf(first) })
    // Version 2 adds the FBA turnovers a device packs (issue 31).
    this.version(2).stores(rowsOf(ADDED_IN_2))
  }

  /** The table of a collection. */
  rowsOf<C extends FloorCollection>(collection: C): Table<StoredRow<C>, [string, string]> {
    return this.table(collection)
  }

  /** The tables of every collection. */
  collectionTables(): Table[] {
    return FLOOR_COLLECTIONS.map((c) => this.table(c))
  }
}

/** Opens (creating when new) the database of a tenant's user. */
export function openFloorDb(tenantId: string, userId: string): FloorDb {
  return new FloorDb(floorDbName(tenantId, userId))
}

/** A meta value, or `fallback` when not set. */
export async function readMeta<T>(db: FloorDb, key: string, fallback: T): Promise<T> {
  const record = await db.meta.get(key)
  return record === undefined ? fallback : (record.value as T)
}

/** Sets a meta value. */
export async function writeMeta(db: FloorDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value })
}

/** The device's id, made (uuid v7) and kept the first time it is asked for. */
export async function ensureDeviceId(db: FloorDb, now: () => number = Date.now): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const known = await db.meta.get(META.deviceId)
    if (typeof known?.value === 'string') return known.value
    const id = uuidV7(now())
    await db.meta.put({ key: META.deviceId, value: id })
    return id
  })
}
