import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { addNames, checkUsers, fieldError, removeRowsOf } from './shops-shared.ts'

type Platform = { id: string; name: string; shopType: number }

async function findPlatform(tx: Queryable, id: unknown): Promise<Platform | undefined> {
  if (typeof id !== 'string' || !id) return undefined
  const rows = await tx.query<Platform>(
    'SELECT id, name, shop_type FROM erp_base_platform WHERE id = $1 AND is_deleted = 0',
    [id],
  )
  return rows[0]
}

/** Ids among `ids` of marketplaces that are not live marketplaces of the platform, with their names. */
async function foreignMarketplaces(tx: Queryable, platformId: string, ids: string[]) {
  if (!ids.length) return []
  return tx.query<{ id: string; name: string }>(
    `SELECT id, name FROM erp_marketplace WHERE id = ANY($1::bigint[]) AND is_deleted = 0
        AND platform_id <> $2`,
    [ids, platformId],
  )
}

/**
 * Shops: the platform type is the platform's (derived, and a different one sent is refused); the
 * main marketplace and the marketplaces the shop sells on must be the platform's; assigned users must
 * exist. Removing a shop takes its own settings along (marketplaces, users, fees, warehouse links,
 * listings, review time, authorisations).
 */
export const baseShopHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input, existing) {
    const lang = actor.lang
    const platform = await findPlatform(tx, input.platformId ?? existing?.platformId)
    if (platform) {
      const type = String(platform.shopType)
      if (input.shopType !== undefined && input.shopType !== null && String(input.shopType) !== type) {
        throw fieldError('shopType', 'shops.shopTypeMismatch', lang, { platform: platform.name })
      }
      if (!existing || input.platformId !== undefined || input.shopType !== undefined) input.shopType = type
      const marketplaceId = input.marketplaceId === undefined ? existing?.marketplaceId : input.marketplaceId
      const listed = Array.isArray(input.marketplaceList)
        ? (input.marketplaceList as Row[]).map((r) => String(r.marketplaceId))
        : []
      const checked = [...(marketplaceId ? [String(marketplaceId)] : []), ...listed]
      const wrong = await foreignMarketplaces(tx, platform.id, checked)
      if (wrong[0]) {
        const field = wrong[0].id === String(marketplaceId) ? 'marketplaceId' : 'marketplaceList'
        throw fieldError(field, 'shops.marketplaceOtherPlatform', lang, {
          marketplace: wrong[0].name,
          platform: platform.name,
        })
      }
    }
    if (!existing && input.authStatus == null) input.authStatus = '0'
    await checkUsers(tx, input.userList, lang, 'userList')
  },
  async beforeRemove({ tx, actor }, ids) {
    for (const key of [
      'erp/baseshopmarketplace',
      'erp/baseshopuser',
      'erp/baseshopfee',
      'erp/baseshopstore',
      'erp/baseshopproduct',
      'erp/shopReviewTime',
      'erp/baseshopempower',
    ]) {
      await removeRowsOf(tx, key, 'shopId', ids, actor)
    }
  },
  async decorate({ tx }, records) {
    await addNames(tx, records, 'platformId', 'erp_base_platform', 'name')
    await addNames(tx, records, 'marketplaceId', 'erp_marketplace', 'name')
  },
}

/** Marketplaces answer their platform's name. */
export const marketplaceHooks: ResourceHooks = {
  async decorate({ tx }, records) {
    await addNames(tx, records, 'platformId', 'erp_base_platform', 'name')
  },
}

/** Records that point at a shop answer its name. */
export const shopNameHooks: ResourceHooks = {
  async decorate({ tx }, records) {
    await addNames(tx, records, 'shopId', baseShop.table, 'shop_name')
  },
}
