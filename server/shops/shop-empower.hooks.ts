import { translate } from '#sync/i18n/messages.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { addNames, fieldError, requireShop } from './shops-shared.ts'

const SUCCEEDED = '1'
const REPLACED = 4

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
    await tx.query(
      `UPDATE erp_base_shop_empower SET auth_status = $4, version = version + 1, update_user = $5,
              update_time = localtimestamp(0)
        WHERE shop_id = $1 AND marketplace_id IS NOT DISTINCT FROM $2 AND id <> $3 AND is_deleted = 0
          AND auth_status = 1`,
      [input.shopId, input.marketplaceId ?? null, id, REPLACED, actor.session.userId],
    )
    // The token was stored encrypted on the authorisation; the shop keeps the same ciphertext.
    await tx.query(
      `UPDATE erp_base_shop s SET seller_id = e.seller_id, auth_token = coalesce(e.auth_token, s.auth_token),
              auth_status = 1, auth_time = e.auth_time, auth_expire_time = e.expire_time,
              marketplace_id = coalesce(s.marketplace_id, e.marketplace_id),
              version = s.version + 1, update_user = $3, update_time = localtimestamp(0)
         FROM erp_base_shop_empower e
        WHERE s.id = $1 AND e.id = $2 AND s.is_deleted = 0`,
      [input.shopId, id, actor.session.userId],
    )
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
