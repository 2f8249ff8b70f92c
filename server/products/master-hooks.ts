import { translate } from '#sync/i18n/messages.ts'
import { baseSysProduct } from '#sync/resources/products/base-sys-product.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'

/** A further system SKU belongs to a live product and is unique among all system SKUs (any case). */
async function beforeSaveSysProduct(ctx: HookContext, input: Row, existing: Row | undefined) {
  const { tx, actor } = ctx
  if (input.productId !== undefined) {
    const found = await tx.query(`SELECT 1 FROM erp_base_product WHERE id = $1 AND is_deleted = 0`, [input.productId])
    if (!found.length) {
      const field = baseSysProduct.fields.productId?.label[actor.lang] ?? 'productId'
      throw validationError([{ field: 'productId', message: translate('linkMissing', actor.lang, { field }) }])
    }
  }
  if (input.sysSku !== undefined) {
    const taken = await tx.query(
      `SELECT 1 FROM erp_base_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0
       UNION ALL
       SELECT 1 FROM erp_base_sys_product WHERE lower(sys_sku) = lower($1) AND is_deleted = 0 AND id IS DISTINCT FROM $2::bigint
       LIMIT 1`,
      [input.sysSku, existing?.id ?? null],
    )
    if (taken.length) {
      throw validationError([
        { field: 'sysSku', message: translate('products.sysSkuTaken', actor.lang, { sku: String(input.sysSku) }) },
      ])
    }
  }
}

/** Business rules of further system SKUs (erp/basesysproduct). */
export const baseSysProductHooks: ResourceHooks = { beforeSave: beforeSaveSysProduct }
