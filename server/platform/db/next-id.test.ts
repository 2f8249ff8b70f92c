import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import type { DbDriver } from './db.ts'
import { migrate } from './migrate.ts'
import {
  claimWorker,
  idWorker,
  leaseIdWorker,
  nextId,
  releaseIdWorker,
  releaseWorker,
  renewIdWorkerLeases,
  renewWorker,
  WORKER_COUNT,
  workerOf,
} from './next-id.ts'
import { openPglite } from './pglite-driver.ts'
import { openPostgres } from './postgres-driver.ts'

// Runs first, before this file leases anything (the lease suites open their database later).
describe('nextId before any lease', () => {
  it('mints under a process-local worker while no lease was ever attempted', () => {
    expect(idWorker()).toBeNull()
    const ids = Array.from({ length: 100 }, nextId)
    expect(new Set(ids).size).toBe(100)
    expect(new Set(ids.map(workerOf)).size).toBe(1)
  })

  it('stays monotonic when the clock steps back', () => {
    const t = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(t)
    try {
      const before = BigInt(nextId())
      clock.mockReturnValue(t - 5_000)
      const after = [nextId(), nextId(), nextId()].map(BigInt)
      expect(after[0]).toBeGreaterThan(before)
      expect(after[1]).toBeGreaterThan(after[0] as bigint)
      expect(after[2]).toBeGreaterThan(after[1] as bigint)
    } finally {
      clock.mockRestore()
    }
  })

  it('borrows the next millisecond after 4,096 ids in one', () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1)
    try {
      const ids = Array.from({ length: 10_000 }, () => BigInt(nextId()))
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.every((id, i) => i === 0 || id > (ids[i - 1] as bigint))).toBe(true)
      // 10,000 ids in one clock millisecond take three: 4,096 + 4,096 + the rest.
      const msOf = (id: bigint) => id >> 22n
      expect(msOf(ids[9_999] as bigint) - msOf(ids[0] as bigint)).toBe(2n)
    } finally {
      clock.mockRestore()
    }
  })
})

