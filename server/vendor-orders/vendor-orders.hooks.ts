import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { VC_ADMIN_REMOVABLE, VC_ADMIN_STATUS } from '#sync/resources/vendor-orders/vc-admin-order.actions.ts'
import { vcAdminOrder } from '#sync/resources/vendor-orders/vc-admin-order.resource.ts'
import { VC_CUSTOMER_EDITABLE, VC_CUSTOMER_REMOVABLE } from '#sync/resources/vendor-orders/vc-customer-order.actions.ts'
import { vcCustomerOrder } from '#sync/resources/vendor-orders/vc-customer-order.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { refreshVcTotals } from './vc-admin-order.ts'
import { refreshCustomerTotals } from './vc-customer-order.ts'
import { refusal, vcHistory } from './vc-order-shared.ts'

/** Platform type (dictionary shop_type) of vendor-central platforms. */
const VC_SHOP_TYPE = 10

/** Refuses a change to orders whose status is not among `allowed`, naming the first and its status. */
async function assertStatus(
  tx: Queryable,
  actor: Actor,
  resource: ResourceDef,
  codeColumn: string,
  ids: readonly string[],
  allowed: readonly string[],
): Promise<void> {
  const rows = await tx.query<{ code: string; status: number }>(
    `SELECT ${codeColumn} AS code, status FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
    [[...new Set(ids)]],
  )
  const locked = rows.find((r) => !allowed.includes(String(r.status)))
  if (locked)
    throw refusal('vendorOrders.locked', {
      code: locked.code,
      status: statusLabel(resource, 'status', String(locked.status), actor.lang),
    })
}

/** Fills each line's SKU and name from its product, and keeps the lifecycle's own columns out of a save. */
async function prepareLines(tx: Queryable, lines: Row[], lifecycle: readonly string[]): Promise<void> {
  const products = await tx.query<{ id: string; sysSku: string; name: string | null }>(
    `SELECT id::text, sys_sku, name FROM erp_base_product WHERE id = ANY($1::bigint[])`,
    [lines.map((l) => l.productId).filter(Boolean)],
  )
  const byId = new Map(products.map((p) => [p.id, p]))
  for (const line of lines) {
    for (const key of lifecycle) delete line[key]
    const product = byId.get(String(line.productId))
    if (product) {
      line.sysSku = product.sysSku
      line.productName ??= product.name
    }
  }
}

/** Header columns only the lifecycle writes (never a save). */
const ADMIN_LIFECYCLE = [
  'totalQuantity',
  'acceptedQuantity',
  'shippedQuantity',
  'totalCost',
  'acceptedCost',
  'poSendStatus',
  'storeId',
  'parentOrderId',
  'mergedIntoId',
  'asnNumber',
  'shipmentTime',
  'trackNumber',
  'carrier',
  'shipTime',
  'labelUrl',
  'labelAttachId',
  'labelSource',
  'invoiceNumber',
  'paymentNumber',
  'invoiceAmount',
  'invoiceStatus',
  'invoiceTime',
  'cancelReason',
]
const ADMIN_LINE_LIFECYCLE = [
  'acceptedQuantity',
  'shippedQuantity',
  'amount',
  'acceptedAmount',
  'storeId',
  'rejectReason',
]

/**
 * A VC PO is entered (or edited while it waits for confirmation) for a vendor-central shop: its
 * vendor code and currency default to the shop's, each line takes its SKU from the product, and
 * the amounts are worked out exactly from the lines after the save.
 */
export const vcAdminOrderHooks = hooksFor(vcAdminOrder, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertStatus(tx, actor, vcAdminOrder, 'po_number', [existing.id], [VC_ADMIN_STATUS.toConfirm])
    for (const key of ADMIN_LIFECYCLE) delete input[key]
    const shopId = input.shopId ?? existing?.shopId
    if (input.shopId !== undefined) {
      const [shop] = await tx.query<{
        shopName: string
        sellerId: string | null
        currencyCode: string | null
        type: number
      }>(
        `SELECT s.shop_name, s.seller_id, s.currency_code, p.shop_type AS type
           FROM erp_base_shop s JOIN erp_base_platform p ON p.id = s.platform_id AND p.tenant_id = s.tenant_id
          WHERE s.id = $1 AND s.is_deleted = 0`,
        [shopId],
      )
      if (shop && shop.type !== VC_SHOP_TYPE) throw refusal('vendorOrders.notVcShop', { shop: shop.shopName })
      if (shop && !existing) {
        input.vendorCode ??= shop.sellerId
        input.currency ??= shop.currencyCode
      }
    }
    if (Array.isArray(input.items)) await prepareLines(tx, input.items as Row[], ADMIN_LINE_LIFECYCLE)
  },
  async afterSave({ tx, actor }, id, input, existing) {
    await refreshVcTotals(tx, actor, id)
    const code = String(input.poNumber ?? existing?.poNumber ?? id)
    await vcHistory(tx, actor, vcAdminOrder, [
      { id, code, action: existing ? 'edit' : 'create', content: existing ? 'edited' : 'received' },
    ])
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertStatus(tx, actor, vcAdminOrder, 'po_number', ids, VC_ADMIN_REMOVABLE)
  },
})

const CUSTOMER_LIFECYCLE = [
  'totalQuantity',
  'confirmedQuantity',
  'shippedQuantity',
  'totalAmount',
  'confirmedAmount',
  'confirmTime',
  'trackNumber',
  'carrier',
  'shipTime',
  'arn',
  'appointmentTime',
  'cancelReason',
]
const CUSTOMER_LINE_LIFECYCLE = ['confirmedQuantity', 'shippedQuantity', 'amount', 'confirmedAmount', 'sendStatus']

/** A PO order is edited, with its lines, only while it waits for confirmation or review; amounts follow its lines exactly. */
export const vcCustomerOrderHooks = hooksFor(vcCustomerOrder, {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) await assertStatus(tx, actor, vcCustomerOrder, 'code', [existing.id], VC_CUSTOMER_EDITABLE)
    for (const key of CUSTOMER_LIFECYCLE) delete input[key]
    if (Array.isArray(input.items)) await prepareLines(tx, input.items as Row[], CUSTOMER_LINE_LIFECYCLE)
  },
  async afterSave({ tx, actor }, id, input, existing) {
    await refreshCustomerTotals(tx, actor, id)
    const code = String(input.code ?? existing?.code ?? id)
    await vcHistory(tx, actor, vcCustomerOrder, [
      { id, code, action: existing ? 'edit' : 'create', content: existing ? 'edited' : 'created' },
    ])
  },
  async beforeRemove({ tx, actor }, ids) {
    await assertStatus(tx, actor, vcCustomerOrder, 'code', ids, VC_CUSTOMER_REMOVABLE)
  },
})
