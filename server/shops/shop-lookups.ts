import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { Queryable, Row } from '../platform/db/db.ts'

/** Spec 1 §9: the tenant shop query passes shopType 17, meaning every shop of the tenant. */
export const TENANT_SHOP_QUERY = '17'
const ENABLED = 1

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
async function shopOptions(tx: Queryable, where: string[], params: unknown[]) {
  const rows = await tx.query<ShopOption>(
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

function typeFilter(shopType: string | undefined, params: unknown[]): string[] {
  if (!shopType || shopType === TENANT_SHOP_QUERY) return []
  params.push(Number(shopType))
  return [`s.shop_type = $${params.length}`]
}

/** Enabled shops as options, of one platform or platform type when given. */
export function selectableShops(tx: Queryable, q: { platformId?: string; shopType?: string }) {
  const params: unknown[] = []
  const where = typeFilter(q.shopType, params)
  if (q.platformId) {
    params.push(q.platformId)
    where.push(`s.platform_id = $${params.length}`)
  }
  return shopOptions(tx, where, params)
}

/** A user's shops: those assigned to them, or every enabled shop when none is. */
export async function userShops(tx: Queryable, userId: string) {
  const assigned = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM erp_base_shop_user WHERE user_id = $1 AND is_deleted = 0',
    [userId],
  )
  if (!assigned[0]?.n) return shopOptions(tx, [], [])
  return shopOptions(
    tx,
    ['EXISTS (SELECT 1 FROM erp_base_shop_user u WHERE u.shop_id = s.id AND u.user_id = $1 AND u.is_deleted = 0)'],
    [userId],
  )
}

/** Enabled shops of one platform type (17: every shop of the tenant). */
export function shopsOfType(tx: Queryable, shopType: string | undefined) {
  const params: unknown[] = []
  return shopOptions(tx, typeFilter(shopType, params), params)
}

/** The platform/shop cascader: each platform with its enabled shops. */
export async function platformShopCascade(tx: Queryable, shopType: string | undefined) {
  const shops = await shopsOfType(tx, shopType)
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
  return [...groups.values()]
}

/** Fulfilment types, in the vocabulary's order and the reader's language, with how many enabled shops use each. */
export async function shipTypesWithShops(tx: Queryable, lang: Language) {
  const counts = await tx.query<{ shipType: number; n: number }>(
    `SELECT ship_type, count(*)::int AS n FROM erp_base_shop WHERE is_deleted = 0 AND status = ${ENABLED}
      GROUP BY ship_type`,
  )
  const byType = new Map(counts.map((r) => [String(r.shipType), r.n]))
  return findDictionary('ship_type').entries.map((e, i) => ({
    dictKey: e.key,
    dictValue: e.label[lang],
    label: e.label[lang],
    value: e.key,
    sort: i + 1,
    shopCount: byType.get(e.key) ?? 0,
  }))
}
