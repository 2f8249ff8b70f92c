import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { CallDef } from '../platform/http/calls.ts'
import { hooksFor, type ResourceHooks } from '../platform/resources/hooks.ts'
import { baseCategoryCalls, baseCategoryHooks } from './base-category.ts'
import { baseProductCalls } from './base-product.calls.ts'
import { baseProductHooks } from './base-product.hooks.ts'
import { baseProductUpcCalls, baseProductUpcHooks } from './base-product-upc.ts'
import { baseSaleSkuCalls } from './base-sale-sku.calls.ts'
import { baseSaleSkuAssociatedHooks, baseSaleSkuHooks } from './base-sale-sku.hooks.ts'
import { baseSysProductHooks } from './master-hooks.ts'
import { productFactoryCalls } from './product-factory.calls.ts'
import { productFactoryHooks } from './product-factory.ts'
import { productsActionWorks } from './products.actions.ts'
import { seedProductsDemo } from './seed-products.ts'

/** The products area's hand-written calls (beyond the generic ones of its declared resources). */
export const productsCalls: CallDef[] = [
  ...baseProductCalls,
  ...productFactoryCalls,
  ...baseProductUpcCalls,
  ...baseSaleSkuCalls,
  ...baseCategoryCalls,
]

/** Business rules of the products area's resources, by resource key. */
export const productsHooks: Record<string, ResourceHooks> = {
  ...hooksFor(baseProduct, baseProductHooks),
  'erp/productfactory': productFactoryHooks,
  'erp/basesysproduct': baseSysProductHooks,
  'erp/baseproductupc': baseProductUpcHooks,
  'erp/basesalesku': baseSaleSkuHooks,
  'erp/basesaleskuassociated': baseSaleSkuAssociatedHooks,
  'erp/basecategory': baseCategoryHooks,
}

/** Demo records of the products area for one tenant (fixed ids where examples link to them). */
export async function seedProducts(tx: Queryable, tenantId: string): Promise<void> {
  await seedProductsDemo(tx, tenantId)
}

/** The products area: its hand-written calls, the hooks of its resources and its demo data. */
export const productsArea = defineArea({
  name: 'products',
  layer: 4,
  calls: productsCalls,
  actions: productsActionWorks,
  hooks: productsHooks,
  seed: seedProducts,
})
