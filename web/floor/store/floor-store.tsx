import { liveQuery } from 'dexie'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { emptyFloorView, type FloorView } from '#sync/floor/floor-mutators.ts'
import type { FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import { clientSettings } from '../../api/client.ts'
import { recordWaiting } from '../shell/floor-session.ts'
import { type FloorDb, META, type MetaRecord, type OutboxEntry, openFloorDb, writeMeta } from './floor-db.ts'
import {
  emptyBase,
  type FloorBase,
  FloorViewCache,
  loadBase,
  pendingEntries,
  type RowsVersion,
  sameVersions,
} from './floor-view.ts'
import { type FloorTransport, type LockManagerLike, Outbox } from './outbox.ts'
import { acknowledgeEviction, askPersistentStorage, detectEviction, exportQueue } from './storage.ts'
import { apiFloorTransport } from './transport.ts'

/**
 * The floor app's store for React: opens the signed-in person's database, runs the outbox, and gives
 * the screens the warehouse's rows with their own pending work laid on top, the queue's status, and
 * `dispatch` (one IndexedDB write, then the view changes at once, before any network).
 */

/** Who works on the floor: the database is theirs alone. */
export type FloorSession = { tenantId: string; userId: string; userName: string }

/** What the shell shows about the queue and the storage. */
export type FloorStatus = {
  /** Commands not answered by the server yet. */
  pending: number
  /** Rejected commands not dismissed. */
  rejected: number
  lastSyncAt: string | null
  online: boolean
  syncing: boolean
  /** The browser dropped the database (and what it held) since the last start. */
  evicted: boolean
  /** Whether the browser keeps the storage for good (null: cannot tell). */
  persisted: boolean | null
  lastError: string | null
}

/** What `useFloor` gives the floor screens. */
export type FloorApi = {
  session: FloorSession
  deviceId: string
  storeId: string | null
  setStore(id: string): Promise<void>
  view: FloorView
  dispatch<N extends FloorCommandName>(name: N, args: Omit<FloorCommandArgs<N>, 'opId'>): Promise<{ seq: number }>
  status: FloorStatus
  syncNow(): Promise<void>
  /** Rejected commands not dismissed, and a command whose number the server holds with another (it blocks the queue). */
  needsAttention: OutboxEntry[]
  dismiss(seq: number): Promise<void>
  exportQueue(): Promise<Blob>
  /** The person has read the eviction warning. */
  acknowledgeEviction(): void
  /** The outbox itself, for the shell's diagnostics. */
  outbox: Outbox
}

const FloorContext = createContext<FloorApi | null>(null)
const EMPTY_VIEW = emptyFloorView()

/** The floor store of the nearest FloorProvider. */
export function useFloor(): FloorApi {
  const api = useContext(FloorContext)
  if (!api) throw new Error('useFloor outside <FloorProvider>')
  return api
}

type Engine = {
  db: FloorDb
  outbox: Outbox
  deviceId: string
  storeId: string | null
  evicted: boolean
  persisted: boolean | null
}

/** What the database says about the queue, watched live (other tabs' changes included). */
type Live = {
  deviceLastSeq: number
  nextSeq: number
  lastSyncAt: string | null
  rowsVersion: RowsVersion
  /** The device's commands numbered after `floor` (or after `deviceLastSeq` if lower), every status. */
  above: OutboxEntry[]
  waiting: number
  attention: OutboxEntry[]
}

const NO_LIVE: Live = {
  deviceLastSeq: 0,
  nextSeq: 1,
  lastSyncAt: null,
  rowsVersion: {},
  above: [],
  waiting: 0,
  attention: [],
}

async function readLive(db: FloorDb, storeId: string | null, floor: number): Promise<Live> {
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

function subscribeOnline(notify: () => void): () => void {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}
const isOnline = () => navigator.onLine

/** Opens the person's floor database and runs the outbox while mounted. */
export function FloorProvider(props: {
  session: FloorSession
  children: ReactNode
  /** Shown while the database opens. */
  fallback?: ReactNode
  transport?: FloorTransport
  locks?: LockManagerLike
  /** How often to sync while visible (ms; 0: only on the triggers). */
  pollMs?: number
}) {
  const { session, transport = apiFloorTransport, locks, pollMs } = props
  const { tenantId, userId } = session
  const [engine, setEngine] = useState<Engine | null>(null)

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | null = null
    const db = openFloorDb(tenantId, userId)
    const outbox = new Outbox({ db, transport, locks, pollMs, language: () => clientSettings.language() })
    void (async () => {
      const evicted = await detectEviction(db)
      const deviceId = await outbox.device()
      const storeRecord = await db.meta.get(META.storeId)
      const persisted = await askPersistentStorage().catch(() => null)
      if (cancelled) return
      const storeId = typeof storeRecord?.value === 'string' ? storeRecord.value : null
      setEngine({ db, outbox, deviceId, storeId, evicted, persisted })
      stop = outbox.start()
    })().catch((e: unknown) => {
      // Closed by the cleanup meanwhile is no failure; anything else (no IndexedDB at all) is logged.
      if (!cancelled) console.error('floor store: the database did not open', e)
    })
    return () => {
      cancelled = true
      stop?.()
      setEngine(null)
      db.close()
    }
  }, [tenantId, userId, transport, locks, pollMs])

  if (!engine) return props.fallback ?? null
  return (
    <FloorStore engine={engine} session={session}>
      {props.children}
    </FloorStore>
  )
}

