import {
  planFilesContract,
  planPaymentContract,
  planSheetContract,
  planStatusContract,
  plansToLoadContract,
  savePaymentsContract,
  shipCheckContract,
} from '#sync/resources/shipping/ship-order.contracts.ts'
import { SHIP_ORDER_PERMISSIONS, shipOrder } from '#sync/resources/shipping/ship-order.resource.ts'
import { listWhere } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { submitShipCheck } from './ship-order.ts'
import { DEMO_SHIPPING } from './ship-order-seed.ts'
import {
  addPlanFiles,
  planPayments,
  planSheet,
  planStatusCounts,
  plansToLoad,
  savePlanPayments,
} from './ship-order-views.ts'

const area = 'shipping'

/** The shipment plans' hand-written calls (beyond the generic ones of their declarations and actions). */
export const shipOrderCalls = [
  defineCall({
    ...planStatusContract,
    area,
    readOnly: true,
    summary:
      'How many shipment plans (of the caller’s scope, optionally of one destination warehouse) stand in each status',
    access: { permission: SHIP_ORDER_PERMISSIONS.view },
    example: {},
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin(async (tx) => {
          const filters: Record<string, string> = query.storeId ? { storeId_equal: query.storeId } : {}
          return planStatusCounts(tx, await listWhere(tx, c, shipOrder, filters))
        }),
      ),
  }),
  defineCall({
    ...plansToLoadContract,
    area,
    readOnly: true,
    summary:
      'Shipment plans ready to load on a ship (confirmed, on no ship; with shipId, also those on that ship), optionally of one destination warehouse, each with its cartons, volume (m³) and weight (kg) from the products’ carton size, weight and units per carton',
    access: { permission: SHIP_ORDER_PERMISSIONS.view },
    example: { storeId: DEMO_SHIPPING.storeLosAngeles },
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin(async (tx) => {
          const filters: Record<string, string> = query.storeId ? { storeId_equal: query.storeId } : {}
          return plansToLoad(tx, await listWhere(tx, c, shipOrder, filters), query.shipId)
        }),
      ),
  }),
  defineCall({
    ...planPaymentContract,
    area,
    readOnly: true,
    summary:
      'A shipment plan’s payment view (id): each purchase order it ships goods of, their worth in the order’s currency and what was paid, and the purchase payments recorded against the plan',
    access: { permission: SHIP_ORDER_PERMISSIONS.view },
    example: { id: DEMO_SHIPPING.plan },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => planPayments(tx, actorOf(c), query.id))),
  }),
  defineCall({
    ...planSheetContract,
    area,
    readOnly: true,
    summary:
      'A shipment plan (id) as an xlsx sheet named by its number: warehouse, lot, date, totals and one row per line (SKU, product, purchase order, factory, quantity, cartons, m³, kg, unit cost)',
    access: { permission: SHIP_ORDER_PERMISSIONS.view },
    example: { id: DEMO_SHIPPING.plan },
    handler: async (c, { query }) => {
      const sheet = await c.var.db.begin((tx) => planSheet(tx, actorOf(c), query.id, c.var.lang))
      return new Response(sheet.bytes, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${encodeURIComponent(sheet.name)}"`,
        },
      })
    },
  }),
  defineCall({
    ...planFilesContract,
    area,
    summary: 'Adds uploaded files (shipOrderId, fileUrl, fileName, remark) to shipment plans at once',
    access: { permission: SHIP_ORDER_PERMISSIONS.edit },
    example: [{ shipOrderId: DEMO_SHIPPING.plan, fileUrl: '/upload/demo/booking.pdf', fileName: 'booking.pdf' }],
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => addPlanFiles(tx, actorOf(c), body))),
  }),
  defineCall({
    ...shipCheckContract,
    area,
    summary:
      'Records a pre-shipment inspection of a shipment plan (shipOrderId; shipApplyId of one of its applications; sampledQuantity, defectQuantity, result 1 pass / 2 fail, inspector, photos, remark): defect rate = defect ÷ sampled; a pass confirms the plan, a failure leaves it awaiting inspection',
    access: { permission: SHIP_ORDER_PERMISSIONS.edit },
    example: {
      shipOrderId: DEMO_SHIPPING.plan,
      sampledQuantity: 12,
      defectQuantity: 0,
      result: '1',
      inspector: 'QC Li',
    },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => submitShipCheck(tx, actorOf(c), params))),
  }),
  defineCall({
    ...savePaymentsContract,
    area,
    summary:
      'Records a shipment plan’s purchase payments at once (shipOrderId, payments: purchaseOrderId of an order the plan ships, paymentType 1 goods / 2 deposit / 3 long-term deposit / 4 other, amount, currencyCode, payDate, voucherUrl required, remark): rows with an id change that payment while still to pay, others are added, the plan’s unlisted payments still to pay are removed',
    // Recorded from the plan's payment view: the plan's editors record them (the finance area pays them).
    access: { permission: SHIP_ORDER_PERMISSIONS.edit },
    example: {
      shipOrderId: DEMO_SHIPPING.plan,
      payments: [
        {
          purchaseOrderId: DEMO_SHIPPING.kailiOrder,
          paymentType: '1',
          amount: '510.00',
          currencyCode: 'USD',
          payDate: '2027-03-05',
          voucherUrl: '/upload/demo/voucher.pdf',
        },
      ],
    },
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => savePlanPayments(tx, actorOf(c), body))),
  }),
]
