import type { Queryable, Row } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'

/**
 * Fixed demo ids of the ships (examples and tests link to them) and the demo rows of the areas
 * below this one they name (purchasing's Kaili order and its kettle line, the kettle, the Los
 * Angeles warehouse).
 */
export const DEMO_SHIPS = {
  draft: '1000000000000031001',
  confirmed: '1000000000000031002',
  departed: '1000000000000031002',
  checked: '1000000000000031004',
  calculated: '1000000000000031002',
  second: '1000000000000031005',
  planOnDraft: '1000000000000031101',
  planOnDraftLine: '1000000000000031111',
  planOnConfirmed: '1000000000000031102',
  planOnConfirmedLine: '1000000000000031112',
  planOnChecked: '1000000000000031104',
  planOnCheckedLine: '1000000000000031114',
  freight: '1000000000000031201',
  customs: '1000000000000031202',
  checkedFreight: '1000000000000031204',
  forwarder: '1000000000000031901',
  file: '1000000000000031301',
  kailiOrder: '1000000000000003521',
  kailiOrderLine: '1000000000000003522',
  kaili: '1000000000000003201',
  kettle: '1000000000000003101',
  storeLosAngeles: '1000000000000004202',
} as const

const D = DEMO_SHIPS

/** A plan of six kettles (one carton, 50x38x56 cm = 0.1064 m³, 9.8 kg) at 8.5 USD × 7.1 = 60.35 CNY a unit. */
function plan(id: string, code: string, batchNo: string, shipId: string): Row {
  return {
    id,
    code,
    storeId: D.storeLosAngeles,
    batchNo,
    shipDate: '2027-03-20',
    totalQuantity: 6,
    boxNum: 1,
    volume: '0.1064',
    weight: '9.800',
    status: 1,
    editedAfterConfirm: 0,
    shipId,
  }
}

function planLine(id: string, shipOrderId: string): Row {
  return {
    id,
    shipOrderId,
    purchaseOrderId: D.kailiOrder,
    purchaseOrderItemId: D.kailiOrderLine,
    productId: D.kettle,
    sysSku: 'DEMO-KETTLE-17L',
    factoryId: D.kaili,
    quantity: 6,
    boxNum: 1,
    unitCost: '60.3500',
  }
}

function ship(id: string, code: string, row: Row): Row {
  return {
    id,
    code,
    containerType: '40HQ',
    storeId: D.storeLosAngeles,
    forwarderId: D.forwarder,
    loadingPort: 'Ningbo',
    destinationPort: 'Los Angeles',
    departureDate: '2027-03-25',
    arrivalDate: '2027-04-12',
    volume: '0.1064',
    weight: '9.800',
    totalQuantity: 6,
    totalBoxes: 1,
    goodsValue: '362.1000',
    changed: 0,
    ...row,
  }
}

/**
 * Ships to Los Angeles in a 40HQ, each with a plan of six kettles: a draft; one confirmed with its
 * freight (1,200 USD by volume) and customs (800 CNY by value) calculated and allocated; a draft
 * whose freight is checked (billable); an empty draft to merge. A forwarder (Oceanlink) is the
 * freight's party.
 */
export async function seedShips(tx: Queryable, tenantId: string): Promise<void> {
  await insertSeedRows(tx, 'erp_base_factory', tenantId, [
    {
      id: D.forwarder,
      factoryCode: 'FWD-OCEANLINK',
      factoryName: 'Oceanlink Forwarding (Ningbo) Co., Ltd.',
      type: 3,
      contact: 'Li Hai',
      phone: '057487001234',
      country: 'China',
      city: 'Ningbo',
      settlementMethod: 3,
      paymentMethod: 1,
      status: 1,
    },
  ])
  await insertSeedRows(tx, 'erp_ship', tenantId, [
    ship(D.draft, 'SH-20261206-0001', { status: 1, costStatus: 0 }),
    ship(D.confirmed, 'SH-20261206-0002', {
      status: 2,
      costStatus: 1,
      ticketCode: 'TK-20270325-02',
      confirmTime: '2026-12-06 10:00:00',
      loadVersions: JSON.stringify({ [D.planOnConfirmed]: `1:${D.planOnConfirmedLine}.1` }),
    }),
    ship(D.checked, 'SH-20261206-0004', { status: 1, costStatus: 2 }),
    ship(D.second, 'SH-20261206-0005', {
      containerType: '20GP',
      status: 1,
      costStatus: 0,
      volume: '0',
      weight: '0',
      totalQuantity: 0,
      totalBoxes: 0,
      goodsValue: '0',
    }),
  ])
  await insertSeedRows(tx, 'erp_ship_order', tenantId, [
    plan(D.planOnDraft, 'FH-20261206-0011', 'LOT-2027-0311', D.draft),
    plan(D.planOnConfirmed, 'FH-20261206-0012', 'LOT-2027-0312', D.confirmed),
    plan(D.planOnChecked, 'FH-20261206-0014', 'LOT-2027-0314', D.checked),
  ])
  await insertSeedRows(tx, 'erp_ship_order_item', tenantId, [
    planLine(D.planOnDraftLine, D.planOnDraft),
    planLine(D.planOnConfirmedLine, D.planOnConfirmed),
    planLine(D.planOnCheckedLine, D.planOnChecked),
  ])
  const cost = (row: Row): Row => ({ priceUnit: 4, basis: 1, ...row })
  await insertSeedRows(tx, 'erp_ship_cost', tenantId, [
    cost({
      id: D.freight,
      shipId: D.confirmed,
      costType: 1,
      partyId: D.forwarder,
      currencyCode: 'USD',
      amount: '1200.00',
      exchangeRate: '7.100000',
      baseAmount: '8520.00',
    }),
    cost({
      id: D.customs,
      shipId: D.confirmed,
      costType: 2,
      partyId: D.forwarder,
      currencyCode: 'CNY',
      amount: '800.00',
      exchangeRate: '1.000000',
      baseAmount: '800.00',
      basis: 3,
    }),
    cost({
      id: D.checkedFreight,
      shipId: D.checked,
      costType: 1,
      partyId: D.forwarder,
      currencyCode: 'USD',
      priceUnit: 1,
      unitPrice: '2800.0000',
      amount: '297.92',
      exchangeRate: '7.100000',
      baseAmount: '2115.23',
    }),
  ])
  const share = (
    shipCostId: string,
    shipId: string,
    shipOrderId: string,
    line: string,
    amount: string,
    base: string,
  ) => ({
    shipId,
    shipCostId,
    shipOrderId,
    shipOrderItemId: line,
    productId: D.kettle,
    quantity: 6,
    basisValue: shipCostId === D.customs ? '362.1000' : '0.1064',
    amount,
    baseAmount: base,
  })
  await insertSeedRows(tx, 'erp_ship_cost_allocation', tenantId, [
    share(D.freight, D.confirmed, D.planOnConfirmed, D.planOnConfirmedLine, '1200.00', '8520.00'),
    share(D.customs, D.confirmed, D.planOnConfirmed, D.planOnConfirmedLine, '800.00', '800.00'),
    share(D.checkedFreight, D.checked, D.planOnChecked, D.planOnCheckedLine, '297.92', '2115.23'),
  ])
  await insertSeedRows(tx, 'erp_ship_file', tenantId, [
    {
      id: D.file,
      shipId: D.confirmed,
      fileName: 'booking-confirmation.pdf',
      url: '/upload/demo/booking-confirmation.pdf',
      fileType: 9,
    },
  ])
}
