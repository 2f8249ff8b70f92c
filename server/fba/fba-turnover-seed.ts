import { FBA_TURNOVER_FILE } from '#sync/resources/fba/fba-turnover.actions.ts'
import { adjustStock } from '../inventory/stock-adjustment.ts'
import type { Queryable } from '../platform/db/db.ts'
import { enterScope } from '../platform/db/tenant-scope.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../platform/seed/seed-actor.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO } from '../shops/seed-shops.ts'
import { addTurnoverFiles, allocateTurnovers, confirmEncasement, encaseBox, labelTurnovers } from './fba-turnover.ts'

/** Fixed demo ids of the FBA turnovers (examples and tests link to them). */
export const DEMO_FBA_TURNOVER = {
  product: '1000000000000053900',
  /** A position of the turnovers' own in Los Angeles (A-09-01), so no other demo's counts change. */
  position: '1000000000000053950',
  draft: '1000000000000053001',
  allocated: '1000000000000053002',
  pendingAllocation: '1000000000000053003',
  encased: '1000000000000053004',
  labelled: '1000000000000053005',
  boxLabel: '1000000000000053901',
  fbaLabel: '1000000000000053902',
} as const
const D = DEMO_FBA_TURNOVER

const box = (id: string, opId: string, quantity: number) => ({
  id,
  opId,
  length: '50.00',
  width: '40.00',
  height: '30.00',
  weight: '9.800',
  items: [{ sku: 'HM-FBA-BOTTLE', quantity }],
})

/**
 * Demo FBA turnovers of one tenant, from Los Angeles to ONT8 for the Amazon US shop, one in each
 * step a person acts on: a draft, one pending allocation, one allocated and packed in two boxes (its
 * packing not confirmed), one packed with its box and FBA labels uploaded, and one labelled. They
 * carry a bottle of their own (40 put in two lots at a position of their own in Los Angeles through the ledger), so no other
 * demo's stock changes; each step is taken through the turnover's own functions.
 */
export async function seedFbaTurnovers(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  await insertSeedRows(tx, 'erp_base_product', tenantId, [
    {
      id: D.product,
      sysSku: 'HM-FBA-BOTTLE',
      name: 'Insulated bottle 750 ml',
      categoryId: P.categoryHome,
      brandId: P.brandHomely,
      productType: 1,
      productRole: 1,
      unit: 'pcs',
      currency: 'CNY',
      unitWeight: '0.420',
      unitPrice: '18.0000',
      status: 1,
    },
  ])
  await insertSeedRows(tx, 'ware_base_store_position', tenantId, [
    {
      id: D.position,
      storeId: DEMO.storeLosAngeles,
      areaId: DEMO.areaLaStorage,
      code: 'A-09-01',
      name: 'A区9排1层',
      type: 1,
      pickOrderNum: 190,
    },
  ])
  for (const [batchNo, inboundDate] of [
    ['FBA-DEMO-1', '2026-10-01'],
    ['FBA-DEMO-2', '2026-11-15'],
  ] as const) {
    await adjustStock(tx, actor, {
      storeId: DEMO.storeLosAngeles,
      positionId: D.position,
      productId: D.product,
      batchNo,
      inboundDate,
      quantity: 20,
      unitCost: '18.0000',
      reason: 'Opening stock for the demo FBA turnovers',
    })
  }
  const turnovers = [
    { id: D.draft, code: 'FZ-20261201-0001', status: 0, quantity: 8 },
    { id: D.allocated, code: 'FZ-20261201-0002', status: 1, quantity: 12 },
    { id: D.pendingAllocation, code: 'FZ-20261201-0003', status: 1, quantity: 6 },
    { id: D.encased, code: 'FZ-20261201-0004', status: 1, quantity: 4 },
    { id: D.labelled, code: 'FZ-20261201-0005', status: 1, quantity: 5 },
  ]
  // New records start in their first statuses (draft, or submitted to the warehouse).
  await insertSeedRows(
    tx,
    'erp_fba_turnover',
    tenantId,
    turnovers.map((t, i) => ({
      id: t.id,
      code: t.code,
      storeId: DEMO.storeLosAngeles,
      shopId: DEMO.shopAmazonUs,
      centre: 'ONT8',
      shipmentId: `FBA17DEMO${i + 1}`,
      referenceId: `3K8ZQ2L${i + 1}`,
      status: t.status,
      totalQuantity: t.quantity,
      packedQuantity: 0,
      boxCount: 0,
      createUser: actor.session.userId,
    })),
  )
  await insertSeedRows(
    tx,
    'erp_fba_turnover_item',
    tenantId,
    turnovers.map((t, i) => ({
      id: String(BigInt(t.id) + 100n),
      turnoverId: t.id,
      productId: D.product,
      sysSku: 'HM-FBA-BOTTLE',
      sellerSku: 'HOMELY-BOTTLE-750',
      fnsku: `X00FBADEM${i + 1}`,
      quantity: t.quantity,
      packedQuantity: 0,
    })),
  )
  await allocateTurnovers(tx, actor, [D.allocated, D.encased, D.labelled])
  await encaseBox(tx, actor, box(D.allocated, '0193a000-0000-7000-8000-000000031021', 7))
  await encaseBox(tx, actor, box(D.allocated, '0193a000-0000-7000-8000-000000031022', 5))
  await encaseBox(tx, actor, box(D.encased, '0193a000-0000-7000-8000-000000031041', 4))
  await encaseBox(tx, actor, box(D.labelled, '0193a000-0000-7000-8000-000000031051', 5))
  await confirmEncasement(tx, actor, [D.encased, D.labelled])
  await insertSeedRows(tx, 'blade_attach', tenantId, [
    {
      id: D.boxLabel,
      originalName: 'FZ-box-labels.pdf',
      name: 'demo/fz-box-labels.pdf',
      link: '/upload/demo/fz-box-labels.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      attachSize: 1024,
      centerType: 'fba',
    },
    {
      id: D.fbaLabel,
      originalName: 'FBA17DEMO-labels.pdf',
      name: 'demo/fba-labels.pdf',
      link: '/upload/demo/fba-labels.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      attachSize: 2048,
      centerType: 'fba',
    },
  ])
  const labels = [
    { attachId: D.boxLabel, fileType: FBA_TURNOVER_FILE.boxLabel },
    { attachId: D.fbaLabel, fileType: FBA_TURNOVER_FILE.fbaLabel },
  ]
  await addTurnoverFiles(tx, actor, D.encased, labels)
  await labelTurnovers(tx, actor, [D.labelled], { files: labels })
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
