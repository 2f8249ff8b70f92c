import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ZodError } from 'zod'
import { type PickListRow, PUSH_BATCH_MAX } from '#sync/floor/floor-protocol.ts'
import { FloorDb, META, type OutboxEntry, writeMeta } from './floor-db.ts'
import { FloorViewCache, loadView, overlayView, pendingEntries } from './floor-view.ts'
import { backoffDelay, Outbox } from './outbox.ts'
import { acknowledgeEviction, askPersistentStorage, detectEviction, exportQueue } from './storage.ts'
import { FakeFloorServer, sharedLocks, upserts } from './store-test-kit.ts'

let dbCount = 0
const opened: FloorDb[] = []

function newDb(name = `erp-floor-test-${++dbCount}`): FloorDb {
  const db = new FloorDb(name)
  opened.push(db)
  return db
}

function outboxOf(db: FloorDb, server: FakeFloorServer, extra: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) {
  return new Outbox({ db, transport: server, random: () => 0.5, pollMs: 0, backoffBaseMs: 1_000, ...extra })
}

const scan = (lineId = '201', quantity = 1) => ({ pickId: '200', lineId, positionId: '9', quantity })
const entries = (db: FloorDb) => db.outbox.orderBy('seq').toArray()
const seqsOf = (server: FakeFloorServer) => server.pushes.map((p) => p.commands.map((c) => c.seq))

const pick: PickListRow = {
  id: '200',
  code: 'PK-1',
  status: 2,
  pickedTime: null,
  lines: [
    {
      id: '201',
      outboundId: '300',
      outboundCode: 'OUT-1',
      positionId: '9',
      positionCode: 'A-01',
      productId: '1',
      sysSku: 'A',
      quantity: 5,
      scannedQuantity: 0,
      shortReason: null,
      pickOrder: 1,
    },
  ],
}

beforeEach(() => {
  localStorage.clear()
})

afterEach(async () => {
  vi.restoreAllMocks()
  for (const db of opened.splice(0)) db.close()
})

describe('the floor outbox: queueing', () => {
  it('numbers commands 1, 2, 3 ... and sends them in that order, each once', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    const queued = []
    for (let i = 0; i < 4; i++) queued.push(await outbox.enqueue('scanPick', scan('201', i + 1)))
    queued.push(await outbox.enqueue('shortPick', { pickId: '200', lineId: '201', reason: '  broken  ' }))
    expect(queued.map((q) => q.seq)).toEqual([1, 2, 3, 4, 5])
    expect(new Set(queued.map((q) => q.opId)).size).toBe(5)

    const report = await outbox.replay()
    expect(report).toMatchObject({ outcome: 'done', sent: 5, applied: 5, rejected: 0, retryInMs: null })
    expect(server.applied.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5])
    // The arguments travel as validated (trimmed), with their opId and the time the person did it.
    expect(server.applied[4]?.args).toEqual({ opId: queued[4]?.opId, pickId: '200', lineId: '201', reason: 'broken' })
    expect(server.applied[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/)
    const stored = await entries(db)
    expect(stored.map((e) => [e.seq, e.status, e.attempts])).toEqual([
      [1, 'applied', 1],
      [2, 'applied', 1],
      [3, 'applied', 1],
      [4, 'applied', 1],
      [5, 'applied', 1],
    ])
    expect(stored[0]?.result).toEqual({ seq: 1 })
    expect(await outbox.replay()).toMatchObject({ outcome: 'done', sent: 0 })
    expect(server.pushes).toHaveLength(1)
  })

  it('refuses bad arguments before anything is stored', async () => {
    const db = newDb()
    const outbox = outboxOf(db, new FakeFloorServer())
    await expect(outbox.enqueue('scanPick', { ...scan(), quantity: 0 })).rejects.toBeInstanceOf(ZodError)
    await expect(outbox.enqueue('scanPick', { ...scan(), pickId: 'P-1' })).rejects.toBeInstanceOf(ZodError)
    expect(await db.outbox.count()).toBe(0)
    expect((await outbox.enqueue('scanPick', scan())).seq).toBe(1)
  })

  it(`sends in batches of at most ${PUSH_BATCH_MAX}, in order`, async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    const deviceId = await outbox.device()
    await db.outbox.bulkAdd(
      Array.from({ length: PUSH_BATCH_MAX + 3 }, (_, i): OutboxEntry => {
        const opId = `0190f5c2-7a3b-7c4d-8e5f-${String(i).padStart(12, '0')}`
        return {
          seq: i + 1,
          name: 'scanPick',
          args: { ...scan(), opId },
          opId,
          status: 'queued',
          attempts: 0,
          createdAt: new Date().toISOString(),
          sentAt: null,
          doneAt: null,
          reason: null,
          hint: null,
          dismissed: false,
        }
      }),
    )
    await writeMeta(db, META.nextSeq, PUSH_BATCH_MAX + 4)
    expect(await outbox.replay()).toMatchObject({ outcome: 'done', sent: PUSH_BATCH_MAX + 3 })
    expect(server.pushes.map((p) => p.commands.length)).toEqual([PUSH_BATCH_MAX, 3])
    expect(server.pushes.every((p) => p.deviceId === deviceId)).toBe(true)
    expect(server.applied.map((c) => c.seq)).toEqual(Array.from({ length: PUSH_BATCH_MAX + 3 }, (_, i) => i + 1))
    expect(await outbox.enqueue('scanPick', scan())).toMatchObject({ seq: PUSH_BATCH_MAX + 4 })
  })
})

