import { floorContracts } from '#sync/floor/floor-protocol.ts'
import { callApi } from '../../api/client.ts'
import type { FloorSession } from './floor-session.ts'

/** A warehouse the worker may work in, as the floor shows it. */
export type FloorWarehouse = { id: string; code: string; name: string }

/** Where the last list fetched is kept (per tenant and user), so the choice works offline. */
const LIST_KEY = 'erp-floor-warehouses'

function keyOf(session: FloorSession): string {
  return `${LIST_KEY}:${session.tenantId}:${session.userId}`
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''
}

/** The warehouses of an answer, whatever extra columns it carries; rows without an id are skipped. */
export function warehousesOf(answer: unknown): FloorWarehouse[] {
  const rows = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { records?: unknown } | null)?.records)
      ? (answer as { records: unknown[] }).records
      : []
  return rows.flatMap((row) => {
    if (row === null || typeof row !== 'object') return []
    const r = row as Record<string, unknown>
    const id = text(r.id)
    if (!id) return []
    const code = text(r.code ?? r.storeCode)
    return [{ id, code, name: text(r.name ?? r.storeName) || code || id }]
  })
}

/** The list fetched last time for this worker (empty when never fetched). */
export function cachedWarehouses(session: FloorSession): FloorWarehouse[] {
  try {
    return warehousesOf(JSON.parse(localStorage.getItem(keyOf(session)) ?? '[]'))
  } catch {
    return []
  }
}

/** Fetches the worker's warehouses (GET /api/floor/warehouses) and keeps them for offline starts. */
export async function fetchWarehouses(session: FloorSession): Promise<FloorWarehouse[]> {
  const list = warehousesOf(await callApi(floorContracts.warehouses, {}, { silent: true }))
  try {
    localStorage.setItem(keyOf(session), JSON.stringify(list))
  } catch {
    // Storage full: the list still serves this page.
  }
  return list
}
