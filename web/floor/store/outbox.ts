import { Dexie } from 'dexie'
import {
  type DeviceRegistration,
  FLOOR_COLLECTIONS,
  type FloorCommand,
  type FloorCommandArgs,
  type FloorCommandName,
  floorCommandSchemas,
  PUSH_BATCH_MAX,
  type PullQuery,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  type RegisterDevice,
} from '#sync/floor/floor-protocol.ts'
import { uuidV7 } from '#sync/floor/uuid-v7.ts'
import type { Language } from '#sync/i18n/language.ts'
import { deviceName } from './device-name.ts'
import { ensureDeviceId, type FloorDb, META, type OutboxEntry, type OutboxStatus, readMeta } from './floor-db.ts'
import { floorStoreText } from './store.messages.ts'

/**
 * The floor app's outbox (issue 11 §1): floor work queued as named commands in IndexedDB under the
 * device's gap-free sequence, replayed to the server in order by one loop at a time across tabs, each
 * command applied there exactly once (the server keys it by device and sequence). Framework-free: the
 * React store and the tests drive it alike.
 */

/** How the device reaches the server's floor sync calls. */
export type FloorTransport = {
  register(body: RegisterDevice): Promise<DeviceRegistration>
  push(body: PushRequest): Promise<PushResponse>
  pull(q: PullQuery): Promise<PullResponse>
}

/** A sync call that failed: no answer came (`network`: retry later) or the server refused the call as a whole. */
export class FloorTransportError extends Error {
  readonly kind: 'network' | 'refused'
  readonly status: number
  readonly code: number
  constructor(message: string, kind: 'network' | 'refused', status = 0, code = 0) {
    super(message)
    this.name = 'FloorTransportError'
    this.kind = kind
    this.status = status
    this.code = code
  }
}

/** The part of the Web Locks API the outbox uses (`navigator.locks`). */
export type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>
}

const heldLocks = new Set<string>()

/** Locks within this page, where the browser has no Web Locks (old Safari): one loop per page at least. */
export const memoryLocks: LockManagerLike = {
  async request(name, _options, callback) {
    if (heldLocks.has(name)) return callback(null)
    heldLocks.add(name)
    try {
      return await callback({ name })
    } finally {
      heldLocks.delete(name)
    }
  },
}

/** What one replay did. */
export type ReplayReport = {
  /**
   * done: nothing left to send; skipped: another loop (tab) holds the queue; network: no answer, retry
   * later; refused: the server refused the push as a whole, retry later; conflict: a sequence number the
   * server holds with another command, the queue stops there; gap: the server misses commands this device
   * cannot send again.
   */
  outcome: 'done' | 'skipped' | 'network' | 'refused' | 'conflict' | 'gap'
  sent: number
  applied: number
  rejected: number
  /** When to try again (the backoff), if at all. */
  retryInMs: number | null
  error: string | null
}

/** What the outbox is doing, for the shell. */
export type OutboxState = {
  syncing: boolean
  lastError: string | null
  /** When the backoff timer runs next (ms since the epoch). */
  retryAt: number | null
  lastReport: ReplayReport | null
}

/** The first retry waits about a second, each next one twice as long, up to a minute. */
export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_CAP_MS = 60_000
/** Another tab holds the queue: look again after this long, in case it finished before seeing our command. */
export const LOCKED_RECHECK_MS = 5_000
/** Applied commands the rows already show are kept this long, then pruned. */
export const APPLIED_KEPT_MS = 7 * 24 * 3600 * 1000

/**
 * The wait before retry `failures` (1, 2, ...): exponential, capped, with "equal jitter" (half fixed,
 * half random) so that many devices coming back online at once do not retry in step.
 */
export function backoffDelay(
  failures: number,
  random: () => number = Math.random,
  baseMs: number = BACKOFF_BASE_MS,
): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, baseMs * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

const toCommand = (e: OutboxEntry): FloorCommand => ({ seq: e.seq, name: e.name, args: e.args, at: e.createdAt })

/** The engine of the floor outbox over one device's database. */
export class Outbox {
  readonly db: FloorDb
  private readonly transport: FloorTransport
  private readonly locks: LockManagerLike
  private readonly now: () => number
  private readonly random: () => number
  private readonly language: () => Language
  private readonly pollMs: number
  private readonly backoffBaseMs: number
  private deviceId: Promise<string> | null = null
  private registered: Promise<DeviceRegistration> | null = null
  private failures = 0
  private replaying: Promise<ReplayReport> | null = null
  private replayAgain = false
  private syncing: Promise<void> | null = null
  private syncAgain = false
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private started = false
  private readonly listeners = new Set<() => void>()
  private current: OutboxState = { syncing: false, lastError: null, retryAt: null, lastReport: null }

