import { translate } from '#sync/i18n/messages.ts'
import { PLATFORM_QUANTITY_KEYS, platformSaleSku } from '#sync/resources/inventory/platform-inventory.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { transactionTime } from '../platform/records/transaction-time.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { enteredChange, PLATFORM_STOCK_SOURCE, recordPlatformStockChanges } from './platform-inventory.ts'

const quantityChanged = (input: Row, existing: Row | undefined) =>
  PLATFORM_QUANTITY_KEYS.some((k) => input[k] !== undefined && (!existing || Number(input[k]) !== Number(existing[k])))

/**
 * Listings' platform stock through the generic saves: the seller SKU is the chosen sales SKU's own
 * (kept with the row so lists filter by it), figures entered by hand are marked "entered" and taken
 * now, and every change of the figures is kept in the history. The source is never written by hand.
 */
export const platformInventoryHooks = hooksFor(platformSaleSku, {
  beforeSave: async ({ tx, actor }, input, existing) => {
    delete input.source
    const saleSkuId = input.saleSkuId ?? existing?.saleSkuId
    if (saleSkuId !== undefined && saleSkuId !== null) {
      const [sku] = await tx.query<{ saleSku: string }>(
        `SELECT sale_sku FROM erp_base_sale_sku WHERE id = $1 AND is_deleted = 0`,
        [saleSkuId],
      )
      const sent = input.saleSku
      if (sku && typeof sent === 'string' && sent !== '' && sent !== sku.saleSku) {
        const message = translate('inventory.platformSkuMismatch', actor.lang, { sku: sku.saleSku })
        throw validationError([{ field: 'saleSku', message }])
      }
      if (sku) input.saleSku = sku.saleSku
    }
    if (!existing || quantityChanged(input, existing)) {
      input.source = PLATFORM_STOCK_SOURCE.entered
      if (input.reportedAt === undefined || input.reportedAt === null) input.reportedAt = await transactionTime(tx)
    }
  },
  afterSave: async ({ tx, actor }, id, _input, existing) => {
    const [stored] = await tx.query<Row>(
      `SELECT sale_sku, fulfillable, inbound, reserved, unfulfillable FROM erp_platform_sale_sku WHERE id = $1`,
      [id],
    )
    const change = stored && enteredChange(id, stored, existing)
    if (change) await recordPlatformStockChanges(tx, actor, [change])
  },
})
