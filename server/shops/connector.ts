import { randomBytes } from 'node:crypto'
import type { Language } from '#sync/i18n/language.ts'
import { shopAuthRequest, shopTask } from '#sync/resources/shops/shop-settings.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { insertRecords, updateRecords } from '../platform/records/records.ts'
import { fieldError, requireShop, type ShopRow } from './shops-shared.ts'

/**
 * Work a marketplace or warehouse-system connector runs: queued tasks and authorisation requests,
 * written through the record layer (erp_shop_task, erp_shop_auth_request).
 */

export const SHOP_TYPE = { amazon: '1', ebay: '2', shopify: '3' } as const
const PENDING = '0'
const EXPIRED = '4'
/** How long a consent link may be used. */
const AUTH_REQUEST_MINUTES = 10
const ENABLED = 1

/** The database's local time now (and `minutes` later), as the record layer takes a date-time. */
export async function localNow(tx: Queryable, minutes = 0): Promise<string> {
  const [row] = await tx.query<{ at: string }>(
    `SELECT to_char(localtimestamp(0) + make_interval(mins => $1), 'YYYY-MM-DD HH24:MI:SS') AS at`,
    [minutes],
  )
  return row?.at as string
}

/**
 * Queues one connector task (the marketplace or warehouse-system side runs it). A task of the same
 * kind still pending for the same target is answered instead of queueing a second one.
 */
export async function queueTask(
  tx: Queryable,
  actor: Actor,
  task: { taskType: string; shopId?: string; thirdStoreSystemId?: string; payload?: unknown },
): Promise<{ task: Row; isNew: boolean }> {
  const columns = 'id, task_type, shop_id, third_store_system_id, task_status, request_time, message'
  const target = task.shopId ? 'shop_id' : 'third_store_system_id'
  const targetId = task.shopId ?? task.thirdStoreSystemId
  const pending = await tx.query(
    `SELECT ${columns} FROM erp_shop_task
      WHERE task_type = $1 AND ${target} = $2 AND task_status = ${PENDING} AND is_deleted = 0 LIMIT 1`,
    [Number(task.taskType), targetId],
  )
  if (pending[0]) return { task: pending[0], isNew: false }
  const [id] = await insertRecords(
    tx,
    shopTask,
    [
      {
        taskType: task.taskType,
        shopId: task.shopId ?? null,
        thirdStoreSystemId: task.thirdStoreSystemId ?? null,
        taskStatus: PENDING,
        requestTime: await localNow(tx),
        payload: task.payload === undefined ? null : JSON.stringify(task.payload),
      },
    ],
    actor,
  )
  const rows = await tx.query(`SELECT ${columns} FROM erp_shop_task WHERE id = $1`, [id])
  return { task: rows[0] as Row, isNew: true }
}

/** Queues a task for a shop (locked, so two requests queue one task), after `check` accepts the shop. */
export async function queueShopTask(
  tx: Queryable,
  actor: Actor,
  shopId: string,
  taskType: string,
  check: (shop: ShopRow) => void,
): Promise<{ task: Row; isNew: boolean }> {
  const shop = await requireShop(tx, shopId)
  check(shop)
  await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [shop.id])
  return queueTask(tx, actor, { taskType, shopId: shop.id })
}

type Developer = {
  id: string
  appName: string
  appId: string
  authorizeUrl: string | null
  redirectUri: string | null
  scope: string | null
}

/** The consent link of a marketplace for a shop, per platform type. */
function consentUrl(shopType: string, dev: Developer, state: string, shopDomain?: string): string {
  const redirect = dev.redirectUri ?? ''
  if (shopType === SHOP_TYPE.shopify) {
    const url = new URL(`https://${shopDomain}.myshopify.com/admin/oauth/authorize`)
    url.searchParams.set('client_id', dev.appId)
    url.searchParams.set('scope', dev.scope ?? '')
    url.searchParams.set('redirect_uri', redirect)
    url.searchParams.set('state', state)
    return url.toString()
  }
  const url = new URL(dev.authorizeUrl ?? '')
  if (shopType === SHOP_TYPE.amazon) {
    url.searchParams.set('application_id', dev.appId)
  } else {
    url.searchParams.set('client_id', dev.appId)
    url.searchParams.set('response_type', 'code')
    if (dev.scope) url.searchParams.set('scope', dev.scope)
  }
  url.searchParams.set('redirect_uri', redirect)
  url.searchParams.set('state', state)
  return url.toString()
}

