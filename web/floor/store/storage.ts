import { type FloorDb, META, readMeta, writeMeta } from './floor-db.ts'

/**
 * The floor app's hold on its storage: persistent storage asked for once, eviction noticed (the
 * browser may drop a site's IndexedDB under pressure, and Safari after weeks unused), and the queue
 * exportable as a file, so queued work is never lost without a trace.
 */

/** The part of `navigator.storage` used here. */
export type StorageManagerLike = { persisted?: () => Promise<boolean>; persist?: () => Promise<boolean> }

const PERSIST_ASKED = 'erp-floor-persist-asked'

/**
 * Asks the browser once per device to keep the site's storage (some ask the person), and answers
 * whether it is kept; null where the browser cannot tell.
 */
export async function askPersistentStorage(
  storage: StorageManagerLike | undefined = globalThis.navigator?.storage,
): Promise<boolean | null> {
  if (!storage?.persisted) return null
  if (await storage.persisted()) return true
  if (!storage.persist || localStorage.getItem(PERSIST_ASKED)) return false
  localStorage.setItem(PERSIST_ASKED, new Date().toISOString())
  return storage.persist()
}

/** The localStorage key remembering a database's sentinel. */
export const sentinelKey = (db: FloorDb) => `erp-floor-sentinel:${db.name}`
/** The localStorage key that keeps an eviction shown until the person has seen it. */
export const evictedKey = (db: FloorDb) => `erp-floor-evicted:${db.name}`

type Sentinel = { createdAt: string }

/**
 * Checks the sentinel: at first start it is written to IndexedDB and remembered in localStorage; when
 * localStorage remembers one that IndexedDB no longer has, the browser evicted the database (and what
 * it queued). The eviction stays reported until `acknowledgeEviction`.
 */
export async function detectEviction(db: FloorDb, now: () => number = Date.now): Promise<boolean> {
  const remembered = localStorage.getItem(sentinelKey(db))
  const sentinel = await readMeta<Sentinel | null>(db, META.sentinel, null)
  if (sentinel) {
    if (remembered !== sentinel.createdAt) localStorage.setItem(sentinelKey(db), sentinel.createdAt)
  } else {
    const createdAt = new Date(now()).toISOString()
    await writeMeta(db, META.sentinel, { createdAt } satisfies Sentinel)
    localStorage.setItem(sentinelKey(db), createdAt)
    if (remembered !== null) localStorage.setItem(evictedKey(db), createdAt)
  }
  return localStorage.getItem(evictedKey(db)) !== null
}

/** The person has seen that the storage was evicted. */
export function acknowledgeEviction(db: FloorDb): void {
  localStorage.removeItem(evictedKey(db))
}

/** Every outbox entry (whatever its status) as a JSON file, for the "export the queue" button. */
export async function exportQueue(db: FloorDb, now: () => number = Date.now): Promise<Blob> {
  const [deviceId, entries] = await Promise.all([
    readMeta<string | null>(db, META.deviceId, null),
    db.outbox.orderBy('seq').toArray(),
  ])
  const file = { database: db.name, deviceId, exportedAt: new Date(now()).toISOString(), entries }
  return new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' })
}
