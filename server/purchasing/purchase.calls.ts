import { z } from 'zod'
import { PURCHASE_ORDER_PROGRESS, PURCHASE_ORDER_STATUS } from '#sync/resources/purchasing/purchase.actions.ts'
import { PURCHASE_PERMISSIONS, purchase } from '#sync/resources/purchasing/purchase.resource.ts'
import { PURCHASE_ORDER_PERMISSIONS, purchaseOrder } from '#sync/resources/purchasing/purchase-order.resource.ts'
import {
  editRetainerContract,
  getPriceContract,
  purchaseListTotalContract,
  purchaseProductListContract,
  purchaseSearchShipContract,
  purchaseSplitListTotalContract,
  qualityCheckContract,
  uploadContractFileContract,
} from '#sync/resources/purchasing/purchasing.contracts.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { storeUpload, UPLOAD_MAX_BYTES } from '../platform/files/uploads.ts'
import { AppError } from '../platform/http/app-error.ts'
import { listWhere } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, listPage } from '../platform/resources/resource-calls.ts'
import { purchasableLines, purchaseListTotal } from './purchase.ts'
import {
  attachContract,
  editRetainer,
  lastPrice,
  purchaseOrderListTotal,
  recordQualityCheck,
} from './purchase-order.ts'
import { DEMO_FACTORIES, DEMO_PURCHASE } from './seed-purchasing.ts'

const area = 'purchasing'
const P = PURCHASE_ORDER_PROGRESS

/** Orders for the ship screens: approved, inspected and waiting to ship, or shipped and being received. */
const SHIPPABLE = {
  status: PURCHASE_ORDER_STATUS.approved,
  progressStatus_in: [P.inspected, P.shipped, P.partlyReceived, P.received].join(','),
}

const contractForm = z.object({ id: idSchema })

/** The purchase chain's hand-written calls (beyond the generic ones of its declarations and actions). */
export const purchaseCalls = [
  defineCall({
    ...purchaseProductListContract,
    area,
    readOnly: true,
    summary:
      "What one can buy: the lines of approved or partly purchased sales plans with what is left of each (salePlanId, factoryId, productId, sku); with a factory and no plan, that factory's products at their purchase price",
    access: { permission: PURCHASE_PERMISSIONS.view },
    example: { factoryId: DEMO_FACTORIES.kaili },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => purchasableLines(tx, query))),
  }),
  defineCall({
    ...purchaseListTotalContract,
    area,
    readOnly: true,
    summary:
      "Exact totals of the purchase list under the list's filters: how many purchases, units, and the amount of their lines per currency",
    access: { permission: PURCHASE_PERMISSIONS.view },
    example: { status: '3' },
    handler: async (c, { query }) =>
      ok(c, await c.var.db.begin(async (tx) => purchaseListTotal(tx, await listWhere(tx, c, purchase, query)))),
  }),
  defineCall({
    ...purchaseSearchShipContract,
    area,
    readOnly: true,
    summary:
      "Purchase orders for the ship screens: approved ones whose lots passed their quality checks (ready to ship) and those shipped or being received, under the purchase order list's filters",
    access: { permission: PURCHASE_ORDER_PERMISSIONS.view },
    example: { factoryId: DEMO_FACTORIES.kaili },
    handler: async (c, { query }) => listPage(purchaseOrder, c, { ...query, ...SHIPPABLE }),
  }),
  defineCall({
    ...purchaseSplitListTotalContract,
    area,
    readOnly: true,
    summary:
      "Exact totals of the purchase order list under its filters: orders, units, the amount per currency and in the tenant's base currency at each order's own rate",
    access: { permission: PURCHASE_ORDER_PERMISSIONS.view },
    example: { factoryId: DEMO_FACTORIES.kaili },
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin(async (tx) => purchaseOrderListTotal(tx, await listWhere(tx, c, purchaseOrder, query))),
      ),
  }),
  defineCall({
    ...editRetainerContract,
    area,
    summary:
      "Sets a purchase order's deposit (id): an amount (retainerAmount) or a ratio of the order's amount (retainerRatio, 0.3 for 30%), the other worked out exactly; both given must agree",
    access: { permission: PURCHASE_ORDER_PERMISSIONS.edit },
    example: { id: DEMO_PURCHASE.kailiOrder, retainerRatio: '0.3' },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => editRetainer(tx, actorOf(c), params))),
  }),
  defineCall({
    ...qualityCheckContract,
    area,
    summary:
      'Records a quality check of one lot of an approved purchase order at the factory (purchaseOrderId, lotNo, sampledQuantity, defectQuantity, result 1 pass / 2 fail, photos, remark); defect rate = defect ÷ sampled; a re-check is a new row, and a lot whose newest check failed stops the order from shipping',
    access: { permission: PURCHASE_ORDER_PERMISSIONS.edit },
    example: {
      purchaseOrderId: DEMO_PURCHASE.checkOrder,
      lotNo: 'LOT-1',
      sampledQuantity: 50,
      defectQuantity: 1,
      result: '1',
    },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => recordQualityCheck(tx, actorOf(c), params))),
  }),
  defineCall({
    ...uploadContractFileContract,
    area,
    summary:
      "Uploads a purchase order's contract (multipart: id, file; pdf, png or jpeg up to 2 MB) and keeps its address on the order",
    access: { permission: PURCHASE_ORDER_PERMISSIONS.edit },
    handler: async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new AppError('VALIDATION', 'purchasing.contractFileRequired')
      })
      const { id } = parseInput(
        c,
        contractForm,
        { id: form.id },
        { id: { zh: '采购订单', en: 'Purchase order', ja: '発注書' } },
      )
      const file = form.file
      if (!(file instanceof File)) throw new AppError('VALIDATION', 'purchasing.contractFileRequired')
      if (file.size > UPLOAD_MAX_BYTES) throw new AppError('VALIDATION', 'purchasing.contractFileTooLarge')
      const bytes = new Uint8Array(await file.arrayBuffer())
      const upload = {
        dataDir: c.var.deps.config.dataDir,
        fileUrl: '/api/picture/file',
        fileName: file.name,
        bytes,
        centerType: 'purchase',
      }
      const actor = actorOf(c)
      return ok(
        c,
        await c.var.db.begin(async (tx) => {
          const stored = await storeUpload(tx, actor, upload)
          return attachContract(tx, actor, id, stored)
        }),
      )
    },
  }),
  defineCall({
    ...getPriceContract,
    area,
    readOnly: true,
    summary:
      'The last price paid for a product (productId or its system sku) to a factory (factoryId; any without), from the lines of approved purchase orders, with its currency and date; null when none',
    access: { permission: PURCHASE_PERMISSIONS.view },
    example: { productId: DEMO_PURCHASE.kettle, factoryId: DEMO_FACTORIES.kaili },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => lastPrice(tx, query))),
  }),
]