/**
 * Builds and stores an authorisation request for a shop: a random state, the consent link of the
 * shop's platform (from its enabled developer app) and a 10-minute expiry; older pending requests
 * of the shop expire. `check` accepts the shop first (its platform, that it is enabled).
 */
export async function requestAuthorisation(
  tx: Queryable,
  actor: Actor,
  shopId: string,
  check: (shop: ShopRow) => void,
  shopDomain?: string,
): Promise<Row | undefined> {
  const lang: Language = actor.lang
  const shop = await requireShop(tx, shopId)
  check(shop)
  const shopType = String(shop.shopType)
  const devs = await tx.query<Developer>(
    `SELECT id, app_name, app_id, authorize_url, redirect_uri, scope FROM erp_developer
      WHERE platform_id = $1 AND status = ${ENABLED} AND is_deleted = 0 ORDER BY update_time DESC, id DESC LIMIT 1`,
    [shop.platformId],
  )
  const platform = await tx.query<{ name: string }>('SELECT name FROM erp_base_platform WHERE id = $1', [
    shop.platformId,
  ])
  const dev = devs[0]
  if (!dev) throw fieldError('shopId', 'shops.noDeveloperApp', lang, { platform: platform[0]?.name ?? '' })
  if (shopType === SHOP_TYPE.shopify) {
    const domain = shopDomain ?? shop.sellerId ?? ''
    if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(domain)) throw fieldError('shopDomain', 'shops.shopDomainRequired', lang)
    shopDomain = domain
  }
  if (!dev.redirectUri || (shopType !== SHOP_TYPE.shopify && !dev.authorizeUrl)) {
    throw fieldError('shopId', 'shops.developerIncomplete', lang, { app: dev.appName })
  }
  const state = randomBytes(16).toString('hex')
  const authUrl = consentUrl(shopType, dev, state, shopDomain)
  const older = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_shop_auth_request WHERE shop_id = $1 AND request_status = ${PENDING} AND is_deleted = 0`,
    [shopId],
  )
  await updateRecords(
    tx,
    shopAuthRequest,
    older.map((r) => r.id),
    { requestStatus: EXPIRED },
    actor,
  )
  const [id] = await insertRecords(
    tx,
    shopAuthRequest,
    [
      {
        shopId,
        developerId: dev.id,
        shopType,
        state,
        authUrl,
        redirectUri: dev.redirectUri,
        expireTime: await localNow(tx, AUTH_REQUEST_MINUTES),
        requestStatus: PENDING,
      },
    ],
    actor,
  )
  const rows = await tx.query(
    `SELECT id, shop_id, developer_id, shop_type, state, auth_url, redirect_uri, expire_time, request_status
       FROM erp_shop_auth_request WHERE id = $1`,
    [id],
  )
  return rows[0]
}

/** Enabled marketplaces of a platform (or of a shop's platform), each flagged `checked` when the shop sells there. */
export async function marketplacesOf(tx: Queryable, platformId: string | undefined, shopId: string | undefined) {
  const platform = platformId ?? (shopId ? (await requireShop(tx, shopId)).platformId : null)
  return tx.query(
    `SELECT m.id, m.platform_id, p.name AS platform_name, m.marketplace_code, m.name, m.country_code,
            m.currency_code, m.site_url,
            EXISTS (SELECT 1 FROM erp_base_shop_marketplace sm WHERE sm.marketplace_id = m.id
                     AND sm.shop_id = $2 AND sm.is_deleted = 0) AS checked
       FROM erp_marketplace m JOIN erp_base_platform p ON p.id = m.platform_id AND p.tenant_id = m.tenant_id
      WHERE m.is_deleted = 0 AND m.status = ${ENABLED} AND p.is_deleted = 0
        AND ($1::bigint IS NULL OR m.platform_id = $1)
      ORDER BY p.sort NULLS LAST, m.sort NULLS LAST, m.id`,
    [platform, shopId ?? null],
  )
}
