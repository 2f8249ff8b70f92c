import type { Context } from 'hono'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import type { Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'

/** Spec 1 §9: the tenant shop query passes shopType 17, meaning every shop of the tenant. */
export const TENANT_SHOP_QUERY = '17'
const ENABLED = 1
const VIEW = { permission: baseShop.permissions.view }
const BASE = '/api/erp/baseshop'

const idParam = idSchema
const shopTypeKeys = findDictionary('shop_type').entries.map((e) => e.key)
const LABELS = {
  platformId: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' },
  shopType: { zh: '平台类型', en: 'Platform type', ja: 'プラットフォーム種別' },
  shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
}

type ShopOption = {
  id: string
  shopName: string
  shopEnname: string | null
  shopCode: string
  shopType: number | null
  platformId: string
  platformName: string | null
  imageUrl: string | null
}

/**
 * Enabled shops as drop-down options, in the lookup shape the console binds (spec 1 §3: type,
 * imageUrl, platformName, code, value, icon, name, label) plus the shop's own columns.
 */
async function shopOptions(c: Context<AppEnv>, where: string[], params: unknown[]) {
  const rows = await c.var.db.query<ShopOption>(
    `SELECT s.id, s.shop_name, s.shop_enname, s.shop_code, s.shop_type, s.platform_id, p.name AS platform_name,
            p.image_url
       FROM erp_base_shop s LEFT JOIN erp_base_platform p ON p.id = s.platform_id AND p.tenant_id = s.tenant_id
      WHERE s.is_deleted = 0 AND s.status = ${ENABLED} ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY p.sort NULLS LAST, s.sort NULLS LAST, s.shop_name, s.id`,
    params,
  )
  return rows.map((r) => ({
    ...r,
    type: r.shopType,
    code: r.shopCode,
    value: r.id,
    label: r.shopName,
    name: r.shopName,
    icon: r.imageUrl,
  }))
}

const selectQuery = z.object({
  platformId: idParam.optional(),
  shopType: z.enum(shopTypeKeys as [string, ...string[]]).optional(),
})

const byTypeQuery = z.object({ shopType: z.enum([TENANT_SHOP_QUERY, ...shopTypeKeys] as [string, ...string[]]) })
const totalQuery = z.object({
  shopType: z.enum([TENANT_SHOP_QUERY, ...shopTypeKeys] as [string, ...string[]]).optional(),
})

function typeFilter(shopType: string | undefined, params: unknown[]): string[] {
  if (!shopType || shopType === TENANT_SHOP_QUERY) return []
  params.push(Number(shopType))
  return [`s.shop_type = $${params.length}`]
}

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
    handler: async (c, { params: q }) => {
      const params: unknown[] = []
      const where = typeFilter(q.shopType, params)
      if (q.platformId) {
        params.push(q.platformId)
        where.push(`s.platform_id = $${params.length}`)
      }
      return ok(c, await shopOptions(c, where, params))
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
    handler: async (c) => {
      const assigned = await c.var.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM erp_base_shop_user WHERE user_id = $1 AND is_deleted = 0',
        [c.var.session.userId],
      )
      if (!assigned[0]?.n) return ok(c, await shopOptions(c, [], []))
      return ok(
        c,
        await shopOptions(
          c,
          [
            'EXISTS (SELECT 1 FROM erp_base_shop_user u WHERE u.shop_id = s.id AND u.user_id = $1 AND u.is_deleted = 0)',
          ],
          [c.var.session.userId],
        ),
      )
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
    handler: async (c, { params: q }) => {
      const params: unknown[] = []
      return ok(c, await shopOptions(c, typeFilter(q.shopType, params), params))
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
    handler: async (c, { params: q }) => {
      const params: unknown[] = []
      const shops = await shopOptions(c, typeFilter(q.shopType, params), params)
      const groups = new Map<string, Row & { baseShopVOList: Row[] }>()
      for (const s of shops) {
        let g = groups.get(s.platformId)
        if (!g) {
          g = { platformId: s.platformId, platformName: s.platformName, shopType: s.shopType, baseShopVOList: [] }
          groups.set(s.platformId, g)
        }
        g.baseShopVOList.push({
          id: s.id,
          shopName: s.shopName,
          shopEnname: s.shopEnname ?? s.shopName,
          shopCode: s.shopCode,
        })
      }
      return ok(c, [...groups.values()])
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
    handler: async (c) => {
      const counts = await c.var.db.query<{ shipType: number; n: number }>(
        `SELECT ship_type, count(*)::int AS n FROM erp_base_shop WHERE is_deleted = 0 AND status = ${ENABLED}
          GROUP BY ship_type`,
      )
      const byType = new Map(counts.map((r) => [String(r.shipType), r.n]))
      const lang = c.var.lang
      return ok(
        c,
        findDictionary('ship_type').entries.map((e, i) => ({
          dictKey: e.key,
          dictValue: e.label[lang],
          label: e.label[lang],
          value: e.key,
          sort: i + 1,
          shopCount: byType.get(e.key) ?? 0,
        })),
      )
    },
  }),
]
