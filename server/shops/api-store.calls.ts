import { z } from 'zod'
import { dictionaryKeys } from '#sync/dictionaries/lookup.ts'
import { fieldLabels, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { apiStoreAuthAnswer, apiStoreInitAnswer } from '#sync/resources/shops/shops.answers.ts'
import { apiStore, thirdStoreSystem } from '#sync/resources/shops/third-store-system.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { apiStoreAuth, associateApiStore, initApiStores } from './api-store.ts'

const BASE = '/api/erp/apistore'
const P = apiStore.permissions
const idParam = idSchema
const LABELS = {
  ...fieldLabels(apiStore),
  stores: apiStore.label,
  id: { zh: 'API仓库', en: 'API warehouse', ja: 'API倉庫' },
}

const initBody = z.object({
  thirdStoreSystemId: idParam,
  stores: z
    .array(
      z.object({
        storeCode: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_.-]+$/),
        storeName: z.string().trim().min(1).max(100),
        countryCode: z.enum(dictionaryKeys('country') as [string, ...string[]]).optional(),
        address: z.string().trim().max(255).optional(),
      }),
    )
    .max(500)
    .optional(),
})
const associationBody = z.object({ id: idParam, storeId: idParam.nullable().optional() })
const authQuery = z.object({ id: idParam.optional(), thirdStoreSystemId: idParam.optional() })

/** API warehouses: initialisation from a third-party system, association with own warehouses, credentials view. */
export const apiStoreCalls = [
  defineCall({
    method: 'POST',
    path: `${BASE}/init`,
    area: 'shops',
    summary:
      "Initialises a third-party system's warehouses: saves the ones sent (by code, added or updated) and queues the pull from the system",
    access: { permission: P.add },
    input: { body: initBody, labels: LABELS },
    example: {
      thirdStoreSystemId: '1000000000000004401',
      stores: [{ storeCode: 'USEA', storeName: 'US East (NJ)', countryCode: 'US' }],
    },
    output: apiStoreInitAnswer,
    handler: async (c, { body }) => {
      const answer = await c.var.db.begin((tx) =>
        initApiStores(tx, actorOf(c), body.thirdStoreSystemId, body.stores ?? []),
      )
      return ok(c, answer, 'shops.taskQueued')
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/association`,
    area: 'shops',
    summary:
      'Associates an API warehouse with an own warehouse (storeId null removes it); the own warehouse takes the system and code',
    access: { permission: P.edit },
    input: { body: associationBody, labels: LABELS },
    example: { id: '1000000000000004411', storeId: '1000000000000004203' },
    output: recordAnswerSchema(apiStore),
    handler: async (c, { body }) => {
      const saved = await c.var.db.begin((tx) => associateApiStore(tx, actorOf(c), body.id, body.storeId ?? null))
      return ok(c, saved)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/authDetail`,
    area: 'shops',
    summary:
      "The authorisation of an API warehouse's system (or of a system): URL, app key, customer code, whether a secret is stored, last initialisation and pending task",
    access: { permission: P.view },
    input: { params: authQuery, labels: { ...LABELS, thirdStoreSystemId: thirdStoreSystem.label } },
    output: apiStoreAuthAnswer,
    handler: async (c, { params: q }) => {
      const answer = await c.var.db.begin((tx) =>
        apiStoreAuth(tx, actorOf(c), q.id, q.thirdStoreSystemId, LABELS.id[c.var.lang]),
      )
      return ok(c, answer)
    },
  }),
]
