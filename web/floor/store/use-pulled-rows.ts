import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { type FloorDb, META, type MetaRecord, type OutboxEntry } from './floor-db.ts'
import { emptyBase, type FloorBase, loadBase, type RowsVersion, sameVersions } from './floor-view.ts'

/** What the database says about the queue, watched live (other tabs' changes included). */
export type LiveQueue = {
  deviceLastSeq: number
  nextSeq: number
  lastSyncAt: string | null
  rowsVersion: RowsVersion
  /** The device's commands numbered after `floor` (or after `deviceLastSeq` if lower), every status. */
  above: OutboxEntry[]
  waiting: number
  attention: OutboxEntry[]
}

const NO_LIVE: LiveQueue = {
  deviceLastSeq: 0,
  nextSeq: 1,
  lastSyncAt: null,
  rowsVersion: {},
  above: [],
  waiting: 0,
  attention: [],
}

async function readLive(db: FloorDb, storeId: string | null, floor: number): Promise<LiveQueue> {
  const keys = [META.deviceLastSeq, META.nextSeq, META.lastSyncAt, storeId ? META.rowsVersion(storeId) : META.storeId]
  const meta = (await db.meta.bulkGet(keys)).map((r: MetaRecord | undefined) => r?.value)
  const deviceLastSeq = typeof meta[0] === 'number' ? meta[0] : 0
  const byStatus = (status: OutboxEntry['status']) =>
    db.outbox.where('[status+seq]').between([status, -Infinity], [status, Infinity])
  const [above, queued, sent, rejected] = await Promise.all([
    db.outbox.where('seq').above(Math.min(floor, deviceLastSeq)).toArray(),
    byStatus('queued').count(),
    byStatus('sent').count(),
    byStatus('rejected').toArray(),
  ])
  const conflicts = above.filter((e) => e.conflict && e.status === 'sent')
  return {
    deviceLastSeq,
    nextSeq: typeof meta[1] === 'number' ? meta[1] : 1,
    lastSyncAt: typeof meta[2] === 'string' ? meta[2] : null,
    rowsVersion: storeId && meta[3] && typeof meta[3] === 'object' ? (meta[3] as RowsVersion) : {},
    above,
    waiting: queued + sent,
    attention: [...rejected.filter((e) => !e.dismissed), ...conflicts].sort((a, b) => a.seq - b.seq),
  }
}

/**
 * The warehouse's pulled rows and the device's queue as the database holds them, both followed
 * live: `base` is the rows of `storeId` (read again when a pull changes them), `live` the queue,
 * `shownSeq` the last of the device's commands the rows already show.
 */
export function usePulledRows(db: FloorDb, storeId: string | null, openedStoreId: string | null) {
  const [live, setLive] = useState<LiveQueue>(NO_LIVE)
  const [base, setBase] = useState<FloorBase>(() => emptyBase(openedStoreId))
  const shownSeq = base.storeId === storeId ? base.deviceLastSeq : 0

  // The queue, read again on every change; from the last command the rows show, so none is missed.
  useEffect(() => {
    const subscription = liveQuery(() => readLive(db, storeId, shownSeq)).subscribe({
      // Unchanged versions keep their identity, so the rows are not read again on every scan.
      next: (next) =>
        setLive((prev) =>
          sameVersions(prev.rowsVersion, next.rowsVersion) ? { ...next, rowsVersion: prev.rowsVersion } : next,
        ),
      error: (e: unknown) => console.error('floor store: reading the queue failed', e),
    })
    return () => subscription.unsubscribe()
  }, [db, storeId, shownSeq])

  // The pulled rows: read again (the collections a pull changed) whenever the live versions move away.
  useEffect(() => {
    if (base.storeId !== storeId) {
      setBase(emptyBase(storeId))
      return
    }
    if (!storeId) return
    if (sameVersions(base.versions, live.rowsVersion)) {
      // The same rows, and the server has more of our commands in them: those need not be laid on.
      if (live.deviceLastSeq > base.deviceLastSeq) setBase({ ...base, deviceLastSeq: live.deviceLastSeq })
      return
    }
    let current = true
    void loadBase(db, { ...base, storeId }).then((next) => {
      if (current) setBase(next)
    })
    return () => {
      current = false
    }
  }, [db, storeId, base, live.rowsVersion, live.deviceLastSeq])

  return { live, base, shownSeq }
}
