import { z } from 'zod'
import { dictionaryKeys } from '#sync/dictionaries/lookup.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { apiStore, thirdStoreSystem } from '#sync/resources/shops/third-store-system.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { queueTask } from './connector.calls.ts'
import { fieldError, requireStore } from './shops-shared.ts'

const BASE = '/api/erp/apistore'
const P = apiStore.permissions
const API_STORE_INIT = '3'
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

async function requireSystem(tx: import('../platform/db/db.ts').Queryable, id: string) {
  const rows = await tx.query<Row & { id: string; status: number }>(
    `SELECT id, system_code, system_name, api_url, app_key, customer_code, status, last_init_time,
            app_secret IS NOT NULL AND app_secret <> '' AS has_secret
       FROM erp_third_store_system WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  const found = rows[0]
  if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
  return found
}

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
    handler: async (c, { body }) => {
      const actor = actorOf(c)
      const answer = await c.var.db.begin(async (tx) => {
        await requireSystem(tx, body.thirdStoreSystemId)
        await tx.query('SELECT id FROM erp_third_store_system WHERE id = $1 FOR UPDATE', [body.thirdStoreSystemId])
        let saved = 0
        for (const s of body.stores ?? []) {
          const found = await tx.query<{ id: string }>(
            `SELECT id FROM erp_api_store WHERE third_store_system_id = $1 AND store_code = $2 AND is_deleted = 0`,
            [body.thirdStoreSystemId, s.storeCode],
          )
          const values = { ...s, thirdStoreSystemId: body.thirdStoreSystemId }
          await saveRecord(tx, apiStore, { ...values, id: found[0]?.id }, actor)
          saved++
        }
        await tx.query(
          `UPDATE erp_third_store_system SET last_init_time = localtimestamp(0), version = version + 1,
                  update_user = $2, update_time = localtimestamp(0) WHERE id = $1`,
          [body.thirdStoreSystemId, actor.session.userId],
        )
        const queued = await queueTask(tx, c, { taskType: API_STORE_INIT, thirdStoreSystemId: body.thirdStoreSystemId })
        const stores = await tx.query(
          'SELECT id, store_code, store_name, country_code, store_id FROM erp_api_store WHERE third_store_system_id = $1 AND is_deleted = 0 ORDER BY store_code',
          [body.thirdStoreSystemId],
        )
        return { saved, task: queued.task, stores }
      })
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
    handler: async (c, { body }) => {
      const actor = actorOf(c)
      const saved = await c.var.db.begin(async (tx) => {
        const current = await readRecord(tx, apiStore, body.id)
        if (!current) throw new AppError('NOT_FOUND', 'recordNotFound')
        const before = current.storeId ? String(current.storeId) : null
        const after = body.storeId ?? null
        if (after) await requireStore(tx, after)
        await saveRecord(tx, apiStore, { id: body.id, storeId: after }, actor)
        if (before && before !== after) {
          await tx.query(
            `UPDATE erp_base_store SET third_store_system_id = NULL, third_code = NULL, version = version + 1,
                    update_user = $3, update_time = localtimestamp(0)
              WHERE id = $1 AND third_code = $2 AND is_deleted = 0`,
            [before, current.storeCode, actor.session.userId],
          )
        }
        if (after) {
          await tx.query(
            `UPDATE erp_base_store SET third_store_system_id = $2, third_code = $3, version = version + 1,
                    update_user = $4, update_time = localtimestamp(0) WHERE id = $1`,
            [after, current.thirdStoreSystemId, current.storeCode, actor.session.userId],
          )
        }
        return readRecord(tx, apiStore, body.id)
      })
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
    handler: async (c, { params: q }) => {
      const answer = await c.var.db.begin(async (tx) => {
        const store = q.id ? await readRecord(tx, apiStore, q.id) : undefined
        if (q.id && !store) throw new AppError('NOT_FOUND', 'recordNotFound')
        const systemId = store ? String(store.thirdStoreSystemId) : q.thirdStoreSystemId
        if (!systemId) throw fieldError('id', 'fieldRequired', c.var.lang, { field: LABELS.id[c.var.lang] })
        const system = await requireSystem(tx, systemId)
        const tasks = await tx.query(
          `SELECT id, task_type, task_status, request_time, finish_time, message FROM erp_shop_task
            WHERE third_store_system_id = $1 AND is_deleted = 0 ORDER BY request_time DESC, id DESC LIMIT 1`,
          [systemId],
        )
        return { apiStore: store ?? null, system, lastTask: tasks[0] ?? null }
      })
      return ok(c, answer)
    },
  }),
]