describe('the floor outbox: network errors', () => {
  it('keeps commands sent without an answer, backs off exponentially with jitter, and counts attempts', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    await outbox.enqueue('scanPick', scan())
    await outbox.enqueue('scanPick', scan())
    server.failNext = 2

    const first = await outbox.replay()
    expect(first).toMatchObject({ outcome: 'network', sent: 2, applied: 0, error: 'offline' })
    expect(first.retryInMs).toBe(750) // a ceiling of 1 s: half fixed, half jitter (0.5)
    expect((await entries(db)).map((e) => [e.status, e.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ])
    expect(outbox.state.lastError).toBe('offline')
    expect((await outbox.replay()).retryInMs).toBe(1_500)
    const third = await outbox.replay()
    expect(third).toMatchObject({ outcome: 'done', applied: 2, retryInMs: null })
    expect((await entries(db)).map((e) => [e.status, e.attempts])).toEqual([
      ['applied', 3],
      ['applied', 3],
    ])
    expect(server.applied).toHaveLength(2)
  })

  it('caps the backoff at a minute and spreads it with jitter', () => {
    expect(backoffDelay(1, () => 0)).toBe(500)
    expect(backoffDelay(1, () => 1)).toBe(1_000)
    expect(backoffDelay(4, () => 1)).toBe(8_000)
    expect(backoffDelay(30, () => 1)).toBe(60_000)
    expect(backoffDelay(30, () => 0)).toBe(30_000)
  })

  it('marks applied the commands a duplicate push answers as replayed (their first answer was lost)', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    await outbox.enqueue('scanPick', scan())
    await outbox.enqueue('scanPick', scan())
    server.loseAnswerNext = 1
    expect(await outbox.replay()).toMatchObject({ outcome: 'network' })
    expect(server.applied).toHaveLength(2)
    await outbox.enqueue('scanPick', scan())
    expect(await outbox.replay()).toMatchObject({ outcome: 'done', applied: 3 })
    expect(seqsOf(server)).toEqual([
      [1, 2],
      [1, 2, 3],
    ])
    expect(server.applied.map((c) => c.seq)).toEqual([1, 2, 3])
    expect((await entries(db)).map((e) => e.status)).toEqual(['applied', 'applied', 'applied'])
  })

  it('retries on the backoff timer and when the network comes back, once started', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server, { backoffBaseMs: 10 })
    await outbox.enqueue('scanPick', scan())
    server.failNext = 1
    const stop = outbox.start()
    try {
      await vi.waitFor(() => expect(server.applied).toHaveLength(1), { timeout: 2_000, interval: 5 })
      expect(server.pushes).toHaveLength(2)
      await vi.waitFor(() => expect(outbox.state.syncing).toBe(false))
      await outbox.enqueue('scanPick', scan())
      window.dispatchEvent(new Event('online'))
      await vi.waitFor(() => expect(server.applied).toHaveLength(2), { timeout: 2_000, interval: 5 })
      // What the event began runs to its end (a sync asked for meanwhile loops once more) before the stop.
      await outbox.sync()
    } finally {
      stop()
    }
    // Stopped: the triggers no longer run.
    await outbox.enqueue('scanPick', scan())
    window.dispatchEvent(new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(server.applied).toHaveLength(2)
  })
})

