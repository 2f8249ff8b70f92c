import { adjustStock } from '../inventory/stock-adjustment.ts'
import type { Queryable } from '../platform/db/db.ts'
import { enterScope } from '../platform/db/tenant-scope.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../platform/seed/seed-actor.ts'
import { checkOutTransfers, reserveTransfer } from './fba-transfer.ts'

/** Fixed demo ids of the fba area (1000000000000051000 ... 52999) that examples and tests name. */
export const FBA_DEMO = {
  transferLabel: '1000000000000051001',
  transferCheckOut: '1000000000000051002',
  transferInTransit: '1000000000000051003',
  transferIncomplete: '1000000000000051004',
  inventoryKettleOnt8: '1000000000000051301',
  inventoryKettleLgb8: '1000000000000051302',
  inventoryPanOnt8: '1000000000000051303',
  shipmentReceiving: '1000000000000051501',
  shipmentClosed: '1000000000000051502',
  travelKettle: '1000000000000051901',
} as const

/** Links into other areas' demo data (plain ids: shops, warehouses, products, positions). */
const L = {
  shopAmazonUs: '1000000000000004101',
  storeLosAngeles: '1000000000000004202',
  laPicking: '1000000000000005024',
  categoryKettles: '1000000000000003012',
  brandHomely: '1000000000000003001',
  kettle: '1000000000000003101',
  pan: '1000000000000003104',
} as const

const TRAVEL_SKU = 'HM-TKETTLE-08-FBA'

/** Amazon fulfilment centres (US and Japan) as the warehouse system names them. */
const CENTRES = [
  ['ONT8', 'Amazon.com Services LLC ONT8', 'US', 'CA', 'Moreno Valley', '92551', '24208 San Michele Rd'],
  ['LGB8', 'Amazon.com Services LLC LGB8', 'US', 'CA', 'Rialto', '92376', '1568 N Linden Ave'],
  ['SBD1', 'Amazon.com Services LLC SBD1', 'US', 'CA', 'Bloomington', '92316', '1910 E Central Ave'],
  ['PHX7', 'Amazon.com Services LLC PHX7', 'US', 'AZ', 'Phoenix', '85043', '800 N 75th Ave'],
  ['EWR4', 'Amazon.com Services LLC EWR4', 'US', 'NJ', 'Robbinsville', '08691', '50 New Canton Way'],
  ['ABE8', 'Amazon.com Services LLC ABE8', 'US', 'NJ', 'Florence', '08518', '309 Cedar Ln'],
  ['MDW2', 'Amazon.com Services LLC MDW2', 'US', 'IL', 'Joliet', '60433', '250 Emerald Dr'],
  ['BFI4', 'Amazon.com Services LLC BFI4', 'US', 'WA', 'Kent', '98032', '21005 64th Ave S'],
  ['NRT1', 'Amazon Japan G.K. NRT1', 'JP', 'Chiba', 'Ichikawa', '272-0193', '2-13-1 Shiohama'],
] as const

/** Demo FBA masters: centres and transports of the warehouse system. */
async function seedEccMasters(tx: Queryable, tenantId: string): Promise<void> {
  await insertSeedRows(
    tx,
    'erp_ecc_fba_address',
    tenantId,
    CENTRES.map(([code, name, countryCode, state, city, postalCode, addressLine], i) => ({
      id: `10000000000000520${String(i + 1).padStart(2, '0')}`,
      code,
      name,
      countryCode,
      state,
      city,
      postalCode,
      addressLine,
    })),
  )
  await insertSeedRows(tx, 'erp_ecc_transport', tenantId, [
    { id: '1000000000000052101', code: 'UPS-GROUND', name: 'UPS Ground', carrier: 'UPS', storeId: L.storeLosAngeles },
    {
      id: '1000000000000052102',
      code: 'FEDEX-GROUND',
      name: 'FedEx Ground',
      carrier: 'FedEx',
      storeId: L.storeLosAngeles,
    },
    { id: '1000000000000052103', code: 'AMZ-PCP', name: 'Amazon Partnered Carrier', carrier: 'Amazon' },
    { id: '1000000000000052104', code: 'LTL-FREIGHT', name: 'LTL freight (pallets)', carrier: 'Estes' },
  ])
}