  constructor(opts: {
    db: FloorDb
    transport: FloorTransport
    locks?: LockManagerLike
    now?: () => number
    random?: () => number
    /** The language of the outbox's own messages (the server's come in the request's language). */
    language?: () => Language
    /** While the page is visible, sync this often to see new work (0: never). */
    pollMs?: number
    /** The first retry's wait (tests shorten it). */
    backoffBaseMs?: number
  }) {
    this.db = opts.db
    this.transport = opts.transport
    this.locks = opts.locks ?? (globalThis.navigator?.locks as LockManagerLike | undefined) ?? memoryLocks
    this.now = opts.now ?? Date.now
    this.random = opts.random ?? Math.random
    this.language = opts.language ?? (() => 'zh')
    this.pollMs = opts.pollMs ?? 60_000
    this.backoffBaseMs = opts.backoffBaseMs ?? BACKOFF_BASE_MS
  }

  /** The device's id (made on first use). */
  device(): Promise<string> {
    this.deviceId ??= ensureDeviceId(this.db, this.now)
    return this.deviceId
  }

  /** What the outbox is doing now. */
  get state(): OutboxState {
    return this.current
  }

  /** Calls `listener` whenever the state or the queue changes; answers the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private setState(change: Partial<OutboxState>): void {
    this.current = { ...this.current, ...change }
    this.emit()
  }

  private emit(): void {
    for (const listener of this.listeners) listener()
  }

  private iso(): string {
    return new Date(this.now()).toISOString()
  }

  /**
   * Queues a command: its arguments are checked against the command's schema first (a ZodError
   * otherwise), then it takes the next sequence number in the same transaction as it is stored.
   */
  async enqueue<N extends FloorCommandName>(
    name: N,
    args: Omit<FloorCommandArgs<N>, 'opId'>,
  ): Promise<{ seq: number; opId: string; entry: OutboxEntry }> {
    const opId = uuidV7(this.now())
    const parsed = floorCommandSchemas[name].parse({ ...args, opId }) as Record<string, unknown>
    const createdAt = this.iso()
    const db = this.db
    const entry = await db.transaction('rw', db.outbox, db.meta, async () => {
      const seq = await readMeta(db, META.nextSeq, 1)
      const queued: OutboxEntry = {
        seq,
        name,
        args: parsed,
        opId,
        status: 'queued',
        attempts: 0,
        createdAt,
        sentAt: null,
        doneAt: null,
        reason: null,
        hint: null,
        dismissed: false,
      }
      await db.outbox.add(queued)
      await db.meta.put({ key: META.nextSeq, value: seq + 1 })
      return queued
    })
    this.emit()
    return { seq: entry.seq, opId, entry }
  }

  /** Registers the device (again: after the warehouse changed), with what it has waiting. */
  registerDevice(): Promise<DeviceRegistration> {
    const registration = (async () => {
      const deviceId = await this.device()
      const storeId = await readMeta<string | null>(this.db, META.storeId, null)
      const pending = await this.pendingCount()
      const userAgent = globalThis.navigator?.userAgent?.slice(0, 255)
      return this.transport.register({
        deviceId,
        // What the console's device list calls it.
        name: deviceName(userAgent, deviceId),
        pending,
        ...(storeId ? { storeId } : {}),
        ...(userAgent ? { userAgent } : {}),
      })
    })()
    // Set at once, so calls made meanwhile wait for this registration instead of sending another.
    this.registered = registration
    // A failed registration is tried again by the next call.
    registration.catch(() => {
      if (this.registered === registration) this.registered = null
    })
    return registration
  }

  private ensureRegistered(): Promise<DeviceRegistration> {
    return this.registered ?? this.registerDevice()
  }

  /** Commands waiting to be sent or answered. */
  async pendingCount(): Promise<number> {
    const [queued, sent] = await Promise.all([this.withStatus('queued').count(), this.withStatus('sent').count()])
    return queued + sent
  }

  /** Commands of a status, numbered after `after` (all by default), in sequence order. */
  private withStatus(status: OutboxStatus, after?: number) {
    const from = after === undefined ? Dexie.minKey : after
    return this.db.outbox.where('[status+seq]').between([status, from], [status, Dexie.maxKey], after === undefined)
  }