describe('the floor outbox: answers', () => {
  it('keeps a rejected command with its reason, counts it, never resends it, and goes on with the sequence', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    server.rejectWhen = (c) => (c.name === 'shortPick' ? 'The pick list was cancelled' : null)
    const outbox = outboxOf(db, server)
    await outbox.enqueue('scanPick', scan())
    await outbox.enqueue('shortPick', { pickId: '200', lineId: '201', reason: 'broken' })
    await outbox.enqueue('scanPick', scan())
    expect(await outbox.replay()).toMatchObject({ outcome: 'done', applied: 2, rejected: 1 })
    const stored = await entries(db)
    expect(stored.map((e) => e.status)).toEqual(['applied', 'rejected', 'applied'])
    expect(stored[1]).toMatchObject({ reason: 'The pick list was cancelled', hint: 'ask the supervisor' })
    expect(stored[1]?.doneAt).not.toBeNull()

    await outbox.enqueue('scanPick', scan())
    await outbox.replay()
    expect(seqsOf(server)).toEqual([[1, 2, 3], [4]])
    await outbox.dismiss(2)
    await outbox.dismiss(3) // not rejected: nothing to dismiss
    expect((await entries(db)).map((e) => e.dismissed)).toEqual([false, true, false, false])
  })

  it('resends from lastSeq + 1 when the server answers a gap', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    for (let i = 0; i < 3; i++) await outbox.enqueue('scanPick', scan())
    // The device took 1 and 2 as applied, but the server has not got them (restored from a backup).
    await db.outbox.where('seq').below(3).modify({ status: 'applied' })
    expect(await outbox.replay()).toMatchObject({ outcome: 'done', applied: 3 })
    expect(seqsOf(server)).toEqual([[3], [1, 2, 3]])
    expect(server.applied.map((c) => c.seq)).toEqual([1, 2, 3])
  })

  it('stops with the reason when the server misses a command this device no longer holds', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    for (let i = 0; i < 3; i++) await outbox.enqueue('scanPick', scan())
    await db.outbox.delete(1)
    await db.outbox.update(2, { status: 'applied' })
    const report = await outbox.replay()
    expect(report).toMatchObject({ outcome: 'gap', retryInMs: null })
    expect(report.error).toContain('1')
    expect(server.applied).toEqual([])
  })

  it('marks a conflict on its command and stops the queue there', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    for (let i = 0; i < 3; i++) await outbox.enqueue('scanPick', scan())
    // Number 2 was used on the server by another body (a copy of this device's database, say).
    server.lastSeq = 2
    server.bodies.set(1, JSON.stringify(['scanPick', (await db.outbox.get(1))?.args]))
    server.outcomes.set(1, { seq: 1, status: 'applied', replayed: false })
    server.bodies.set(2, 'another body')
    server.outcomes.set(2, { seq: 2, status: 'applied', replayed: false })
    const report = await outbox.replay()
    expect(report).toMatchObject({ outcome: 'conflict', applied: 1, retryInMs: null, error: 'conflict' })
    const stored = await entries(db)
    expect(stored.map((e) => [e.status, Boolean(e.conflict)])).toEqual([
      ['applied', false],
      ['sent', true],
      ['sent', false],
    ])
    expect(stored[1]?.reason).toBe('conflict')
    expect(stored[1]?.hint).toBeTruthy()
  })
})