/** What the marketplace reported of the shop's stock at Amazon, with its log, links and two shipments. */
async function seedAmazonSide(tx: Queryable, tenantId: string): Promise<void> {
  const D = FBA_DEMO
  await insertSeedRows(tx, 'erp_fba_inventory_base_sku', tenantId, [
    {
      id: '1000000000000051801',
      shopId: L.shopAmazonUs,
      sellerSku: 'HM-KETTLE-17-US',
      fnsku: 'X00DEMO001',
      asin: 'B0DEMO0001',
      productId: L.kettle,
      sysSku: 'DEMO-KETTLE-17L',
    },
    {
      id: '1000000000000051802',
      shopId: L.shopAmazonUs,
      sellerSku: 'HM-PAN-28-US',
      fnsku: 'X00DEMO004',
      productId: L.pan,
      sysSku: 'DEMO-PAN-28',
    },
  ])
  const stock = (
    id: string,
    sellerSku: string,
    centre: string,
    q: Record<string, number>,
    more: Record<string, unknown>,
  ) => ({
    id,
    shopId: L.shopAmazonUs,
    sellerSku,
    fulfillmentCenterId: centre,
    fulfillableQuantity: q.fulfillable ?? 0,
    inboundWorkingQuantity: 0,
    inboundShippedQuantity: q.shipped ?? 0,
    inboundReceivingQuantity: q.receiving ?? 0,
    reservedQuantity: q.reserved ?? 0,
    unfulfillableQuantity: q.unfulfillable ?? 0,
    totalQuantity: Object.values(q).reduce((s, n) => s + n, 0),
    source: 1,
    lastUpdatedTime: '2026-12-01 08:00:00',
    ...more,
  })
  const kettle = { fnsku: 'X00DEMO001', asin: 'B0DEMO0001', productId: L.kettle, sysSku: 'DEMO-KETTLE-17L' }
  await insertSeedRows(tx, 'erp_fba_inventory', tenantId, [
    stock(
      D.inventoryKettleOnt8,
      'HM-KETTLE-17-US',
      'ONT8',
      { fulfillable: 86, receiving: 4, reserved: 3, unfulfillable: 1 },
      kettle,
    ),
    stock(D.inventoryKettleLgb8, 'HM-KETTLE-17-US', 'LGB8', { fulfillable: 40 }, kettle),
    stock(
      D.inventoryPanOnt8,
      'HM-PAN-28-US',
      'ONT8',
      { fulfillable: 15, reserved: 1 },
      { fnsku: 'X00DEMO004', productId: L.pan, sysSku: 'DEMO-PAN-28' },
    ),
  ])
  const log = (id: string, inventoryId: string, sellerSku: string, centre: string, bucket: string, after: number) => ({
    id,
    inventoryId,
    shopId: L.shopAmazonUs,
    sellerSku,
    fulfillmentCenterId: centre,
    bucket,
    quantityBefore: 0,
    quantityAfter: after,
    quantityChange: after,
    source: 1,
    sourceCode: 'DEMO-REPORT',
  })
  await insertSeedRows(tx, 'erp_fba_inventory_log', tenantId, [
    log('1000000000000051401', D.inventoryKettleOnt8, 'HM-KETTLE-17-US', 'ONT8', 'fulfillable', 86),
    log('1000000000000051402', D.inventoryKettleOnt8, 'HM-KETTLE-17-US', 'ONT8', 'inboundReceiving', 4),
    log('1000000000000051403', D.inventoryKettleLgb8, 'HM-KETTLE-17-US', 'LGB8', 'fulfillable', 40),
  ])
  const main = (id: string, shipmentId: string, status: string, q: [number, number, number], confirm: number) => ({
    id,
    shopId: L.shopAmazonUs,
    shipmentId,
    shipmentName: `Demo ${shipmentId}`,
    fulfillmentCenterId: 'ONT8',
    shipmentStatus: status,
    quantityShipped: q[0],
    quantityReceived: q[1],
    quantityDamaged: q[2],
    discrepancyQuantity: status === 'CLOSED' ? q[1] - q[0] : 0,
    confirmStatus: confirm,
    source: 1,
    lastUpdatedTime: '2026-12-01 08:00:00',
  })
  await insertSeedRows(tx, 'erp_fba_inbound_main', tenantId, [
    main(D.shipmentReceiving, 'FBA17DEMO001', 'RECEIVING', [24, 20, 0], 0),
    main(D.shipmentClosed, 'FBA15DEMOOLD', 'CLOSED', [50, 48, 1], 1),
  ])
  const item = (id: string, mainId: string, shipmentId: string, q: [number, number, number], closed: boolean) => ({
    id,
    inboundMainId: mainId,
    shopId: L.shopAmazonUs,
    shipmentId,
    sellerSku: 'HM-KETTLE-17-US',
    fnsku: kettle.fnsku,
    productId: kettle.productId,
    sysSku: kettle.sysSku,
    quantityShipped: q[0],
    quantityReceived: q[1],
    quantityDamaged: q[2],
    discrepancyQuantity: closed ? q[1] - q[0] : 0,
  })
  await insertSeedRows(tx, 'erp_fba_inbound_shipment_item', tenantId, [
    item('1000000000000051511', D.shipmentReceiving, 'FBA17DEMO001', [24, 20, 0], false),
    item('1000000000000051512', D.shipmentClosed, 'FBA15DEMOOLD', [50, 48, 1], true),
  ])
  await insertSeedRows(tx, 'erp_fba_shipment_log', tenantId, [
    {
      id: '1000000000000051701',
      inboundMainId: D.shipmentReceiving,
      shopId: L.shopAmazonUs,
      shipmentId: 'FBA17DEMO001',
      statusAfter: 'SHIPPED',
      source: 1,
    },
    {
      id: '1000000000000051702',
      inboundMainId: D.shipmentReceiving,
      shopId: L.shopAmazonUs,
      shipmentId: 'FBA17DEMO001',
      statusBefore: 'SHIPPED',
      statusAfter: 'RECEIVING',
      source: 1,
    },
  ])
  await insertSeedRows(tx, 'erp_fba_inbound_shipment_log', tenantId, [
    {
      id: '1000000000000051601',
      inboundMainId: D.shipmentReceiving,
      shopId: L.shopAmazonUs,
      shipmentId: 'FBA17DEMO001',
      fulfillmentCenterId: 'ONT8',
      sellerSku: 'HM-KETTLE-17-US',
      fnsku: 'X00DEMO001',
      quantityShipped: 24,
      receivedBefore: 0,
      receivedAfter: 20,
      quantityDamaged: 0,
      discrepancyQuantity: -4,
      source: 1,
    },
    {
      id: '1000000000000051602',
      inboundMainId: D.shipmentClosed,
      shopId: L.shopAmazonUs,
      shipmentId: 'FBA15DEMOOLD',
      fulfillmentCenterId: 'ONT8',
      sellerSku: 'HM-KETTLE-17-US',
      fnsku: 'X00DEMO001',
      quantityShipped: 50,
      receivedBefore: 0,
      receivedAfter: 48,
      quantityDamaged: 1,
      discrepancyQuantity: -2,
      source: 1,
      remark: 'Two units short, one damaged: reimbursed',
    },
  ])
}