  /**
   * Sends what is queued, in sequence order, in batches, until nothing is left or the server cannot
   * take more. One loop at a time across the device's tabs; a call while this page's loop runs joins it
   * (and makes it look once more at the end).
   */
  replay(): Promise<ReplayReport> {
    if (this.replaying) {
      this.replayAgain = true
      return this.replaying
    }
    const run = async () => {
      let report: ReplayReport
      do {
        this.replayAgain = false
        report = await this.replayOnce()
      } while (this.replayAgain && report.outcome === 'done')
      return report
    }
    this.replaying = run().finally(() => {
      this.replaying = null
    })
    return this.replaying
  }

  private async replayOnce(): Promise<ReplayReport> {
    const deviceId = await this.device()
    const report = await this.locks.request(`erp-floor-outbox-${deviceId}`, { ifAvailable: true }, async (lock) => {
      if (!lock) return emptyReport('skipped')
      this.setState({ syncing: true })
      try {
        return await this.sendAll(deviceId)
      } finally {
        this.setState({ syncing: false })
      }
    })
    this.afterReplay(report)
    return report
  }

  private async sendAll(deviceId: string): Promise<ReplayReport> {
    const report = emptyReport('done')
    let lastGap: number | null = null
    // The device records one answer while the server takes the next push: answers are written in order.
    let settling: Promise<unknown> = Promise.resolve()
    try {
      await this.ensureRegistered()
      let batch = await this.settleAndTake(null, true)
      while (batch.length) {
        report.sent += batch.length
        const last = (batch.at(-1) as OutboxEntry).seq
        const pushing = this.transport.push({ deviceId, commands: batch.map(toCommand) })
        // The next batch is read and marked sent while this one is on its way (resent if this one fails).
        const ahead = this.settleAndTake(null, true, undefined, last)
        const answer = await pushing.catch(async (e: unknown) => {
          await ahead.catch(() => undefined)
          throw e
        })
        const next = await ahead
        this.failures = 0
        const refused = answer.refused
        settling = settling.then(() => this.settleAndTake(answer, false, report))
        // Its failure is met where it is awaited, not reported meanwhile as unhandled.
        settling.catch(() => undefined)
        if (!refused && answer.lastSeq >= last) {
          // Nothing was waiting then: look again for what was queued while the push was out.
          batch = next.length ? next : await this.settleAndTake(null, true, undefined, last)
          continue
        }
        await settling
        if (refused?.code === 'conflict') {
          report.outcome = 'conflict'
          report.error = refused.message
          break
        }
        if (refused?.code === 'gap') {
          // No progress since the last gap: the server is not taking what we resend; try later.
          const stuck = lastGap === answer.lastSeq
          const missing = stuck ? null : await this.requeueAfter(answer.lastSeq, refused.seq)
          if (stuck || missing !== null) {
            this.failures++
            report.outcome = 'gap'
            report.error = floorStoreText(stuck ? 'floorStore.gapStuck' : 'floorStore.gapMissing', this.language(), {
              seq: missing ?? refused.seq,
            })
            report.retryInMs = stuck ? this.backoff() : null
            break
          }
          lastGap = answer.lastSeq
        }
        batch = await this.settleAndTake(null, true)
      }
      await settling
      if (report.outcome === 'done') await this.prune()
    } catch (e) {
      await settling.catch(() => undefined)
      if (!(e instanceof FloorTransportError)) throw e
      this.failures++
      report.outcome = e.kind === 'network' ? 'network' : 'refused'
      report.error = e.message
      report.retryInMs = this.backoff()
    }
    return report
  }

