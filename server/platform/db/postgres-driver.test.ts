import { describe, expect, it } from 'vitest'
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
})
