import { randomBytes, randomInt } from 'node:crypto'
import { hostname } from 'node:os'
import type { Queryable } from './db.ts'

/**
 * Snowflake-style 64-bit ids (BladeX's shape): milliseconds since 2020 << 22 | worker << 12 |
 * sequence. The worker number (0..1023) is leased from `blade_id_worker` (migration 0009), so two
 * processes sharing one database never mint the same id; see `leaseIdWorker`.
 */
const EPOCH = 1_577_836_800_000n // 2020-01-01
export const WORKER_COUNT = 1024
const DEFAULT_LEASE_SECONDS = 120
const DEFAULT_RENEW_SECONDS = 30

/** This process's token in `blade_id_worker.holder`. */
const HOLDER = `${hostname().slice(0, 24)}/${process.pid}/${randomBytes(8).toString('hex')}`

/** Before any lease is attempted: a random worker, good for ids that never leave this process. */
const LOCAL_WORKER = BigInt(randomInt(WORKER_COUNT))

type Lease = {
  db: Queryable
  leaseSeconds: number
  renewSeconds: number
  /** performance.now() after which this process must stop minting: the lease may have run out. */
  validUntil: number
}

let lastMs = 0n
let sequence = 0n
/** Set by the first lease attempt, never cleared: from then on ids need a live lease. */
let leasing = false
/** The leased worker number; the same in every database this process holds a lease in. */
let worker: bigint | null = null
const leases = new Map<Queryable, Lease>()
/** The earliest `validUntil` of the held leases; 0 while one is lost. */
let validUntil = 0
let timer: NodeJS.Timeout | undefined
let renewing: Promise<void> | undefined

/** A lease is trusted locally for 11/12 of its length, counted from before the request that set it. */
function validity(leaseSeconds: number): number {
  return (leaseSeconds * 1000 * 11) / 12
}

function currentWorker(): bigint {
  if (!leasing) return LOCAL_WORKER
  if (worker === null || leases.size === 0) throw new Error('nextId: no id worker is leased (leaseIdWorker first)')
  if (!(performance.now() < validUntil)) {
    throw new Error(`nextId: the lease of id worker ${worker} was not renewed in time; no ids until it is`)
  }
  return worker
}

/** The next id, as the decimal string the API sends (ids exceed 2^53). */
export function nextId(): string {
  const w = currentWorker()
  let now = BigInt(Date.now())
  if (now < lastMs) now = lastMs // the clock stepped back: stay monotonic
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn
    if (sequence === 0n) now = lastMs + 1n // 4,096 ids in one millisecond: borrow the next one
  } else {
    sequence = 0n
  }
  lastMs = now
  return (((now - EPOCH) << 22n) | (w << 12n) | sequence).toString()
}

/** The worker number inside an id. */
export function workerOf(id: string): number {
  return Number((BigInt(id) >> 12n) & 1023n)
}

// --- Lease statements (exported for tests) ---------------------------------------------------

/**
 * Claims a free or expired worker for `holder` (the one unused longest, so a released number is
 * reused last), or exactly `wanted` if it is free, expired or already `holder`'s. SKIP LOCKED lets
 * processes starting at once each take a different row. Answers the worker and the last id time
 * minted under it, or undefined when none is free.
 */
export async function claimWorker(
  db: Queryable,
  holder: string,
  leaseSeconds: number,
  wanted?: number,
): Promise<{ worker: number; lastMs: bigint } | undefined> {
  const rows =
    wanted === undefined
      ? await db.query<{ workerId: number; lastMs: string }>(
          `UPDATE blade_id_worker SET holder = $1, expires_at = now() + make_interval(secs => $2::float8), leased_at = now()
            WHERE worker_id = (SELECT worker_id FROM blade_id_worker WHERE expires_at <= now()
                                ORDER BY expires_at, worker_id LIMIT 1 FOR UPDATE SKIP LOCKED)
              AND expires_at <= now()
          RETURNING worker_id, last_ms`,
          [holder, leaseSeconds],
        )
      : await db.query<{ workerId: number; lastMs: string }>(
          `UPDATE blade_id_worker SET holder = $1, expires_at = now() + make_interval(secs => $2::float8), leased_at = now()
            WHERE worker_id = $3 AND (expires_at <= now() OR holder = $1)
          RETURNING worker_id, last_ms`,
          [holder, leaseSeconds, wanted],
        )
  const row = rows[0]
  return row ? { worker: Number(row.workerId), lastMs: BigInt(row.lastMs) } : undefined
}

