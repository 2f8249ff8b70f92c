import { baseStore } from '#sync/resources/shops/base-store.resource.ts'
import { apiStore, thirdStoreSystem } from '#sync/resources/shops/third-store-system.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord, updateRecords } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { localNow, queueTask } from './connector.ts'
import { fieldError, requireStore } from './shops-shared.ts'

/** API warehouses of third-party warehouse systems: initialisation, association with own warehouses, credentials. */

const API_STORE_INIT = '3'

/** A live third-party system, its secret never answered (only whether one is stored); else a 404. */
async function requireSystem(tx: Queryable, id: string) {
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

export type ApiStoreInput = { storeCode: string; storeName: string; countryCode?: string; address?: string }

/**
 * Initialises a third-party system's warehouses: saves the ones sent (by code, added or updated),
 * stamps the system's initialisation and queues the pull from the system. Answers how many were
 * saved, the task and the system's API warehouses.
 */
export async function initApiStores(
  tx: Queryable,
  actor: Actor,
  thirdStoreSystemId: string,
  stores: readonly ApiStoreInput[],
) {
  await requireSystem(tx, thirdStoreSystemId)
  await tx.query('SELECT id FROM erp_third_store_system WHERE id = $1 FOR UPDATE', [thirdStoreSystemId])
  let saved = 0
  for (const s of stores) {
    const found = await tx.query<{ id: string }>(
      `SELECT id FROM erp_api_store WHERE third_store_system_id = $1 AND store_code = $2 AND is_deleted = 0`,
      [thirdStoreSystemId, s.storeCode],
    )
    await saveRecord(tx, apiStore, { ...s, thirdStoreSystemId, id: found[0]?.id }, actor)
    saved++
  }
  await updateRecords(tx, thirdStoreSystem, [thirdStoreSystemId], { lastInitTime: await localNow(tx) }, actor)
  const queued = await queueTask(tx, actor, { taskType: API_STORE_INIT, thirdStoreSystemId })
  const list = await tx.query(
    'SELECT id, store_code, store_name, country_code, store_id FROM erp_api_store WHERE third_store_system_id = $1 AND is_deleted = 0 ORDER BY store_code',
    [thirdStoreSystemId],
  )
  return { saved, task: queued.task, stores: list }
}

/**
 * Associates an API warehouse with an own warehouse (`storeId` null removes it): the own warehouse
 * takes the system and code, one it leaves loses them. Answers the API warehouse.
 */
export async function associateApiStore(tx: Queryable, actor: Actor, id: string, storeId: string | null) {
  const current = await readRecord(tx, apiStore, id)
  if (!current) throw new AppError('NOT_FOUND', 'recordNotFound')
  const before = current.storeId ? String(current.storeId) : null
  const after = storeId
  if (after) await requireStore(tx, after)
  await saveRecord(tx, apiStore, { id, storeId: after }, actor)
  if (before && before !== after) {
    const held = await tx.query<{ id: string }>(
      'SELECT id::text FROM erp_base_store WHERE id = $1 AND third_code = $2 AND is_deleted = 0',
      [before, current.storeCode],
    )
    await updateRecords(
      tx,
      baseStore,
      held.map((r) => r.id),
      { thirdStoreSystemId: null, thirdCode: null },
      actor,
    )
  }
  if (after) {
    await updateRecords(
      tx,
      baseStore,
      [after],
      { thirdStoreSystemId: current.thirdStoreSystemId, thirdCode: current.storeCode },
      actor,
    )
  }
  return readRecord(tx, apiStore, id)
}

/**
 * The authorisation of an API warehouse's system (or of a system): the system without its secret,
 * and its latest task; naming neither is a 400 on id (labelled `idLabel`).
 */
export async function apiStoreAuth(
  tx: Queryable,
  actor: Actor,
  id: string | undefined,
  thirdStoreSystemId: string | undefined,
  idLabel: string,
) {
  const store = id ? await readRecord(tx, apiStore, id) : undefined
  if (id && !store) throw new AppError('NOT_FOUND', 'recordNotFound')
  const systemId = store ? String(store.thirdStoreSystemId) : thirdStoreSystemId
  if (!systemId) throw fieldError('id', 'fieldRequired', actor.lang, { field: idLabel })
  const system = await requireSystem(tx, systemId)
  const tasks = await tx.query(
    `SELECT id, task_type, task_status, request_time, finish_time, message FROM erp_shop_task
      WHERE third_store_system_id = $1 AND is_deleted = 0 ORDER BY request_time DESC, id DESC LIMIT 1`,
    [systemId],
  )
  return { apiStore: store ?? null, system, lastTask: tasks[0] ?? null }
}
