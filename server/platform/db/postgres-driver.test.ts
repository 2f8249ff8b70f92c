import { describe, expect, it, vi } from 'vitest'
import { openPostgres, PrepareGate } from './postgres-driver.ts'

describe('prepared statements', () => {
  it('are made for texts used twice, at most max per lifetime window', () => {
    let now = 0
    const gate = new PrepareGate(2, 300_000, () => now)
    expect(gate.admit('a')).toBe(false)
    expect(gate.admit('a')).toBe(true)
    expect(gate.admit('a')).toBe(true)
    expect([gate.admit('b'), gate.admit('b')]).toEqual([false, true])
    // Full: a third text runs unnamed however often it comes.
    expect([gate.admit('c'), gate.admit('c'), gate.admit('c')]).toEqual([false, false, false])
    now = 300_000
    // A new window: what was hot stays prepared at once, and room is made for the new.
    expect(gate.admit('a')).toBe(true)
    expect([gate.admit('c'), gate.admit('c')]).toEqual([false, true])
    expect([gate.admit('b'), gate.admit('d'), gate.admit('d')]).toEqual([false, false, false])
  })

  it.runIf(process.env.DATABASE_URL)('run as named statements on PostgreSQL, each prepared once', async () => {
    const db = openPostgres({ url: process.env.DATABASE_URL ?? '', max: 1, timeZone: 'UTC' })
    try {
      for (let i = 0; i < 4; i++) expect(await db.query('SELECT 40 + $1::int AS n', [i])).toEqual([{ n: 40 + i }])
      for (let i = 0; i < 3; i++) await db.begin((tx) => tx.query('SELECT 1 AS unparameterised'))
      const rows = await db.query<{ statement: string }>(
        `SELECT statement FROM pg_prepared_statements WHERE statement IN ('SELECT 40 + $1::int AS n', 'SELECT 1 AS unparameterised')`,
      )
      expect(rows.map((r) => r.statement).sort()).toEqual(['SELECT 1 AS unparameterised', 'SELECT 40 + $1::int AS n'])
    } finally {
      await db.close()
    }
  })

  it.runIf(process.env.DATABASE_URL)('prepare a statement asked to be prepared from its first use', async () => {
    const db = openPostgres({ url: process.env.DATABASE_URL ?? '', max: 1, timeZone: 'UTC' })
    try {
      expect(await db.query('SELECT 2 + $1::int AS once', [1], { prepare: true })).toEqual([{ once: 3 }])
      expect(await db.query('SELECT 3 + $1::int AS unasked', [1])).toEqual([{ unasked: 4 }])
      const rows = await db.query<{ statement: string }>(
        `SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT _ + $1::int AS %'`,
      )
      expect(rows.map((r) => r.statement)).toEqual(['SELECT 2 + $1::int AS once'])
    } finally {
      await db.close()
    }
  })
})

describe.runIf(process.env.DATABASE_URL)('transactions on PostgreSQL', () => {
  const open = (max: number) => openPostgres({ url: process.env.DATABASE_URL ?? '', max, timeZone: 'UTC' })

  it('keep each one its own settings, and a read-only end does not leak into the next user of the connection', async () => {
    const db = open(2)
    try {
      const seen = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          db.begin(
            async (tx) => {
              await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [`t${i}`])
              const [row] = await tx.query<{ tenant: string; ro: string }>(
                `SELECT current_setting('app.tenant_id', true) AS tenant, current_setting('transaction_read_only') AS ro`,
              )
              return row
            },
            // Every third one may write: it must not find itself in a read-only transaction left over.
            { readOnly: i % 3 !== 0 },
          ),
        ),
      )
      expect(seen.map((r) => r?.tenant)).toEqual(Array.from({ length: 200 }, (_, i) => `t${i}`))
      expect(seen.map((r) => r?.ro)).toEqual(Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 'off' : 'on')))
      // Nothing of a transaction's settings outlives it.
      expect(await db.query(`SELECT coalesce(current_setting('app.tenant_id', true), '') AS tenant`)).toEqual([
        { tenant: '' },
      ])
    } finally {
      await db.close()
    }
  })

  it('end a read-only transaction even when its connection is busy as it ends, so no next user finds it open', async () => {
    const db = open(1)
    try {
      for (let i = 0; i < 3; i++) {
        await db.begin(
          async (tx) => {
            // A statement new to the connection is described before it runs, which holds the
            // connection's next statements in postgres.js until it answers: the COMMIT among them.
            tx.query(`SELECT $1::text AS fresh_${i}_${Date.now()}`, ['x']).catch(() => {})
            return i
          },
          { readOnly: true },
        )
        const [row] = await db.query<{ ro: string }>(`SELECT current_setting('transaction_read_only') AS ro`)
        expect(row).toEqual({ ro: 'off' })
      }
    } finally {
      await db.close()
    }
  })

  it('refuse writes when read-only, roll back on failure, and leave the pool usable', async () => {
    const db = open(1)
    // A table of its own (a temporary one may be written even in a read-only transaction).
    const kept = `driver_probe_${process.pid}`
    try {
      await db.exec(`CREATE TABLE ${kept} (n int)`)
      await expect(db.begin((tx) => tx.query(`INSERT INTO ${kept} VALUES (1)`), { readOnly: true })).rejects.toThrow(
        /read-only transaction/,
      )
      await expect(
        db.begin(async (tx) => {
          await tx.query(`INSERT INTO ${kept} VALUES (2)`)
          await tx.query('SELECT 1 / 0')
        }),
      ).rejects.toThrow(/division by zero/)
      await db.begin((tx) => tx.query(`INSERT INTO ${kept} VALUES (3)`))
      expect(await db.query(`SELECT n FROM ${kept} ORDER BY n`)).toEqual([{ n: 3 }])
    } finally {
      await db.exec(`DROP TABLE IF EXISTS ${kept}`)
      await db.close()
    }
  })

  it('fail a transaction whose connection is lost, rather than wait for it forever', async () => {
    const db = open(1)
    const killer = open(1)
    try {
      const [{ pid } = { pid: 0 }] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      let heard = () => {}
      const closeHeard = new Promise<void>((resolve) => {
        heard = resolve
      })
      let afterClose: Promise<unknown> | undefined
      const lost = db.begin(async (tx) => {
        await tx.query('SELECT 1')
        await killer.query('SELECT pg_terminate_backend($1)', [pid])
        // Sent once the pool has reported the close (the transaction failed): postgres.js would
        // write it to the socket it let go of, a tick later, and throw outside any promise.
        await closeHeard
        afterClose = tx.query('SELECT 2')
        await afterClose
      })
      await expect(lost).rejects.toThrow()
      heard()
      await vi.waitFor(() => expect(afterClose).toBeDefined())
      await expect(afterClose).rejects.toThrow('lost')
      // The tick in which postgres.js' deferred write would have thrown.
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      await killer.close()
      await db.close()
    }
  })
})
