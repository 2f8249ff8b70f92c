import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { fieldError, requireShop, type ShopRow } from './shops-shared.ts'

const P = baseShop.permissions
const SHOP_TYPE = { amazon: '1', ebay: '2', shopify: '3' } as const
const TASK = { initInventory: '1', shopifyRefresh: '2', apiStoreInit: '3' } as const
const PENDING = 0
const EXPIRED = 4
/** How long a consent link may be used. */
const AUTH_REQUEST_MINUTES = 10
const ENABLED = 1

const idParam = idSchema
const SHOP_LABEL = { zh: '店铺', en: 'Shop', ja: 'ショップ' }

function platformLabel(c: Context<AppEnv>, shopType: string): string {
  return findDictionary('shop_type').entries.find((e) => e.key === shopType)?.label[c.var.lang] ?? shopType
}

/**
 * Queues one connector task (the marketplace or warehouse-system side runs it). A task of the same
 * kind still pending for the same target is answered instead of queueing a second one.
 */
export async function queueTask(
  tx: Queryable,
  c: Context<AppEnv>,
  task: { taskType: string; shopId?: string; thirdStoreSystemId?: string; payload?: unknown },
): Promise<{ task: Row; isNew: boolean }> {
  const target = task.shopId ? 'shop_id' : 'third_store_system_id'
  const targetId = task.shopId ?? task.thirdStoreSystemId
  const pending = await tx.query(
    `SELECT id, task_type, shop_id, third_store_system_id, task_status, request_time, message FROM erp_shop_task
      WHERE task_type = $1 AND ${target} = $2 AND task_status = ${PENDING} AND is_deleted = 0 LIMIT 1`,
    [Number(task.taskType), targetId],
  )
  if (pending[0]) return { task: pending[0], isNew: false }
  const { session } = c.var
  const rows = await tx.query(
    `INSERT INTO erp_shop_task (id, tenant_id, task_type, shop_id, third_store_system_id, task_status, request_time,
            payload, create_user, create_dept, update_user)
     VALUES ($1, $2, $3, $4, $5, ${PENDING}, localtimestamp(0), $6, $7, $8, $7)
     RETURNING id, task_type, shop_id, third_store_system_id, task_status, request_time, message`,
    [
      nextId(),
      session.tenantId,
      Number(task.taskType),
      task.shopId ?? null,
      task.thirdStoreSystemId ?? null,
      task.payload === undefined ? null : JSON.stringify(task.payload),
      session.userId,
      session.deptIds[0] ?? null,
    ],
  )
  return { task: rows[0] as Row, isNew: true }
}

function taskAnswer(c: Context<AppEnv>, queued: { task: Row; isNew: boolean }) {
  const key: MessageKey = queued.isNew ? 'shops.taskQueued' : 'shops.taskAlreadyQueued'
  return ok(c, queued.task, key)
}

function requireShopType(c: Context<AppEnv>, shop: ShopRow, shopType: string) {
  if (String(shop.shopType) !== shopType) {
    throw fieldError('shopId', 'shops.shopNotOfPlatform', c.var.lang, {
      shop: shop.shopName,
      platform: platformLabel(c, shopType),
    })
  }
}

function requireEnabled(c: Context<AppEnv>, shop: ShopRow) {
  if (shop.status !== ENABLED) throw fieldError('shopId', 'shops.shopDisabled', c.var.lang, { shop: shop.shopName })
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
 * of the shop expire. The marketplace's answer (the /erp/oauth/... result pages) completes it.
 */
async function requestAuthorisation(c: Context<AppEnv>, shopId: string, only?: string, shopDomain?: string) {
  const answer = await c.var.db.begin(async (tx) => {
    const shop = await requireShop(tx, shopId)
    if (only) requireShopType(c, shop, only)
    requireEnabled(c, shop)
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
    if (!dev) throw fieldError('shopId', 'shops.noDeveloperApp', c.var.lang, { platform: platform[0]?.name ?? '' })
    if (shopType === SHOP_TYPE.shopify) {
      const domain = shopDomain ?? shop.sellerId ?? ''
      if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(domain)) {
        throw fieldError('shopDomain', 'shops.shopDomainRequired', c.var.lang)
      }
      shopDomain = domain
    }
    if (!dev.redirectUri || (shopType !== SHOP_TYPE.shopify && !dev.authorizeUrl)) {
      throw fieldError('shopId', 'shops.developerIncomplete', c.var.lang, { app: dev.appName })
    }
    const state = randomBytes(16).toString('hex')
    const authUrl = consentUrl(shopType, dev, state, shopDomain)
    const { session } = c.var
    await tx.query(
      `UPDATE erp_shop_auth_request SET request_status = ${EXPIRED}, version = version + 1, update_user = $2,
              update_time = localtimestamp(0)
        WHERE shop_id = $1 AND request_status = ${PENDING} AND is_deleted = 0`,
      [shopId, session.userId],
    )
    const rows = await tx.query(
      `INSERT INTO erp_shop_auth_request (id, tenant_id, shop_id, developer_id, shop_type, state, auth_url, redirect_uri,
              expire_time, request_status, create_user, create_dept, update_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, localtimestamp(0) + make_interval(mins => ${AUTH_REQUEST_MINUTES}),
               ${PENDING}, $9, $10, $9)
       RETURNING id, shop_id, developer_id, shop_type, state, auth_url, redirect_uri, expire_time, request_status`,
      [
        nextId(),
        session.tenantId,
        shopId,
        dev.id,
        shop.shopType,
        state,
        authUrl,
        dev.redirectUri,
        session.userId,
        session.deptIds[0] ?? null,
      ],
    )
    return rows[0]
  })
  return ok(c, answer, 'shops.authUrlReady')
}

