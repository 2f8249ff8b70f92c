import type { Context } from 'hono'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import { authRequestAnswer, marketplaceChoiceAnswer, shopTaskAnswer } from '#sync/resources/shops/shops.answers.ts'
import type { Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { marketplacesOf, queueShopTask, requestAuthorisation, SHOP_TYPE } from './connector.ts'
import { fieldError, type ShopRow } from './shops-shared.ts'

const P = baseShop.permissions
const TASK = { initInventory: '1', shopifyRefresh: '2', apiStoreInit: '3' } as const
const ENABLED = 1

const idParam = idSchema
const SHOP_LABEL = { zh: '店铺', en: 'Shop', ja: 'ショップ' }

function platformLabel(c: Context<AppEnv>, shopType: string): string {
  return findDictionary('shop_type').entries.find((e) => e.key === shopType)?.label[c.var.lang] ?? shopType
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

/** Builds and stores an authorisation request for a shop (of the platform `only`, when given); it must be enabled. */
async function authorisationAnswer(c: Context<AppEnv>, shopId: string, only?: string, shopDomain?: string) {
  const check = (shop: ShopRow) => {
    if (only) requireShopType(c, shop, only)
    requireEnabled(c, shop)
  }
  const answer = await c.var.db.begin((tx) => requestAuthorisation(tx, actorOf(c), shopId, check, shopDomain))
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
    output: authRequestAnswer,
    handler: async (c, { params: q }) => {
      return authorisationAnswer(c, q.shopId, undefined, q.shopDomain)
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
    output: authRequestAnswer,
    handler: async (c, { params: q }) => {
      return authorisationAnswer(c, q.shopId, SHOP_TYPE.shopify, q.shopDomain)
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
    output: authRequestAnswer,
    handler: async (c, { params: q }) => {
      return authorisationAnswer(c, q.shopId, SHOP_TYPE.ebay)
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
    output: shopTaskAnswer,
    handler: async (c, { params: q }) => {
      const queued = await c.var.db.begin((tx) =>
        queueShopTask(tx, actorOf(c), q.baseShopId, TASK.initInventory, (shop) => requireEnabled(c, shop)),
      )
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
    output: shopTaskAnswer,
    handler: async (c, { body }) => {
      const shopId = body.shopId ?? body.id
      if (!shopId) throw fieldError('shopId', 'fieldRequired', c.var.lang, { field: SHOP_LABEL[c.var.lang] })
      const queued = await c.var.db.begin((tx) =>
        queueShopTask(tx, actorOf(c), shopId, TASK.shopifyRefresh, (shop) => {
          requireShopType(c, shop, SHOP_TYPE.shopify)
          requireEnabled(c, shop)
        }),
      )
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
    output: z.array(marketplaceChoiceAnswer),
    handler: async (c, { params: q }) => {
      const rows = await c.var.db.begin((tx) => marketplacesOf(tx, q.platformId, q.shopId))
      return ok(c, rows)
    },
  }),
]
