import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { inSavepoint } from './savepoint.ts'

// Savepoints run as plain SQL on the transaction's connection, on PGlite and on postgres.js alike.
let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
  await t.root.exec('CREATE TABLE savepoint_probe (n integer PRIMARY KEY)')
})
afterAll(() => t.close())

describe('inSavepoint', () => {
  it('undoes what the work wrote when it throws and keeps it when it resolves; the transaction goes on', async () => {
    const kept = await t.root.begin(async (tx) => {
      await tx.query('INSERT INTO savepoint_probe VALUES (1)')
      const refused = inSavepoint(tx, 'probe', async () => {
        await tx.query('INSERT INTO savepoint_probe VALUES (2)')
        throw new Error('refused')
      })
      await expect(refused).rejects.toThrow('refused')
      // A statement that fails in the database is undone the same way; the transaction is not aborted.
      await expect(inSavepoint(tx, 'probe', () => tx.query('INSERT INTO savepoint_probe VALUES (1)'))).rejects.toThrow()
      expect(
        await inSavepoint(
          tx,
          'probe',
          async () => (await tx.query('INSERT INTO savepoint_probe VALUES (3) RETURNING n'))[0],
        ),
      ).toEqual({ n: 3 })
      return tx.query('SELECT n FROM savepoint_probe ORDER BY n')
    })
    expect(kept).toEqual([{ n: 1 }, { n: 3 }])
    expect(await t.root.query('SELECT n FROM savepoint_probe ORDER BY n')).toEqual([{ n: 1 }, { n: 3 }])
  })

  it('refuses a name that is not a plain identifier', async () => {
    await expect(t.root.begin((tx) => inSavepoint(tx, 'x; DROP TABLE y', async () => 1))).rejects.toThrow(
      'bad savepoint name',
    )
  })
})
