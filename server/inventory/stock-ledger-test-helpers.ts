import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Actor } from '../platform/actor.ts'
import type { Db } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { AppError } from '../platform/http/app-error.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { adminActor } from '../testing/test-users.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { stockBookProblems } from './stock-books.ts'
import { MOVEMENT, type StockMovement } from './stock-ledger.ts'

/** The ledger tests' ground: the demo tenant's app, its administrator and scoped database. */
export type LedgerTest = { t: TestApp; actor: Actor; db: Db }

/**
 * Opens the demo app for a ledger test file and hands its parts to `use`; after every test the
 * books must balance, whatever the test did.
 */
export function onDemoLedger(use: (ground: LedgerTest) => void): void {
  let ground: LedgerTest | undefined
  beforeAll(async () => {
    const t = await openTestApp()
    const actor = await adminActor(t)
    ground = { t, actor, db: scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId }) }
    use(ground)
  })
  afterAll(() => ground?.t.close())
  afterEach(async () => {
    expect(await ground?.db.begin((tx) => stockBookProblems(tx))).toEqual([])
  })
}

/** Demo positions of the Los Angeles and New Jersey warehouses. */
export const LA_A1 = '1000000000000005021'
export const LA_A2 = '1000000000000005022'
export const LA_DISABLED = '1000000000000005023'
export const NJ_A1 = '1000000000000005025'

/** A receipt maker: each movement under a document of its own (ids from `idBase` up), in LA A1 by default. */
export function receipts(defaults: { documentType: string; idBase: bigint; batchNo: string; unitCost: string }) {
  let documents = 0
  const doc = (type = defaults.documentType) => ({ type, id: String(defaults.idBase + BigInt(++documents)) })
  const receipt = (over: Partial<StockMovement> = {}): StockMovement => ({
    storeId: W.storeLa,
    positionId: LA_A1,
    productId: P.kettle,
    batchNo: defaults.batchNo,
    inboundDate: '2026-01-10',
    quantity: 10,
    movementType: MOVEMENT.receipt,
    unitCost: defaults.unitCost,
    document: doc(),
    ...over,
  })
  return { doc, receipt }
}

/** A refusal as [kind, message, params], to compare; anything else says it was not refused. */
export const refusal = (e: unknown) =>
  e instanceof AppError ? [e.kind, e.messageKey, e.params] : ['not refused', String(e)]
