import { z } from 'zod'
import { recordAnswerSchema } from '../resource-schemas.ts'
import { baseCategory } from './base-category.resource.ts'
import { baseProductDeclare } from './base-product-declare.resource.ts'
import { baseProductPart } from './base-product-part.resource.ts'
import { baseProductPush } from './base-product-push.resource.ts'
import { baseProductUpc } from './base-product-upc.resource.ts'
import { baseSaleSku } from './base-sale-sku.resource.ts'
import { productFactory } from './product-factory.resource.ts'

/**
 * What the products area's hand-written calls answer (the `data` of the envelope): parts, batch
 * edits, price history, pushes, declarations, suppliers, UPCs, sales SKU mappings and pickers.
 * Ids are strings, prices exact decimal strings.
 */

const units = z.number().int()
const decimal = z.string()

/** How many records a batch call changed. */
export const changedCountAnswer = z.object({ count: units })

/** How many pushes were queued. */
export const pushesQueuedAnswer = z.object({ queued: units })

/** A combination product's parts, each with the part product's SKU, name, weight and price. */
export const productPartsAnswer = z.array(
  recordAnswerSchema(baseProductPart).extend({
    sysSku: z.string().nullable(),
    name: z.string().nullable(),
    unitWeight: decimal.nullable(),
    unitPrice: decimal.nullable(),
    currency: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
)

/** One change of a product's unit price or a declaration's price. */
const priceChangeAnswer = z.object({
  id: z.string(),
  productId: z.string(),
  declareId: z.string().nullable(),
  priceType: units,
  oldPrice: decimal.nullable(),
  newPrice: decimal,
  currency: z.string().nullable(),
  remark: z.string().nullable(),
  createUser: z.string().nullable(),
  createTime: z.string(),
})

/** Price history, newest first. */
export const priceHistoryAnswer = z.array(priceChangeAnswer)

/** The newest change after a price was set (null when there is none). */
export const priceSavedAnswer = priceChangeAnswer.nullable()

/** The products' shop pushes after the shops were set. */
export const productShopsAnswer = z.array(recordAnswerSchema(baseProductPush))

/** Shared customs declarations, each with its product's SKU and name. */
export const publicDeclaresAnswer = z.array(
  recordAnswerSchema(baseProductDeclare).extend({
    productSysSku: z.string().nullable(),
    productName: z.string().nullable(),
  }),
)

/** Supplier rows of products, with the supplier's code, contact and status and the product's name. */
export const productSuppliersAnswer = z.array(
  recordAnswerSchema(productFactory).extend({
    factoryCode: z.string().nullable(),
    contact: z.string().nullable(),
    phone: z.string().nullable(),
    factoryStatus: units.nullable(),
    productName: z.string().nullable(),
  }),
)

/** UPCs created. */
export const upcsCreatedAnswer = z.array(recordAnswerSchema(baseProductUpc))

/** Categories matching a search, each with its path from the root. */
export const categorySearchAnswer = z.array(
  recordAnswerSchema(baseCategory).extend({ fullName: z.string().nullable() }),
)

/** The category moved. */
export const categoryMovedAnswer = recordAnswerSchema(baseCategory)

/** A page of sales SKUs with their FBA freight. */
export const fbaFreightPageAnswer = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      shopId: z.string().nullable(),
      saleSku: z.string().nullable(),
      asin: z.string().nullable(),
      fnsku: z.string().nullable(),
      isFba: units.nullable(),
      fbaFreight: decimal.nullable(),
      fbaFreightCurrency: z.string().nullable(),
      updateTime: z.string().nullable(),
      version: units,
    }),
  ),
  total: units,
  totalExact: z.boolean(),
  size: units,
  current: units,
  pages: units,
})

/** A sales SKU with its mapping rows (the system SKUs it sells, how many of each). */
export const saleSkuWithMappingsAnswer = recordAnswerSchema(baseSaleSku).extend({
  associations: z.array(
    z.object({
      id: z.string(),
      saleSkuId: z.string(),
      productId: z.string(),
      quantity: units,
      sysSku: z.string().nullable(),
      name: z.string().nullable(),
      unitPrice: decimal.nullable(),
      currency: z.string().nullable(),
      unitWeight: decimal.nullable(),
    }),
  ),
})

/** Sales SKUs under review with their mapping rows. */
export const saleSkusWithMappingsAnswer = z.array(saleSkuWithMappingsAnswer)

/** What each sales SKU can sell from the stock of its system SKUs (null while no stock is connected). */
export const saleSkuInventoryAnswer = z.array(
  z.object({
    saleSkuId: z.string(),
    items: z.array(
      z.object({
        saleSkuId: z.string(),
        productId: z.string(),
        sysSku: z.string().nullable(),
        name: z.string().nullable(),
        quantity: units,
        available: units.nullable(),
        sellable: units.nullable(),
      }),
    ),
    sellable: units.nullable(),
    inventoryConnected: z.boolean(),
  }),
)

/** Shops for a picker, with their count of sales SKUs. */
export const saleSkuShopsAnswer = z.array(
  z.object({ id: z.string(), label: z.string().nullable(), value: z.string(), saleSkuCount: units }),
)

/** System SKUs (own and further ones) for a picker. */
export const sysSkuPicksAnswer = z.array(
  z.object({
    productId: z.string(),
    sysSku: z.string(),
    name: z.string().nullable(),
    quantity: units,
    imageUrl: z.string().nullable(),
    label: z.string(),
    value: z.string(),
  }),
)

/** Shops' sales SKUs synced: how many, how many mapped, how many mapped by their own SKU now. */
export const saleSkuSyncAnswer = z.object({
  shopIds: z.array(z.string()),
  total: units,
  mapped: units,
  autoMapped: units,
})