function FloorStore({ engine, session, children }: { engine: Engine; session: FloorSession; children: ReactNode }) {
  const { db, outbox, deviceId } = engine
  const [storeId, setStoreId] = useState<string | null>(engine.storeId)
  const [evicted, setEvicted] = useState(engine.evicted)
  const [live, setLive] = useState<Live>(NO_LIVE)
  const [localTail, setLocalTail] = useState<OutboxEntry[]>([])
  const [base, setBase] = useState<FloorBase>(() => emptyBase(engine.storeId))
  const cache = useRef(new FloorViewCache())
  const outboxState = useSyncExternalStore(
    useCallback((notify: () => void) => outbox.subscribe(notify), [outbox]),
    () => outbox.state,
  )
  const online = useSyncExternalStore(subscribeOnline, isOnline)
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

  // Commands dispatched here that the live query has not seen yet stay laid on until it has.
  const unseen = useMemo(() => localTail.filter((e) => e.seq >= live.nextSeq), [localTail, live.nextSeq])
  useEffect(() => {
    if (unseen.length !== localTail.length) setLocalTail(unseen)
  }, [unseen, localTail])
  const pending = useMemo(
    () => pendingEntries(unseen.length ? [...live.above, ...unseen] : live.above, shownSeq),
    [live.above, unseen, shownSeq],
  )
  // What waits here is noted for whoever signs in next on this device (a shared one).
  const waiting = live.waiting + unseen.length
  useEffect(() => recordWaiting(session, waiting), [session, waiting])
  const rows = base.storeId === storeId ? base.rows : EMPTY_VIEW
  const view = useMemo(() => cache.current.update(rows, pending), [rows, pending])

  const dispatch = useCallback(
    async <N extends FloorCommandName>(name: N, args: Omit<FloorCommandArgs<N>, 'opId'>) => {
      const { seq, entry } = await outbox.enqueue(name, args)
      setLocalTail((tail) => [...tail, entry])
      if (navigator.onLine) outbox.trigger('replay')
      return { seq }
    },
    [outbox],
  )

  const setStore = useCallback(
    async (id: string) => {
      await writeMeta(db, META.storeId, id)
      setStoreId(id)
      outbox.registerDevice().catch(() => {})
      outbox.trigger('sync')
    },
    [db, outbox],
  )

  const api = useMemo<FloorApi>(
    () => ({
      session,
      deviceId,
      storeId,
      setStore,
      view,
      dispatch,
      status: {
        pending: waiting,
        rejected: live.attention.filter((e) => e.status === 'rejected').length,
        lastSyncAt: live.lastSyncAt,
        online,
        syncing: outboxState.syncing,
        evicted,
        persisted: engine.persisted,
        lastError: outboxState.lastError,
      },
      syncNow: () => outbox.sync(),
      needsAttention: live.attention,
      dismiss: (seq) => outbox.dismiss(seq),
      exportQueue: () => exportQueue(db),
      acknowledgeEviction: () => {
        acknowledgeEviction(db)
        setEvicted(false)
      },
      outbox,
    }),
    [
      session,
      deviceId,
      storeId,
      setStore,
      view,
      dispatch,
      live,
      waiting,
      online,
      outboxState,
      evicted,
      engine,
      outbox,
      db,
    ],
  )
  return <FloorContext.Provider value={api}>{children}</FloorContext.Provider>
}