describe('id worker leases', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await openTestApp()
  })
  afterAll(() => t.close())

  /** Marks every free worker (as leasing sees them: expired at or before now) as held by `holder` for an hour. */
  const holdAllFree = (holder: string) =>
    t.root.query(
      `UPDATE blade_id_worker SET holder = $1, expires_at = now() + interval '1 hour' WHERE expires_at <= now()`,
      [holder],
    )
  const freeAll = (holder: string) =>
    t.root.query(`UPDATE blade_id_worker SET holder = NULL, expires_at = '-infinity' WHERE holder = $1`, [holder])
  const expire = (worker: number) =>
    t.root.query(`UPDATE blade_id_worker SET expires_at = now() - interval '1 second' WHERE worker_id = $1`, [worker])

  it('leases this process a worker at start; its ids carry it', () => {
    const mine = idWorker()
    expect(mine).not.toBeNull()
    expect(workerOf(nextId())).toBe(mine)
  })

  it('gives leases taken at the same moment different workers', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimWorker(t.root, `holder-${i}`, 120)))
    const workers = claims.map((c) => c?.worker)
    expect(workers.every((w) => typeof w === 'number' && w >= 0 && w < WORKER_COUNT)).toBe(true)
    expect(new Set([...workers, idWorker()]).size).toBe(13)
    for (let i = 0; i < 12; i++) await releaseWorker(t.root, workers[i] as number, `holder-${i}`, 0n)
  })

  it('reclaims an expired lease; its old holder can no longer renew it', async () => {
    const old = await claimWorker(t.root, 'old-holder', 120)
    if (!old) throw new Error('no worker')
    await renewWorker(t.root, old.worker, 'old-holder', 120, 1_700_000_000_000n)
    await holdAllFree('filler')
    try {
      expect(await claimWorker(t.root, 'new-holder', 120)).toBeUndefined() // all held
      await expire(old.worker)
      // The only expired row is taken, with the time its last holder reached.
      expect(await claimWorker(t.root, 'new-holder', 120)).toEqual({ worker: old.worker, lastMs: 1_700_000_000_000n })
      expect(await renewWorker(t.root, old.worker, 'old-holder', 120, 0n)).toBe(false)
      expect(await renewWorker(t.root, old.worker, 'new-holder', 120, 0n)).toBe(true)
    } finally {
      await freeAll('filler')
      await releaseWorker(t.root, old.worker, 'new-holder', 0n)
    }
  })

  it('frees a released worker at once', async () => {
    const held = await claimWorker(t.root, 'leaving', 120)
    if (!held) throw new Error('no worker')
    expect(await claimWorker(t.root, 'other', 120, held.worker)).toBeUndefined()
    await releaseWorker(t.root, held.worker, 'leaving', 1_800_000_000_000n)
    const [row] = await t.root.query<{ holder: string | null; free: boolean }>(
      'SELECT holder, expires_at <= now() AS free FROM blade_id_worker WHERE worker_id = $1',
      [held.worker],
    )
    expect(row).toEqual({ holder: null, free: true })
    expect(await claimWorker(t.root, 'other', 120, held.worker)).toEqual({
      worker: held.worker,
      lastMs: 1_800_000_000_000n,
    })
    await releaseWorker(t.root, held.worker, 'other', 0n)
  })

  it('stops minting when another process took the worker, and goes on under a new one', async () => {
    const mine = idWorker() as number
    await expire(mine)
    expect(await claimWorker(t.root, 'thief', 120, mine)).toBeDefined()
    await holdAllFree('filler')
    await renewIdWorkerLeases()
    // Lost, and no worker free to move to: no ids rather than duplicates.
    expect(idWorker()).toBeNull()
    expect(() => nextId()).toThrow(/not renewed/)
    await freeAll('filler')
    await renewIdWorkerLeases()
    const moved = idWorker()
    expect(moved).not.toBeNull()
    expect(moved).not.toBe(mine)
    expect(workerOf(nextId())).toBe(moved)
    await releaseWorker(t.root, mine, 'thief', 0n)
  })

  it('stops minting when the lease ran out before a renewal, and after release', async () => {
    await releaseIdWorker(t.root)
    expect(() => nextId()).toThrow(/no id worker is leased/)
    const worker = await leaseIdWorker(t.root, { leaseSeconds: 1, renewSeconds: 3600 })
    expect(workerOf(nextId())).toBe(worker)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(() => nextId()).toThrow(/not renewed in time/)
    expect(idWorker()).toBeNull()
    await renewIdWorkerLeases() // still ours (nobody claimed it): renewed, ids go on
    expect(workerOf(nextId())).toBe(worker)
    await releaseIdWorker(t.root)
    expect(await leaseIdWorker(t.root)).toBeTypeOf('number')
  })

  it('moves to a free worker on the very renewal that finds its lease taken', async () => {
    const mine = idWorker() as number
    await expire(mine)
    expect(await claimWorker(t.root, 'thief', 120, mine)).toBeDefined()
    await renewIdWorkerLeases()
    const moved = idWorker()
    expect(moved).not.toBeNull()
    expect(moved).not.toBe(mine)
    await releaseWorker(t.root, mine, 'thief', 0n)
  })

  it('answers its worker when leased again where it holds one; after a loss it moves, or refuses with none free', async () => {
    const mine = idWorker() as number
    expect(await leaseIdWorker(t.root)).toBe(mine)
    await expire(mine)
    expect(await claimWorker(t.root, 'thief', 120, mine)).toBeDefined()
    await holdAllFree('filler')
    await renewIdWorkerLeases()
    expect(idWorker()).toBeNull()
    await expect(leaseIdWorker(t.root)).rejects.toThrow('the id worker lease was lost and no worker is free')
    await freeAll('filler')
    const moved = await leaseIdWorker(t.root)
    expect(moved).not.toBe(mine)
    expect(idWorker()).toBe(moved)
    expect(workerOf(nextId())).toBe(moved)
    await releaseWorker(t.root, mine, 'thief', 0n)
  })

  it('refuses a first lease when every worker is taken', async () => {
    await releaseIdWorker(t.root)
    await holdAllFree('filler')
    try {
      await expect(leaseIdWorker(t.root)).rejects.toThrow(
        `all ${WORKER_COUNT} id workers are leased: no process may mint ids here`,
      )
    } finally {
      await freeAll('filler')
    }
    expect(await leaseIdWorker(t.root)).toBe(idWorker())
  })

  it.skipIf(process.env.DATABASE_URL)('holds the same worker in a second database, or refuses it there', async () => {
    const mine = idWorker() as number
    const other = await openPglite({
      timeZone: 'Asia/Shanghai',
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    })
    try {
      await other.query(
        `UPDATE blade_id_worker SET holder = 'intruder', expires_at = now() + interval '1 hour' WHERE worker_id = $1`,
        [mine],
      )
      await expect(leaseIdWorker(other)).rejects.toThrow(
        `id worker ${mine}, which this process holds in another database, is leased here by another process`,
      )
      await other.query(`UPDATE blade_id_worker SET holder = NULL, expires_at = '-infinity' WHERE worker_id = $1`, [
        mine,
      ])
      expect(await leaseIdWorker(other)).toBe(mine)
      await releaseIdWorker(other)
      expect(idWorker()).toBe(mine)
    } finally {
      await other.close()
    }
  })
})