/** Extends `holder`'s lease of `worker`; false when someone else holds it now (it had expired). */
export async function renewWorker(
  db: Queryable,
  worker: number,
  holder: string,
  leaseSeconds: number,
  lastMs: bigint,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE blade_id_worker SET expires_at = now() + make_interval(secs => $3::float8), last_ms = GREATEST(last_ms, $4::bigint)
      WHERE worker_id = $1 AND holder = $2
    RETURNING worker_id`,
    [worker, holder, leaseSeconds, String(lastMs)],
  )
  return rows.length > 0
}

/** Frees `holder`'s lease of `worker` at once, recording the last id time minted under it. */
export async function releaseWorker(db: Queryable, worker: number, holder: string, lastMs: bigint): Promise<void> {
  await db.query(
    `UPDATE blade_id_worker SET holder = NULL, expires_at = now(), last_ms = GREATEST(last_ms, $3::bigint)
      WHERE worker_id = $1 AND holder = $2`,
    [worker, holder, String(lastMs)],
  )
}

// --- This process's lease ----------------------------------------------------------------------

function refreshValidity() {
  validUntil = leases.size ? Math.min(...[...leases.values()].map((l) => l.validUntil)) : 0
}

/** One renewal timer for all leases, at the shortest interval asked for; none without a lease. */
function schedule() {
  clearInterval(timer)
  timer = undefined
  if (!leases.size) return
  const every = Math.min(...[...leases.values()].map((l) => l.renewSeconds))
  timer = setInterval(() => void renewIdWorkerLeases(), every * 1000)
  timer.unref() // a lease never keeps the process alive
}

/** Takes over the worker a claim answered: ids continue after the last one minted under it. */
function adopt(claimed: { worker: number; lastMs: bigint }) {
  worker = BigInt(claimed.worker)
  if (claimed.lastMs > lastMs) lastMs = claimed.lastMs
}

let leaseQueue: Promise<unknown> = Promise.resolve()

/**
 * Leases this process's id worker in `db` (at start, right after migrating and before anything
 * mints an id) and renews it every `renewSeconds` on an unref()'d timer. Until a process first
 * calls this, `nextId` mints under a random worker: unique within the process only, for code with
 * no database (unit tests of pure functions). From the first call on, `nextId` throws whenever no
 * live lease backs it. A process with several databases (tests) holds the same number in each.
 */
export function leaseIdWorker(
  db: Queryable,
  options: { leaseSeconds?: number; renewSeconds?: number } = {},
): Promise<number> {
  leasing = true
  // One lease at a time, so databases leased together agree on the number.
  const next = leaseQueue.then(() => leaseOne(db, options))
  leaseQueue = next.catch(() => {})
  return next
}

async function leaseOne(db: Queryable, options: { leaseSeconds?: number; renewSeconds?: number }): Promise<number> {
  const held = leases.get(db)
  if (held && worker !== null) {
    if (held.validUntil === 0 && leases.size === 1) await reclaim(held)
    refreshValidity()
    if (held.validUntil === 0) throw new Error('the id worker lease was lost and no worker is free')
    return Number(worker)
  }
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS
  const renewSeconds = options.renewSeconds ?? DEFAULT_RENEW_SECONDS
  const started = performance.now()
  const wanted = worker === null ? undefined : Number(worker)
  const claimed = await claimWorker(db, HOLDER, leaseSeconds, wanted)
  if (!claimed) {
    throw new Error(
      wanted === undefined
        ? `all ${WORKER_COUNT} id workers are leased: no process may mint ids here`
        : `id worker ${wanted}, which this process holds in another database, is leased here by another process`,
    )
  }
  adopt(claimed)
  leases.set(db, { db, leaseSeconds, renewSeconds, validUntil: started + validity(leaseSeconds) })
  refreshValidity()
  schedule()
  return claimed.worker
}

/** The worker this process mints under now, or null without a live lease (or before leasing). */
export function idWorker(): number | null {
  if (!leasing) return null
  return worker === null || !(performance.now() < validUntil) ? null : Number(worker)
}

/** Claims any free worker for a lost lease (the only one held); it stays lost when none is free. */
async function reclaim(lease: Lease): Promise<void> {
  const started = performance.now()
  const claimed = await claimWorker(lease.db, HOLDER, lease.leaseSeconds).catch(() => undefined)
  if (!claimed || leases.get(lease.db) !== lease) return // still stopped: the next tick tries again
  adopt(claimed)
  lease.validUntil = started + validity(lease.leaseSeconds)
}

async function renewOne(lease: Lease): Promise<void> {
  if (worker === null) return
  if (lease.validUntil === 0 && leases.size === 1) return reclaim(lease)
  const started = performance.now()
  let renewed: boolean
  try {
    renewed = await renewWorker(lease.db, Number(worker), HOLDER, lease.leaseSeconds, lastMs)
  } catch {
    return // the database did not answer: ids go on until validUntil, then stop
  }
  if (leases.get(lease.db) !== lease) return // released meanwhile
  if (renewed) {
    lease.validUntil = started + validity(lease.leaseSeconds)
    return
  }
  // Lost (it expired and another process claimed the number): stop minting at once, and claim a
  // new worker before continuing; with several databases (tests only) ids just stay stopped.
  lease.validUntil = 0
  refreshValidity()
  if (leases.size === 1) await reclaim(lease)
}

async function renewAll(): Promise<void> {
  for (const lease of [...leases.values()]) await renewOne(lease)
  refreshValidity()
}

/** Renews every lease now (the timer's work; tests call it directly). */
export function renewIdWorkerLeases(): Promise<void> {
  renewing ??= renewAll().finally(() => {
    renewing = undefined
  })
  return renewing
}

/**
 * Gives the lease in `db` back (on shutdown, before closing the database): `nextId` stops at once
 * when it was the last one. Best effort: an unanswered release simply runs out.
 */
export async function releaseIdWorker(db: Queryable): Promise<void> {
  await leaseQueue
  const lease = leases.get(db)
  if (!lease || worker === null) return
  const released = Number(worker)
  leases.delete(db)
  if (!leases.size) worker = null
  refreshValidity()
  schedule()
  await releaseWorker(db, released, HOLDER, lastMs).catch(() => {})
}
