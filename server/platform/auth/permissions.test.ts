import { describe, expect, it } from 'vitest'
import type { Db } from '../db/db.ts'
import { forgetGrants, grantedCodes } from './permissions.ts'

/** A database that grants each role the code `code-<role>`, and counts its reads. */
function grantsDb() {
  const reads: unknown[][] = []
  const db = {
    query: async (_sql: string, params: unknown[] = []) => {
      reads.push(params)
      return ((params[0] as string[]) ?? []).map((role) => ({ code: `code-${role}` }))
    },
  } as unknown as Db
  return { db, reads }
}

describe('granted codes', () => {
  it('are the codes of all the roles, read once per tenant and role set in whatever order', async () => {
    const { db, reads } = grantsDb()
    expect([...(await grantedCodes(db, 't-order', ['2', '1']))].sort()).toEqual(['code-1', 'code-2'])
    expect([...(await grantedCodes(db, 't-order', ['1', '2']))].sort()).toEqual(['code-1', 'code-2'])
    expect(reads).toEqual([[['2', '1']]])
  })

  it('keep role sets apart that would run together without a separator', async () => {
    const { db } = grantsDb()
    expect([...(await grantedCodes(db, 't-apart', ['1', '23']))].sort()).toEqual(['code-1', 'code-23'])
    expect([...(await grantedCodes(db, 't-apart', ['12', '3']))].sort()).toEqual(['code-12', 'code-3'])
  })

  it('are none without roles, with no read', async () => {
    const { db, reads } = grantsDb()
    expect(await grantedCodes(db, 't-none', [])).toEqual(new Set())
    expect(reads).toEqual([])
  })

  it('are read afresh once the tenant is forgotten, and only that tenant', async () => {
    const { db, reads } = grantsDb()
    await grantedCodes(db, 't-forget', ['1'])
    await grantedCodes(db, 't-kept', ['1'])
    forgetGrants('t-forget')
    await grantedCodes(db, 't-forget', ['1'])
    await grantedCodes(db, 't-kept', ['1'])
    expect(reads).toHaveLength(3)
  })
})
