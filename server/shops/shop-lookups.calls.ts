import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import { platformShopsAnswer, shipTypeAnswer, shopOptionAnswer } from '#sync/resources/shops/shops.answers.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import {
  platformShopCascade,
  selectableShops,
  shipTypesWithShops,
  shopsOfType,
  TENANT_SHOP_QUERY,
  userShops,
} from './shop-lookups.ts'

const VIEW = { permission: baseShop.permissions.view }
const BASE = '/api/erp/baseshop'

const idParam = idSchema
const shopTypeKeys = findDictionary('shop_type').entries.map((e) => e.key)
const LABELS = {
  platformId: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' },
  shopType: { zh: '平台类型', en: 'Platform type', ja: 'プラットフォーム種別' },
  shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
}

const selectQuery = z.object({
  platformId: idParam.optional(),
  shopType: z.enum(shopTypeKeys as [string, ...string[]]).optional(),
})

const byTypeQuery = z.object({ shopType: z.enum([TENANT_SHOP_QUERY, ...shopTypeKeys] as [string, ...string[]]) })
const totalQuery = z.object({
  shopType: z.enum([TENANT_SHOP_QUERY, ...shopTypeKeys] as [string, ...string[]]).optional(),
})

/** Shop look-ups: drop-downs, the caller's shops, shops by platform type and the platform/shop cascader. */
export const shopLookupCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/shopSelect`,
    area: 'shops',
    summary: 'Enabled shops as drop-down options (optionally of one platform or platform type)',
    access: VIEW,
    input: { params: selectQuery, labels: LABELS },
    output: z.array(shopOptionAnswer),
    handler: async (c, { params: q }) => {
      return ok(c, await selectableShops(c.var.db, q))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/userShop`,
    area: 'shops',
    summary: "The signed-in user's shops: those assigned to them, or every enabled shop when none is",
    access: VIEW,
    input: 'nothing',
    output: z.array(shopOptionAnswer),
    handler: async (c) => {
      return ok(c, await userShops(c.var.db, c.var.session.userId))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/shopListByShopType`,
    area: 'shops',
    summary: 'Enabled shops of one platform type; shopType 17 answers every shop of the tenant (spec 1 §9)',
    access: VIEW,
    input: { params: byTypeQuery, labels: LABELS },
    output: z.array(shopOptionAnswer),
    handler: async (c, { params: q }) => {
      return ok(c, await shopsOfType(c.var.db, q.shopType))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/totalShopListByShopType`,
    area: 'shops',
    summary: 'Platform/shop cascader: each platform with its enabled shops (platformId, platformName, baseShopVOList)',
    access: VIEW,
    input: { params: totalQuery, labels: LABELS },
    output: z.array(platformShopsAnswer),
    handler: async (c, { params: q }) => {
      return ok(c, await platformShopCascade(c.var.db, q.shopType))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/shipType`,
    area: 'shops',
    summary: 'Fulfilment types with the number of enabled shops using each',
    access: VIEW,
    input: 'nothing',
    output: z.array(shipTypeAnswer),
    handler: async (c) => {
      return ok(c, await shipTypesWithShops(c.var.db, c.var.lang))
    },
  }),
]