const shopQuery = z.object({ shopId: idParam, shopDomain: z.string().max(60).optional() })
const initQuery = z.object({ baseShopId: idParam })
const shopBody = z.object({ shopId: idParam.optional(), id: idParam.optional() })

/** Calls that start work on a marketplace: authorisation links, refreshes, inventory initialisation. */
export const connectorCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/developers/getRefresh',
    area: 'shops',
    summary: 'Builds and stores a (re-)authorisation request for a shop on its platform: consent link, state, expiry',
    access: { permission: P.edit },
    input: { params: shopQuery, labels: { shopId: SHOP_LABEL } },
    handler: async (c, { params: q }) => {
      return requestAuthorisation(c, q.shopId, undefined, q.shopDomain)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/developers/getShopifyRefresh',
    area: 'shops',
    summary: 'Builds and stores a Shopify authorisation request (shopDomain, or the shop id stored as seller id)',
    access: { permission: P.edit },
    input: { params: shopQuery, labels: { shopId: SHOP_LABEL } },
    handler: async (c, { params: q }) => {
      return requestAuthorisation(c, q.shopId, SHOP_TYPE.shopify, q.shopDomain)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/ebay/getToken',
    area: 'shops',
    summary: 'Builds and stores an eBay authorisation request for a shop (consent link with state and expiry)',
    access: { permission: P.edit },
    input: { params: shopQuery, labels: { shopId: SHOP_LABEL } },
    handler: async (c, { params: q }) => {
      return requestAuthorisation(c, q.shopId, SHOP_TYPE.ebay)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseshop/initInventory',
    area: 'shops',
    summary: "Queues the initialisation of a shop's platform inventory (one pending request per shop)",
    access: { permission: P.edit },
    input: { params: initQuery, labels: { baseShopId: SHOP_LABEL } },
    handler: async (c, { params: q }) => {
      const queued = await c.var.db.begin(async (tx) => {
        const shop = await requireShop(tx, q.baseShopId)
        requireEnabled(c, shop)
        await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [shop.id])
        return queueTask(tx, c, { taskType: TASK.initInventory, shopId: shop.id })
      })
      return taskAnswer(c, queued)
    },
  }),
  defineCall({
    method: 'POST',
    path: '/api/erp/baseshop/updateShopifyRefresh',
    area: 'shops',
    summary: "Queues a refresh of a Shopify shop's authorisation and data (one pending request per shop)",
    access: { permission: P.edit },
    input: { body: shopBody, labels: { shopId: SHOP_LABEL, id: SHOP_LABEL } },
    example: { shopId: '1000000000000004104' },
    handler: async (c, { body }) => {
      const shopId = body.shopId ?? body.id
      if (!shopId) throw fieldError('shopId', 'fieldRequired', c.var.lang, { field: SHOP_LABEL[c.var.lang] })
      const queued = await c.var.db.begin(async (tx) => {
        const shop = await requireShop(tx, shopId)
        requireShopType(c, shop, SHOP_TYPE.shopify)
        requireEnabled(c, shop)
        await tx.query('SELECT id FROM erp_base_shop WHERE id = $1 FOR UPDATE', [shop.id])
        return queueTask(tx, c, { taskType: TASK.shopifyRefresh, shopId: shop.id })
      })
      return taskAnswer(c, queued)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseshopmarketplace/sysMarketplaceList',
    area: 'shops',
    summary:
      "Enabled marketplaces of a platform (or of a shop's platform), each flagged `checked` when the shop sells there",
    access: { permission: P.view },
    input: {
      params: z.object({ platformId: idParam.optional(), shopId: idParam.optional() }),
      labels: { platformId: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' }, shopId: SHOP_LABEL },
    },
    handler: async (c, { params: q }) => {
      const rows = await c.var.db.begin(async (tx) => {
        const platformId = q.platformId ?? (q.shopId ? (await requireShop(tx, q.shopId)).platformId : null)
        return tx.query(
          `SELECT m.id, m.platform_id, p.name AS platform_name, m.marketplace_code, m.name, m.country_code,
                  m.currency_code, m.site_url,
                  EXISTS (SELECT 1 FROM erp_base_shop_marketplace sm WHERE sm.marketplace_id = m.id
                           AND sm.shop_id = $2 AND sm.is_deleted = 0) AS checked
             FROM erp_marketplace m JOIN erp_base_platform p ON p.id = m.platform_id AND p.tenant_id = m.tenant_id
            WHERE m.is_deleted = 0 AND m.status = ${ENABLED} AND p.is_deleted = 0
              AND ($1::bigint IS NULL OR m.platform_id = $1)
            ORDER BY p.sort NULLS LAST, m.sort NULLS LAST, m.id`,
          [platformId, q.shopId ?? null],
        )
      })
      return ok(c, rows)
    },
  }),
]
