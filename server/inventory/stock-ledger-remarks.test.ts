import { describe, expect, it } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import { fakeTx, type Rule } from '../testing/fake-tx.ts'
import { hideLedgerRows, setLedgerRemark } from './stock-ledger.ts'

// Issue 28 item 10: the two changes a ledger row allows, without a database: hidden from the lists
// (a voided row and its correction), and its remark. stock-ledger-lots.test.ts runs them on the database.

const actor: Actor = {
  session: { sid: 's', tenantId: '000000', userId: '7', account: 'a', roleIds: [], deptIds: [], clientId: 'web' },
  lang: 'en',
  secretKey: new Uint8Array(),
}

/** Ledger rows 900 (live) and 901 (hidden); each statement's parameters are kept in `seen`. */
function ledger() {
  const seen: (readonly unknown[])[] = []
  const rules: Rule[] = [
    [
      /^UPDATE erp_store_product_inventory_log SET remark = \$2, update_user = \$3[\s\S]*WHERE id = \$1 AND is_deleted = 0 RETURNING id/,
      (p) => {
        seen.push(p)
        return p[0] === '900' ? [{ id: '900' }] : []
      },
    ],
    [
      /^UPDATE erp_store_product_inventory_log SET is_deleted = 1, update_user = \$2[\s\S]*WHERE id = ANY\(\$1::bigint\[\]\)/,
      (p) => {
        seen.push(p)
        return []
      },
    ],
  ]
  return { tx: fakeTx(rules), seen }
}

describe('a ledger row’s remark', () => {
  it('is set on a live row, by the user, and answers that the row was there', async () => {
    const { tx, seen } = ledger()
    expect(await setLedgerRemark(tx, actor, '900', 'counted twice')).toBe(true)
    expect(seen).toEqual([['900', 'counted twice', '7']])
  })

  it('is cleared as none when emptied', async () => {
    const { tx, seen } = ledger()
    expect(await setLedgerRemark(tx, actor, '900', '')).toBe(true)
    expect(await setLedgerRemark(tx, actor, '900', null)).toBe(true)
    expect(seen.map((p) => p[1])).toEqual([null, null])
  })

  it('answers that a hidden or missing row was not there', async () => {
    const { tx } = ledger()
    expect(await setLedgerRemark(tx, actor, '901', 'x')).toBe(false)
  })
})

describe('hiding ledger rows', () => {
  it('hides the rows named, by the user', async () => {
    const { tx, seen } = ledger()
    await hideLedgerRows(tx, actor, ['900', '901'])
    expect(seen).toEqual([[['900', '901'], '7']])
  })
})