describe('the floor outbox: two tabs', () => {
  it('runs one replay loop at a time: the second tab does not send while the first does', async () => {
    const name = `erp-floor-test-${++dbCount}`
    const server = new FakeFloorServer()
    const locks = sharedLocks()
    const tabA = outboxOf(newDb(name), server, { locks })
    const tabB = outboxOf(newDb(name), server, { locks })
    expect(await tabB.device()).toBe(await tabA.device())
    await tabA.enqueue('scanPick', scan())
    await tabB.enqueue('scanPick', scan())
    expect((await tabA.enqueue('scanPick', scan())).seq).toBe(3)

    let release = () => {}
    server.gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const first = tabA.replay()
    await vi.waitFor(() => expect(server.inFlight).toBe(1))
    expect(await tabB.replay()).toMatchObject({ outcome: 'skipped', sent: 0 })
    // Queued in tab B while tab A's loop runs: tab A's loop picks it up.
    await tabB.enqueue('scanPick', scan())
    server.gate = null
    release()
    expect(await first).toMatchObject({ outcome: 'done', applied: 4 })
    expect(server.maxInFlight).toBe(1)
    expect(seqsOf(server)).toEqual([[1, 2, 3], [4]])
    expect(server.applied.map((c) => c.seq)).toEqual([1, 2, 3, 4])
    expect(await tabB.replay()).toMatchObject({ outcome: 'done', sent: 0 })
  })

  it('joins a replay already running in the same tab', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    await outbox.enqueue('scanPick', scan())
    const [a, b] = await Promise.all([outbox.replay(), outbox.replay()])
    expect(a).toBe(b)
    expect(server.applied).toHaveLength(1)
  })
})

describe('the floor view', () => {
  it('lays pending commands on the pulled rows and drops them once the pull covers them', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    await writeMeta(db, META.storeId, '7')
    server.pullAnswers.push({ reset: true, changes: upserts('pickLists', [pick]) })
    await outbox.pull('7')
    server.rejectWhen = (c) => (c.args.quantity === 3 ? 'too many' : null)
    await outbox.enqueue('scanPick', scan('201', 2))
    await outbox.enqueue('scanPick', scan('201', 3))
    const base = await loadView(db, '7')
    const cache = new FloorViewCache()
    const shown = (list: OutboxEntry[], deviceLastSeq: number) =>
      cache.update(base, pendingEntries(list, deviceLastSeq)).pickLists.get('200')?.lines[0]?.scannedQuantity

    expect(shown(await entries(db), 0)).toBe(5)
    await outbox.replay()
    // Applied but not pulled yet: still laid on; the rejected one is not.
    expect(shown(await entries(db), Number(await meta(db, META.deviceLastSeq)))).toBe(2)
    server.pullAnswers.push({ changes: upserts('pickLists', [withScanned(pick, 2)]) })
    await outbox.pull('7')
    expect(await meta(db, META.deviceLastSeq)).toBe(2)
    const pulled = await loadView(db, '7')
    expect(
      overlayView(pulled, pendingEntries(await entries(db), 2)).pickLists.get('200')?.lines[0]?.scannedQuantity,
    ).toBe(2)
  })

  it('adds commands queued after those laid without laying them all again', async () => {
    const db = newDb()
    const outbox = outboxOf(db, new FakeFloorServer())
    const base = { ...(await loadView(db, '7')), pickLists: new Map([['200', pick]]) }
    const cache = new FloorViewCache()
    await outbox.enqueue('scanPick', scan())
    const first = cache.update(base, pendingEntries(await entries(db), 0))
    await outbox.enqueue('scanPick', scan('201', 2))
    const list = pendingEntries(await entries(db), 0)
    const second = cache.update(base, list)
    expect(second.pickLists.get('200')?.lines[0]?.scannedQuantity).toBe(3)
    expect(second).toEqual(overlayView(base, list))
    expect(first.pickLists.get('200')?.lines[0]?.scannedQuantity).toBe(1)
    expect(cache.update(base, list)).toBe(second)
  })
})

