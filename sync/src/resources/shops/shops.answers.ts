import { z } from 'zod'
import type { ResourceDef } from '../define-resource.ts'
import { columnsAnswerSchema, recordAnswerSchema } from '../resource-schemas.ts'
import { baseOrderRules } from './base-order-rules.resource.ts'
import { baseShop, baseShopFee } from './base-shop.resource.ts'
import { baseStore, baseStoreFee } from './base-store.resource.ts'
import { marketplace } from './marketplace.resource.ts'
import { apiStore, thirdStoreSystem } from './third-store-system.resource.ts'

/** What the shops area's hand-written calls answer (the `data` inside the envelope). */

const id = z.string()
const int = z.number().int()

/** An enabled shop as a drop-down option: its columns and the lookup shape the console binds. */
export const shopOptionAnswer = columnsAnswerSchema(baseShop, [
  'id',
  'shopName',
  'shopEnname',
  'shopCode',
  'shopType',
  'platformId',
]).extend({
  platformName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  type: int.nullable(),
  code: z.string(),
  value: id,
  label: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
})

/** The platform/shop cascader: each platform with its enabled shops. */
export const platformShopsAnswer = z.object({
  platformId: id,
  platformName: z.string().nullable(),
  shopType: int.nullable(),
  baseShopVOList: z.array(z.object({ id, shopName: z.string(), shopEnname: z.string(), shopCode: z.string() })),
})

/** A fulfilment type with how many enabled shops use it. */
export const shipTypeAnswer = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  label: z.string(),
  value: z.string(),
  sort: int,
  shopCount: int,
})

/** A fee configuration not saved yet: every field empty. */
function emptyFees(resource: ResourceDef, ownerKey: string) {
  const shape: Record<string, z.ZodType> = { id: z.null() }
  for (const key of Object.keys(resource.fields)) shape[key] = key === ownerKey ? id : z.null()
  return z.object(shape)
}

/** A shop's fee configuration, or its empty values when none is saved yet. */
export const shopFeeAnswer = z.union([recordAnswerSchema(baseShopFee), emptyFees(baseShopFee, 'shopId')])

/** A warehouse's fees, or their empty values when none are saved yet. */
export const storeFeeAnswer = z.union([recordAnswerSchema(baseStoreFee), emptyFees(baseStoreFee, 'storeId')])

const SHOP_FEE_VALUES = Object.keys(baseShopFee.fields).filter(
  (k) => k !== 'shopId' && k !== 'remark' && k !== 'currencyCode',
)

/** A shop's fees for pricing: every fee a decimal text, 0 when unset. */
export const shopPricingFeesAnswer = z.object({
  shopId: id,
  shopName: z.string(),
  currencyCode: z.string().nullable(),
  configured: z.boolean(),
  ...Object.fromEntries(SHOP_FEE_VALUES.map((k) => [k, z.string()])),
})

/** The warehouses a shop ships from, default first. */
export const shopStoresAnswer = z.object({
  shopId: id,
  storeIds: z.array(id),
  defaultStoreId: id.nullable(),
  stores: z.array(
    z.object({
      id,
      storeId: id,
      isDefault: int,
      sort: int.nullable(),
      storeCode: z.string(),
      storeName: z.string(),
      storeType: int.nullable(),
      isFba: int,
    }),
  ),
})

/** A shop's listings summed: how many, their platform quantity and how many are at or below safety stock. */
export const shopQuantityAnswer = z.object({
  shopId: id,
  shopName: z.string(),
  shopCode: z.string(),
  shopType: int.nullable(),
  productCount: int,
  totalQuantity: z.string(),
  lowStockCount: int,
  lastUpdateTime: z.string().nullable(),
})

/** How a quantity import went: rows read, listings updated and added. */
export const shopQuantityImportAnswer = z.object({ count: int, updated: int, inserted: int })

/** A stored authorisation request: the consent link with its state and expiry. */
export const authRequestAnswer = z.object({
  id,
  shopId: id,
  developerId: id,
  shopType: int,
  state: z.string(),
  authUrl: z.string(),
  redirectUri: z.string(),
  expireTime: z.string(),
  requestStatus: int,
})

/** A queued connector task (for a shop or a third-party warehouse system). */
export const shopTaskAnswer = z.object({
  id,
  taskType: int,
  shopId: id.nullable(),
  thirdStoreSystemId: id.nullable(),
  taskStatus: int,
  requestTime: z.string(),
  message: z.string().nullable(),
})

/** An enabled marketplace of a platform, `checked` when the shop sells there. */
export const marketplaceChoiceAnswer = columnsAnswerSchema(marketplace, [
  'id',
  'platformId',
  'marketplaceCode',
  'name',
  'countryCode',
  'currencyCode',
  'siteUrl',
]).extend({ platformName: z.string(), checked: z.boolean() })

/** What an API warehouse initialisation did: warehouses saved, the queued pull and the system's warehouses. */
export const apiStoreInitAnswer = z.object({
  saved: int,
  task: shopTaskAnswer,
  stores: z.array(columnsAnswerSchema(apiStore, ['id', 'storeCode', 'storeName', 'countryCode', 'storeId'])),
})

/** An API warehouse's system without its secret (only whether one is stored) and its latest task. */
export const apiStoreAuthAnswer = z.object({
  apiStore: recordAnswerSchema(apiStore).nullable(),
  system: columnsAnswerSchema(thirdStoreSystem, [
    'id',
    'systemCode',
    'systemName',
    'apiUrl',
    'appKey',
    'customerCode',
    'status',
    'lastInitTime',
  ]).extend({ hasSecret: z.boolean() }),
  lastTask: z
    .object({
      id,
      taskType: int,
      taskStatus: int,
      requestTime: z.string().nullable(),
      finishTime: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
})

/** A dividing rule's new place. */
export const rulePriorityAnswer = columnsAnswerSchema(baseOrderRules, ['id', 'ruleName', 'priority', 'version'])

/** A warehouse that can be a parent, with the ones under it. */
const parentStoreColumns = z.object({
  id,
  parentId: id,
  name: z.string(),
  code: z.string(),
  isFba: int,
  thirdStoreSystemId: id.nullable(),
  parentThirdSys: z.string().nullable(),
})
export type ParentStoreNode = z.infer<typeof parentStoreColumns> & { childList: ParentStoreNode[] }
export const parentStoreAnswer: z.ZodType<ParentStoreNode> = z
  .lazy(() => parentStoreColumns.extend({ childList: z.array(parentStoreAnswer) }))
  .meta({ id: 'ParentStoreNode' })

/** An available warehouse as a drop-down option. */
export const storeOptionAnswer = columnsAnswerSchema(baseStore, [
  'id',
  'code',
  'name',
  'storeType',
  'isFba',
  'isEcc',
  'isReturn',
  'provideFace',
  'countryCode',
  'parentId',
]).extend({ value: id, label: z.string() })

/** The postal codes a warehouse (or one of its areas) now serves in a country. */
export const postalCodesAnswer = z.object({
  storeId: id,
  areaId: id.nullable(),
  countryCode: z.string(),
  postalCodes: z.array(z.string()),
  count: int,
})

/** A warehouse area with the postal codes it serves (the whole warehouse's codes: the area without id). */
export const areaPostalCodesAnswer = z.object({
  areaId: id.nullable(),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable(),
  areaType: int.nullable(),
  postalCodes: z.array(z.string()),
  countries: z.array(z.string()),
})
