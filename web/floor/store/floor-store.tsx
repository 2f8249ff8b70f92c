import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import type { FloorView } from '#sync/floor/floor-mutators.ts'
import type { FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import { clientSettings } from '../../api/client.ts'
import { type FloorDb, META, type OutboxEntry, openFloorDb, writeMeta } from './floor-db.ts'
import { type FloorTransport, type LockManagerLike, Outbox } from './outbox.ts'
import { acknowledgeEviction, askPersistentStorage, detectEviction, exportQueue } from './storage.ts'
import { apiFloorTransport } from './transport.ts'
import { useFloorView } from './use-floor-view.ts'
import { usePulledRows } from './use-pulled-rows.ts'

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
  const outboxState = useSyncExternalStore(
    useCallback((notify: () => void) => outbox.subscribe(notify), [outbox]),
    () => outbox.state,
  )
  const online = useSyncExternalStore(subscribeOnline, isOnline)
  const stored = usePulledRows(db, storeId, engine.storeId)
  const { live } = stored
  const { view, dispatch, waiting } = useFloorView({ outbox, session, storeId }, stored)

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