describe('the floor pull', () => {
  it('applies upserts and removals after the cursor, and a reset drops the warehouse rows first', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server, { now: () => Date.parse('2025-03-01T08:00:00Z') })
    const other = { ...pick, id: '210', code: 'PK-2' }
    server.pullAnswers.push({
      reset: true,
      changes: { ...upserts('pickLists', [pick, other]), ...upserts('products', [product('1'), product('2')]) },
    })
    await outbox.pull('7')
    await outbox.pull('8')
    expect(server.pulls.map((q) => q.cursor)).toEqual([undefined, undefined])
    expect([...(await loadView(db, '7')).pickLists.keys()]).toEqual(['200', '210'])
    expect((await loadView(db, '7')).pickLists.get('200')).toEqual(pick)

    server.pullAnswers.push({
      changes: { ...upserts('pickLists', [withScanned(other, 4)], ['200']), ...upserts('products', [], ['2']) },
    })
    await outbox.pull('7')
    expect(server.pulls[2]?.cursor).toBe('c1')
    let view = await loadView(db, '7')
    expect([...view.pickLists.keys()]).toEqual(['210'])
    expect(view.pickLists.get('210')?.lines[0]?.scannedQuantity).toBe(4)
    expect([...view.products.keys()]).toEqual(['1'])

    server.pullAnswers.push({ reset: true, changes: upserts('products', [product('3')]) })
    await outbox.pull('7')
    view = await loadView(db, '7')
    expect([view.pickLists.size, [...view.products.keys()]]).toEqual([0, ['3']])
    expect(await meta(db, META.cursor('7'))).toBe('c4')
    expect(await meta(db, META.lastSyncAt)).toBe('2025-03-01T08:00:00.000Z')
    expect(await meta(db, META.rowsVersion('7'))).toEqual({ pickLists: 3, products: 3 })
  })

  it('pulls the chosen warehouse after replaying, on sync', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    const outbox = outboxOf(db, server)
    await outbox.sync()
    expect(server.pulls).toEqual([])
    await writeMeta(db, META.storeId, '7')
    await outbox.enqueue('scanPick', scan())
    await outbox.sync()
    expect(server.applied).toHaveLength(1)
    expect(server.pulls).toMatchObject([{ storeId: '7' }])
    expect(await meta(db, META.deviceLastSeq)).toBe(1)
    server.failNext = 1
    await outbox.enqueue('scanPick', scan())
    await outbox.sync()
    expect(server.pulls).toHaveLength(1)
    expect(outbox.state.lastError).toBe('offline')
  })
})

describe('the floor storage', () => {
  it('notices that the browser evicted the database, until the person has seen it', async () => {
    const name = `erp-floor-test-${++dbCount}`
    const db = newDb(name)
    expect(await detectEviction(db)).toBe(false)
    expect(await detectEviction(db)).toBe(false)
    await db.delete()
    const reopened = newDb(name)
    expect(await detectEviction(reopened)).toBe(true)
    expect(await detectEviction(reopened)).toBe(true)
    acknowledgeEviction(reopened)
    expect(await detectEviction(reopened)).toBe(false)
    // localStorage cleared but the database kept: no eviction, the sentinel is remembered again.
    localStorage.clear()
    expect(await detectEviction(reopened)).toBe(false)
    expect(localStorage.length).toBe(1)
  })

  it('asks for persistent storage once and reports whether it is kept', async () => {
    const persist = vi.fn(async () => false)
    const storage = { persisted: async () => false, persist }
    expect(await askPersistentStorage(storage)).toBe(false)
    expect(await askPersistentStorage(storage)).toBe(false)
    expect(persist).toHaveBeenCalledTimes(1)
    expect(await askPersistentStorage({ persisted: async () => true, persist })).toBe(true)
    expect(await askPersistentStorage({})).toBeNull()
  })

  it('exports every outbox entry as a JSON file', async () => {
    const db = newDb()
    const server = new FakeFloorServer()
    server.rejectWhen = (c) => (c.seq === 2 ? 'no' : null)
    const outbox = outboxOf(db, server)
    await outbox.enqueue('scanPick', scan())
    await outbox.enqueue('scanPick', scan())
    await outbox.replay()
    await outbox.enqueue('scanPick', scan())
    const blob = await exportQueue(db)
    expect(blob.type).toBe('application/json')
    const file = JSON.parse(await blob.text())
    expect(file.deviceId).toBe(await outbox.device())
    expect(file.entries.map((e: OutboxEntry) => [e.seq, e.status])).toEqual([
      [1, 'applied'],
      [2, 'rejected'],
      [3, 'queued'],
    ])
  })
})

async function meta(db: FloorDb, key: string): Promise<unknown> {
  return (await db.meta.get(key))?.value
}

function withScanned(row: PickListRow, scannedQuantity: number): PickListRow {
  return { ...row, lines: row.lines.map((l) => ({ ...l, scannedQuantity })) }
}

function product(id: string) {
  return { id, sysSku: `S${id}`, name: `P${id}`, codes: [`S${id}`] }
}
