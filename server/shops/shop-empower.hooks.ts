import { translate } from '#sync/i18n/messages.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import { baseShopEmpower } from '#sync/resources/shops/shop-settings.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { updateRecords } from '../platform/records/records.ts'
import { updateRecordsBy } from '../platform/records/update-by.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { readSecret } from '../platform/resources/record-store.ts'
import { addNames, fieldError, requireShop } from './shops-shared.ts'

const SUCCEEDED = '1'
const REPLACED = '4'

/**
 * Shop authorisations (spec 1 §8): a successful one is valid for one year from its time and
 * replaces the shop's earlier ones for the same marketplace; the shop then carries the new seller
 * id, token, state and expiry. The answer carries the result text a person reads.
 */
export const baseShopEmpowerHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input, existing) {
    if (existing) return
    const shop = await requireShop(tx, String(input.shopId))
    if (input.marketplaceId) {
      const rows = await tx.query<{ name: string; platformId: string }>(
        'SELECT name, platform_id FROM erp_marketplace WHERE id = $1 AND is_deleted = 0',
        [input.marketplaceId],
      )
      const m = rows[0]
      if (m && String(m.platformId) !== String(shop.platformId)) {
        const platform = await tx.query<{ name: string }>('SELECT name FROM erp_base_platform WHERE id = $1', [
          shop.platformId,
        ])
        throw fieldError('marketplaceId', 'shops.marketplaceOtherPlatform', actor.lang, {
          marketplace: m.name,
          platform: platform[0]?.name ?? '',
        })
      }
    }
    const now = await tx.query<{ now: string; expire: string }>(
      `SELECT to_char(t, 'YYYY-MM-DD HH24:MI:SS') AS now, to_char(t + interval '1 year', 'YYYY-MM-DD HH24:MI:SS') AS expire
         FROM (SELECT coalesce($1::timestamp, localtimestamp(0)) AS t) x`,
      [input.authTime ?? null],
    )
    input.authTime = now[0]?.now
    input.expireTime = String(input.authStatus) === SUCCEEDED ? now[0]?.expire : null
  },
  async afterSave({ tx, actor }, id, input, existing) {
    if (existing || String(input.authStatus) !== SUCCEEDED) return
    const shopId = String(input.shopId)
    // Both follow the authorisation the actor was allowed to add to the shop.
    const followOn = { scopeChecked: true }
    const earlier = { shopId, marketplaceId: input.marketplaceId ?? null, authStatus: SUCCEEDED }
    await updateRecordsBy(tx, baseShopEmpower, earlier, { authStatus: REPLACED }, actor, { ...followOn, except: [id] })
    const [auth] = await tx.query<{
      sellerId: string | null
      authTime: string
      expireTime: string | null
      marketplaceId: string | null
    }>('SELECT seller_id, auth_time, expire_time, marketplace_id FROM erp_base_shop_empower WHERE id = $1', [id])
    const [shop] = await tx.query<{ marketplaceId: string | null }>(
      'SELECT marketplace_id FROM erp_base_shop WHERE id = $1',
      [shopId],
    )
    if (!auth || !shop) return
    const set: Row = {
      sellerId: auth.sellerId,
      authStatus: SUCCEEDED,
      authTime: auth.authTime,
      authExpireTime: auth.expireTime,
    }
    // The token is kept encrypted on both: read in clear here, encrypted again by the shop's save.
    const token = await readSecret(tx, baseShopEmpower, id, 'authToken', actor.secretKey)
    if (token !== null) set.authToken = token
    if (!shop.marketplaceId && auth.marketplaceId) set.marketplaceId = auth.marketplaceId
    await updateRecords(tx, baseShop, [shopId], set, actor, followOn)
  },
  async decorate({ tx, actor }, records) {
    await addNames(tx, records, 'shopId', 'erp_base_shop', 'shop_name')
    await addNames(tx, records, 'marketplaceId', 'erp_marketplace', 'name')
    for (const r of records) {
      const status = String(r.authStatus)
      r.resultMessage =
        status === SUCCEEDED
          ? translate('shops.authSucceeded', actor.lang)
          : status === '2'
            ? translate('shops.authFailed', actor.lang)
            : null
    }
  },
}