/**
 * Demo FBA transfers from Los Angeles to ONT8 of the shop's travel kettle (a product of this demo's
 * own, 40 put in Los Angeles through the ledger first, so no other demo's figures move): one pending
 * its label, one pending check-out, one checked out (in transit: its units left through the ledger
 * and are inbound at ONT8), one whose line has no box number yet (the FBA check refuses it). Each is
 * reserved as saving reserves. Runs in the tenant's scope, left again at the end.
 */
export async function seedFbaTransfers(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  await seedEccMasters(tx, tenantId)
  await seedAmazonSide(tx, tenantId)
  const D = FBA_DEMO
  await insertSeedRows(tx, 'erp_base_product', tenantId, [
    {
      id: D.travelKettle,
      sysSku: 'DEMO-TKETTLE-08',
      name: 'Homely travel kettle 0.8 L',
      categoryId: L.categoryKettles,
      brandId: L.brandHomely,
      productType: 1,
      productRole: 1,
      unit: 'pcs',
      currency: 'CNY',
      unitWeight: '0.650',
      unitPrice: '48.0000',
      status: 1,
    },
  ])
  await adjustStock(tx, actor, {
    storeId: L.storeLosAngeles,
    positionId: L.laPicking,
    productId: D.travelKettle,
    batchNo: 'DEMO-FBA-OPENING',
    inboundDate: '2026-11-15',
    quantity: 40,
    unitCost: '52.3000',
    reason: 'Opening stock for the demo FBA transfers',
  })
  const transfer = (
    id: string,
    code: string,
    status: number,
    total: number,
    boxes: number,
    shipmentId: string | null,
  ) => ({
    id,
    code,
    storeId: L.storeLosAngeles,
    shopId: L.shopAmazonUs,
    fbaCentre: 'ONT8',
    shipmentId,
    transportCode: 'UPS-GROUND',
    status,
    totalQuantity: total,
    boxCount: boxes,
    createUser: actor.session.userId,
  })
  await insertSeedRows(tx, 'erp_fba_transfer', tenantId, [
    transfer(D.transferLabel, 'FT-DEMO-0001', 1, 8, 2, 'FBA17DEMO011'),
    transfer(D.transferCheckOut, 'FT-DEMO-0002', 2, 5, 1, 'FBA17DEMO002'),
    transfer(D.transferInTransit, 'FT-DEMO-0003', 2, 8, 1, 'FBA17DEMO003'),
    transfer(D.transferIncomplete, 'FT-DEMO-0004', 1, 3, 1, null),
  ])
  const box = (id: string, fbaTransferId: string, boxNo: string, weight: string) => ({
    id,
    fbaTransferId,
    boxNo,
    length: '60',
    width: '40',
    height: '35',
    weight,
  })
  await insertSeedRows(tx, 'erp_fba_transfer_box', tenantId, [
    box('1000000000000051101', D.transferLabel, 'U001', '6.200'),
    box('1000000000000051102', D.transferLabel, 'U002', '0.800'),
    box('1000000000000051111', D.transferCheckOut, 'U001', '4.100'),
    box('1000000000000051121', D.transferInTransit, 'U001', '6.000'),
    box('1000000000000051131', D.transferIncomplete, 'U001', '2.500'),
  ])
  const line = (id: string, fbaTransferId: string, quantity: number, boxNo: string | null) => ({
    id,
    fbaTransferId,
    productId: D.travelKettle,
    sysSku: 'DEMO-TKETTLE-08',
    sellerSku: TRAVEL_SKU,
    fnsku: 'X00DEMO008',
    quantity,
    boxNo,
  })
  await insertSeedRows(tx, 'erp_fba_transfer_item', tenantId, [
    line('1000000000000051201', D.transferLabel, 6, 'U001'),
    line('1000000000000051203', D.transferLabel, 2, 'U001'),
    line('1000000000000051211', D.transferCheckOut, 5, 'U001'),
    line('1000000000000051221', D.transferInTransit, 8, 'U001'),
    line('1000000000000051231', D.transferIncomplete, 3, null),
  ])
  for (const id of [D.transferLabel, D.transferCheckOut, D.transferInTransit, D.transferIncomplete])
    await reserveTransfer(tx, actor, id)
  await checkOutTransfers(tx, actor, [D.transferInTransit], {})
  await insertSeedRows(tx, 'erp_ecc_transfer_order', tenantId, [
    {
      id: '1000000000000052201',
      referenceNo: 'ECC-DEMO-0001',
      fbaTransferId: D.transferLabel,
      storeId: L.storeLosAngeles,
      fbaAddressCode: 'ONT8',
      transportCode: 'UPS-GROUND',
      shipmentId: 'FBA17DEMO011',
      boxCount: 2,
      totalQuantity: 8,
      status: 1,
    },
    {
      id: '1000000000000052202',
      referenceNo: 'ECC-DEMO-0002',
      fbaTransferId: D.transferCheckOut,
      storeId: L.storeLosAngeles,
      fbaAddressCode: 'ONT8',
      transportCode: 'UPS-GROUND',
      shipmentId: 'FBA17DEMO002',
      boxCount: 1,
      totalQuantity: 5,
      status: 2,
    },
  ])
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