  /**
   * In one transaction: records a push's answer on its commands (and a refused number's conflict), then,
   * when `takeNext`, takes the next batch to send (those sent without an answer and the queued ones,
   * numbered after `after`, lowest first) and marks it sent, counting the attempt, before the request
   * leaves, so a crash leaves it to resend. Each command is read and written once per push, whatever
   * the queue holds.
   */
  private async settleAndTake(
    answer: PushResponse | null,
    takeNext: boolean,
    counts: { applied: number; rejected: number } = { applied: 0, rejected: 0 },
    after = 0,
  ): Promise<OutboxEntry[]> {
    const now = this.iso()
    const db = this.db
    const conflict = answer?.refused?.code === 'conflict' ? answer.refused : null
    const batch = await db.transaction('rw', db.outbox, async () => {
      const writes: OutboxEntry[] = []
      if (answer) {
        const seqs = answer.outcomes.map((o) => o.seq)
        if (conflict) seqs.push(conflict.seq)
        const entries = await db.outbox.bulkGet(seqs)
        const bySeq = new Map(entries.flatMap((e) => (e ? [[e.seq, e]] : [])))
        for (const outcome of answer.outcomes) {
          const entry = bySeq.get(outcome.seq)
          if (!entry) continue
          counts[outcome.status]++
          bySeq.set(entry.seq, {
            ...entry,
            status: outcome.status,
            doneAt: now,
            result: outcome.result,
            reason: outcome.status === 'rejected' ? (outcome.reason ?? null) : null,
            hint: outcome.status === 'rejected' ? (outcome.hint ?? null) : null,
            conflict: false,
          })
        }
        const refusedEntry = conflict && bySeq.get(conflict.seq)
        if (conflict && refusedEntry) {
          bySeq.set(conflict.seq, {
            ...refusedEntry,
            conflict: true,
            reason: conflict.message,
            hint: floorStoreText('floorStore.conflictHint', this.language()),
          })
        }
        writes.push(...bySeq.values())
        // Answered commands leave the sent range before the next batch is read from it.
        await db.outbox.bulkPut(writes)
      }
      if (!takeNext) return []
      const [sent, queued] = await Promise.all([
        this.withStatus('sent', after).limit(PUSH_BATCH_MAX).toArray(),
        this.withStatus('queued', after).limit(PUSH_BATCH_MAX).toArray(),
      ])
      const next = [...sent, ...queued]
        .sort((a, b) => a.seq - b.seq)
        .slice(0, PUSH_BATCH_MAX)
        .map((e) => ({ ...e, status: 'sent' as const, attempts: e.attempts + 1, sentAt: now }))
      await db.outbox.bulkPut(next)
      return next
    })
    this.emit()
    return batch
  }

  /**
   * After a gap answer: the commands from `lastSeq + 1` up to the one refused go again (those this
   * device took as done are queued anew). Answers the first number this device no longer holds, or null.
   */
  private async requeueAfter(lastSeq: number, refusedSeq: number): Promise<number | null> {
    const db = this.db
    return db.transaction('rw', db.outbox, async () => {
      const entries = await db.outbox
        .where('seq')
        .between(lastSeq + 1, refusedSeq, true, false)
        .toArray()
      for (let seq = lastSeq + 1, i = 0; seq < refusedSeq; seq++, i++) {
        if (entries[i]?.seq !== seq) return seq
      }
      const again = entries.filter((e) => e.status === 'applied' || e.status === 'rejected')
      await db.outbox.bulkPut(again.map((e) => ({ ...e, status: 'queued' as const, doneAt: null })))
      return null
    })
  }

  /** Drops applied commands older than a week that the pulled rows already show. */
  private async prune(): Promise<void> {
    const cutoff = new Date(this.now() - APPLIED_KEPT_MS).toISOString()
    const shown = await readMeta(this.db, META.deviceLastSeq, 0)
    // Only the applied commands up to the one the rows show are looked at, not the whole queue.
    await this.db.outbox
      .where('[status+seq]')
      .between(['applied', Dexie.minKey], ['applied', shown], true, true)
      .filter((e) => (e.doneAt ?? '') < cutoff)
      .delete()
  }

  private backoff(): number {
    return backoffDelay(this.failures, this.random, this.backoffBaseMs)
  }

  private afterReplay(report: ReplayReport): void {
    const retryAt = report.retryInMs === null ? null : this.now() + report.retryInMs
    const lastError = report.outcome === 'skipped' ? this.current.lastError : report.error
    this.setState({ lastReport: report, lastError, retryAt })
    if (!this.started) return
    if (report.retryInMs !== null) this.schedule(report.retryInMs)
    else if (report.outcome === 'skipped') {
      // The other tab may finish before it sees what this one queued: look again a little later.
      void this.pendingCount().then((n) => {
        if (n > 0) this.schedule(LOCKED_RECHECK_MS)
      })
    }
  }

