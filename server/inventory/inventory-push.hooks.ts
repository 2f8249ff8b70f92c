import { translate } from '#sync/i18n/messages.ts'
import { storeProInventoryVcConfig, storeRealInventory } from '#sync/resources/inventory/inventory-push.resource.ts'
import { validationError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'

/** Amazon Vendor Central (dictionary shop_type). */
const VC_SHOP_TYPE = 10

/** On hand of the record's warehouse and SKU in the system's books (all positions and lots). */
const systemOnHand = (t: string) =>
  `SELECT coalesce(sum(b.on_hand), 0)::int FROM erp_store_product_inventory b
    WHERE b.tenant_id = ${t}.tenant_id AND b.store_id = ${t}.store_id AND b.product_id = ${t}.product_id AND b.is_deleted = 0`

export const inventoryPushHooks = {
  ...hooksFor(storeProInventoryVcConfig, {
    async beforeSave({ tx, actor }, input) {
      if (input.shopId === undefined || input.shopId === null) return
      const [shop] = await tx.query<{ shopName: string; shopType: number | null }>(
        `SELECT shop_name, shop_type FROM erp_base_shop WHERE id = $1 AND is_deleted = 0`,
        [input.shopId],
      )
      if (shop && Number(shop.shopType) !== VC_SHOP_TYPE) {
        throw validationError([
          { field: 'shopId', message: translate('inventory.notVcShop', actor.lang, { shop: shop.shopName }) },
        ])
      }
    },
  }),
  ...hooksFor(storeRealInventory, {
    async beforeSave({ tx }, input) {
      // The SKU code is the product's, kept with the row for searching and exports.
      if (input.productId === undefined || input.productId === null) {
        delete input.sysSku
        return
      }
      const [product] = await tx.query<{ sysSku: string }>(
        `SELECT sys_sku FROM erp_base_product WHERE id = $1 AND is_deleted = 0`,
        [input.productId],
      )
      input.sysSku = product?.sysSku ?? null
    },
    computed: {
      systemOnHand,
      difference: (t) => `SELECT ${t}.real_quantity - (${systemOnHand(t)})`,
    },
  }),
}