// Two real processes on one PostgreSQL database (the scale-out path): each leases its worker and
// creates 10,000 notices through insertRecord at the same time; no id may repeat.
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  const url = process.env.DATABASE_URL as string
  const schema = `t_ids_${process.pid}_${randomBytes(4).toString('hex')}`
  let admin: DbDriver
  let root: DbDriver
  let dir: string
  beforeAll(async () => {
    admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
    root = openPostgres({ url, max: 2, timeZone: 'Asia/Shanghai', schema })
    dir = mkdtempSync(join(tmpdir(), 'erp-ids-'))
    await admin.exec(`CREATE SCHEMA ${schema}`)
    await migrate(root)
  })
  afterAll(async () => {
    await root.close()
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** Lines a child prints, awaited by their first word. */
  function watch(child: ChildProcessWithoutNullStreams) {
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      err += d
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    const line = (word: string) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const found = out.split('\n').find((l) => l.startsWith(`${word} `))
          if (found) return resolve(found.slice(word.length + 1))
          setTimeout(check, 20)
        }
        exited.then((code) => reject(new Error(`child exited (${code}) before "${word}": ${err}`)))
        check()
      })
    return { line, exited, stderr: () => err }
  }

  it('mints 20,000 ids in two processes at once without a duplicate', { timeout: 90_000 }, async () => {
    const perProcess = 10_000
    const script = join(import.meta.dirname, '../../testing/id-worker-process.ts')
    const started = performance.now()
    const tenants = ['000000', '100001'] // different tenants: the (tenant_id, id) key cannot hide a repeat
    const children = tenants.map((tenant, i) => {
      const child = spawn('npx', ['tsx', script, schema, tenant, String(perProcess), join(dir, `ids-${i}.txt`)], {
        env: { ...process.env, DATABASE_URL: url },
      })
      return { child, ...watch(child) }
    })
    const workers = (await Promise.all(children.map((c) => c.line('ready')))).map(Number)
    for (const c of children) c.child.stdin.end('go\n')
    const done = (await Promise.all(children.map((c) => c.line('done')))).map(
      (text) => JSON.parse(text) as { worker: number; count: number; ms: number },
    )
    const codes = await Promise.all(children.map((c) => c.exited))
    const totalMs = Math.round(performance.now() - started)
    expect(codes, children.map((c) => c.stderr()).join('\n')).toEqual([0, 0])

    const ids = tenants.flatMap((_, i) => readFileSync(join(dir, `ids-${i}.txt`), 'utf8').split('\n'))
    const duplicates = ids.length - new Set(ids).size
    // What one shared worker would have cost: ids equal once the worker bits are cleared.
    const sameTimeAndSequence = ids.length - new Set(ids.map((id) => BigInt(id) & ~(1023n << 12n))).size
    const [stored] = await root.query<{ records: string; distinctIds: string }>(
      'SELECT count(*) AS records, count(DISTINCT id) AS distinct_ids FROM blade_notice',
    )
    const held = await root.query('SELECT worker_id FROM blade_id_worker WHERE holder IS NOT NULL')
    console.log(
      `two processes: workers ${workers.join(' and ')}, ${done.map((d) => `${d.count} records in ${d.ms} ms`).join(' / ')};` +
        ` ${ids.length} ids, ${duplicates} duplicates (${sameTimeAndSequence} had both used one worker); ${stored?.records} records stored (${stored?.distinctIds} distinct ids);` +
        ` ${totalMs} ms in all, process starts included`,
    )
    expect(workers[0]).not.toBe(workers[1])
    expect(done.map((d) => d.count)).toEqual([perProcess, perProcess])
    expect(ids.length).toBe(2 * perProcess)
    expect(duplicates).toBe(0)
    expect(stored).toEqual({ records: String(2 * perProcess), distinctIds: String(2 * perProcess) })
    ids.forEach((id, i) => {
      if (workerOf(id) !== workers[i < perProcess ? 0 : 1]) throw new Error(`id ${id} carries another worker`)
    })
    expect(held).toEqual([]) // both released on the way out
  })
})
