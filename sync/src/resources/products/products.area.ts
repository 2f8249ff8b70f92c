import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { baseBrand } from './base-brand.resource.ts'
import { baseCategory } from './base-category.resource.ts'
import { productActions } from './base-product.actions.ts'
import { baseProduct } from './base-product.resource.ts'
import { baseProductDeclare } from './base-product-declare.resource.ts'
import { baseProductPart } from './base-product-part.resource.ts'
import { baseProductPriceHis } from './base-product-price-his.resource.ts'
import { baseProductPush } from './base-product-push.resource.ts'
import { baseProductUpc } from './base-product-upc.resource.ts'
import { saleSkuActions } from './base-sale-sku.actions.ts'
import { baseSaleSku } from './base-sale-sku.resource.ts'
import { baseSaleSkuAssociated } from './base-sale-sku-associated.resource.ts'
import { baseSysProduct } from './base-sys-product.resource.ts'
import { productFactory } from './product-factory.resource.ts'
import { productsDictionaries } from './products.dictionaries.ts'
import { productsMessages } from './products.messages.ts'

/** The products area's resources. */
export const productsResources: readonly ResourceDef[] = [
  baseProduct,
  baseProductPart,
  baseProductDeclare,
  productFactory,
  baseSysProduct,
  baseProductPriceHis,
  baseProductPush,
  baseProductUpc,
  baseSaleSku,
  baseSaleSkuAssociated,
  baseCategory,
  baseBrand,
]

/** The products area's shared declarations (sync/src/areas.ts lists it). */
export const productsArea: SyncAreaDef<typeof productsMessages> = defineSyncArea({
  name: 'products',
  resources: productsResources,
  dictionaries: productsDictionaries,
  messages: productsMessages,
  actions: [...Object.values(productActions), ...Object.values(saleSkuActions)],
})