  private schedule(ms: number): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.trigger('sync')
    }, ms)
  }

  /** Starts a sync or a replay in the background; a failure of the device itself (IndexedDB) becomes the last error. */
  trigger(what: 'sync' | 'replay'): void {
    const run = what === 'sync' ? this.sync() : this.replay()
    run.catch((e: unknown) => this.setState({ lastError: e instanceof Error ? e.message : String(e) }))
  }

  /**
   * Pulls what changed in a warehouse since the last pull and stores it in one transaction: a reset
   * drops the warehouse's rows first; the device's last applied command and the sync time are kept.
   */
  async pull(storeId: string): Promise<void> {
    const deviceId = await this.device()
    await this.ensureRegistered()
    const db = this.db
    const cursor = await readMeta<string | null>(db, META.cursor(storeId), null)
    const answer = await this.transport.pull({ deviceId, storeId, ...(cursor ? { cursor } : {}) })
    await db.transaction('rw', [db.meta, ...db.collectionTables()], async () => {
      const versions = { ...(await readMeta<Record<string, number>>(db, META.rowsVersion(storeId), {})) }
      for (const collection of FLOOR_COLLECTIONS) {
        const table = db.rowsOf(collection)
        const change = answer.changes[collection] ?? { upserts: [], removals: [] }
        let changed = false
        if (answer.reset) changed = (await table.where('storeId').equals(storeId).delete()) > 0
        if (change.removals.length) {
          await table.bulkDelete(change.removals.map((id): [string, string] => [storeId, id]))
          changed = true
        }
        if (change.upserts.length) {
          await table.bulkPut(change.upserts.map((row) => ({ ...row, storeId })))
          changed = true
        }
        if (changed) versions[collection] = (versions[collection] ?? 0) + 1
      }
      await db.meta.bulkPut([
        { key: META.cursor(storeId), value: answer.cursor },
        { key: META.rowsVersion(storeId), value: versions },
        { key: META.deviceLastSeq, value: answer.deviceLastSeq },
        { key: META.lastSyncAt, value: this.iso() },
      ])
    })
    this.emit()
  }

  /**
   * Replays, then pulls the chosen warehouse (not when the network is gone). Never throws on a
   * network failure or a refusal: they are kept as the state's last error and retried.
   */
  sync(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true
      return this.syncing
    }
    const run = async () => {
      do {
        this.syncAgain = false
        await this.syncOnce()
      } while (this.syncAgain)
    }
    this.syncing = run().finally(() => {
      this.syncing = null
    })
    return this.syncing
  }

  private async syncOnce(): Promise<void> {
    const report = await this.replay()
    if (report.outcome === 'network') return
    const storeId = await readMeta<string | null>(this.db, META.storeId, null)
    if (!storeId) return
    try {
      await this.pull(storeId)
      if (report.outcome === 'done' || report.outcome === 'skipped') this.setState({ lastError: null })
    } catch (e) {
      if (!(e instanceof FloorTransportError)) throw e
      this.failures++
      const retryInMs = this.backoff()
      this.setState({ lastError: e.message, retryAt: this.now() + retryInMs })
      if (this.started) this.schedule(retryInMs)
    }
  }

  /** Puts a rejected command out of the "needs attention" list (it stays in the outbox and the export). */
  async dismiss(seq: number): Promise<void> {
    await this.db.outbox
      .where('seq')
      .equals(seq)
      .and((e) => e.status === 'rejected')
      .modify({ dismissed: true })
    this.emit()
  }

  /**
   * Starts the triggers: now, when the network comes back, when the page gets the focus or becomes
   * visible, on the backoff timer, and every `pollMs` while visible. Never the Background Sync API
   * (Safari has none). Answers the function that stops them.
   */
  start(): () => void {
    this.started = true
    const run = () => this.trigger('sync')
    const whenVisible = () => {
      if (document.visibilityState === 'visible') run()
    }
    window.addEventListener('online', run)
    window.addEventListener('focus', run)
    document.addEventListener('visibilitychange', whenVisible)
    const poll = this.pollMs > 0 ? setInterval(whenVisible, this.pollMs) : null
    run()
    return () => {
      this.started = false
      window.removeEventListener('online', run)
      window.removeEventListener('focus', run)
      document.removeEventListener('visibilitychange', whenVisible)
      if (poll) clearInterval(poll)
      if (this.retryTimer) clearTimeout(this.retryTimer)
      this.retryTimer = null
    }
  }
}

function emptyReport(outcome: ReplayReport['outcome']): ReplayReport {
  return { outcome, sent: 0, applied: 0, rejected: 0, retryInMs: null, error: null }
}
