import type { Language } from '#sync/i18n/language.ts'
import { baseStoreFee } from '#sync/resources/shops/base-store.resource.ts'
import type { ParentStoreNode } from '#sync/resources/shops/shops.answers.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { saveRecord } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { fieldError, requireStore } from './shops-shared.ts'
import { replacePostalCodes } from './store-postal-codes.ts'

/** Own warehouses beyond their generic calls: the parent tree, drop-downs, fees, the postal codes areas serve. */

/** Store status 0: available (spec 1 §4). */
const AVAILABLE = 0

/** Warehouses that can be a parent, as a tree; `excludeId` leaves out a warehouse and its subtree. */
export async function parentStoreTree(db: Queryable, excludeId: string | undefined): Promise<ParentStoreNode[]> {
  const rows = await db.query<Omit<ParentStoreNode, 'childList'>>(
    `SELECT s.id, s.parent_id, s.name, s.code, s.is_fba, s.third_store_system_id, t.system_name AS parent_third_sys
       FROM erp_base_store s
       LEFT JOIN erp_third_store_system t ON t.id = s.third_store_system_id AND t.tenant_id = s.tenant_id
      WHERE s.is_deleted = 0 AND s.status <> 2
      ORDER BY s.sort NULLS LAST, s.code, s.id`,
  )
  const nodes = new Map<string, ParentStoreNode>(
    rows.map((r) => [String(r.id), { ...r, id: String(r.id), parentId: String(r.parentId), childList: [] }]),
  )
  const roots: ParentStoreNode[] = []
  for (const node of nodes.values()) {
    if (node.id === excludeId) continue
    const parent = nodes.get(node.parentId)
    if (parent) parent.childList.push(node)
    else roots.push(node)
  }
  const drop = (list: ParentStoreNode[]): ParentStoreNode[] =>
    list.filter((n) => n.id !== excludeId).map((n) => ({ ...n, childList: drop(n.childList) }))
  return drop(roots)
}

/** Warehouse drop-down options (value/label plus the columns screens show). */
export async function storeOptions(db: Queryable, where: string[], params: unknown[]) {
  const rows = await db.query<Row & { id: string; name: string }>(
    `SELECT id, code, name, store_type, is_fba, is_ecc, is_return, provide_face, country_code, parent_id
       FROM erp_base_store WHERE is_deleted = 0 AND status = ${AVAILABLE} ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY sort NULLS LAST, code, id`,
    params,
  )
  return rows.map((r) => ({ ...r, value: r.id, label: r.name }))
}

/** The warehouses a user is assigned to, or every available one when none is assigned. */
export async function userStoreOptions(db: Queryable, userId: string) {
  const assigned = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM erp_base_store_user WHERE user_id = $1 AND is_deleted = 0',
    [userId],
  )
  if (!assigned[0]?.n) return storeOptions(db, [], [])
  return storeOptions(
    db,
    [
      'EXISTS (SELECT 1 FROM erp_base_store_user u WHERE u.store_id = erp_base_store.id AND u.user_id = $1 AND u.is_deleted = 0)',
    ],
    [userId],
  )
}

const EMPTY_FEE = Object.fromEntries(Object.keys(baseStoreFee.fields).map((k) => [k, null]))

async function feeRow(tx: Queryable, storeId: string) {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM erp_base_store_fee WHERE store_id = $1 AND is_deleted = 0',
    [storeId],
  )
  return rows[0] ? readRecord(tx, baseStoreFee, rows[0].id) : undefined
}

/** Saves a warehouse's fees (added or changed: one per warehouse) and answers them. */
export async function saveStoreFee(tx: Queryable, actor: Actor, body: Row) {
  const storeId = String(body.storeId)
  await requireStore(tx, storeId)
  await tx.query('SELECT id FROM erp_base_store WHERE id = $1 FOR UPDATE', [storeId])
  const existing = await feeRow(tx, storeId)
  const id = await saveRecord(tx, baseStoreFee, { ...body, id: existing?.id }, actor)
  return readRecord(tx, baseStoreFee, id)
}

/** A warehouse's fees, empty values when none are saved yet. */
export async function storeFeeDetail(tx: Queryable, storeId: string): Promise<Row> {
  await requireStore(tx, storeId)
  return (await feeRow(tx, storeId)) ?? { id: null, ...EMPTY_FEE }
}

export type PostalCodeInput = { storeId: string; areaId: string | null; countryCode: string; codes: string[] }

/**
 * Sets the postal codes a warehouse (or one of its areas, which must be the warehouse's) serves in
 * a country, replacing that list. `areaLabel` names the area field in a 400.
 */
export async function savePostalCodes(tx: Queryable, actor: Actor, input: PostalCodeInput, areaLabel?: string) {
  const lang: Language = actor.lang
  const { storeId, areaId, countryCode, codes } = input
  await requireStore(tx, storeId)
  await tx.query('SELECT id FROM erp_base_store WHERE id = $1 FOR UPDATE', [storeId])
  if (areaId) {
    const area = await tx.query<{ storeId: string }>(
      'SELECT store_id FROM erp_base_store_area WHERE id = $1 AND is_deleted = 0',
      [areaId],
    )
    if (!area[0]) throw fieldError('areaId', 'linkMissing', lang, { field: areaLabel })
    if (String(area[0].storeId) !== storeId) throw fieldError('areaId', 'shops.areaOtherStore', lang)
  }
  // The codes this list replaces: the area's old list, and these codes wherever they were.
  await replacePostalCodes(tx, actor, { storeId, areaId, countryCode, codes })
  return { storeId, areaId, countryCode, postalCodes: codes, count: codes.length }
}

type AreaCodes = {
  areaId: string | null
  areaCode: string | null
  areaName: string | null
  areaType: number | null
  postalCodes: string[]
  countries: string[]
}

/** A warehouse's areas, each with the postal codes it serves (codes of the whole warehouse as the area without id). */
export async function areasWithPostalCodes(tx: Queryable, storeId: string): Promise<AreaCodes[]> {
  await requireStore(tx, storeId)
  const areas = await tx.query<{ id: string; code: string; name: string; areaType: number }>(
    `SELECT id, code, name, area_type, status FROM erp_base_store_area WHERE store_id = $1 AND is_deleted = 0
      ORDER BY pick_order_num NULLS LAST, code, id`,
    [storeId],
  )
  const codes = await tx.query<{ areaId: string | null; countryCode: string; postalCode: string }>(
    `SELECT area_id, country_code, postal_code FROM erp_base_store_postal_code
      WHERE store_id = $1 AND is_deleted = 0 ORDER BY country_code, postal_code`,
    [storeId],
  )
  const of = (areaId: string | null) => codes.filter((p) => (p.areaId === null ? null : String(p.areaId)) === areaId)
  const list: AreaCodes[] = areas.map((a) => {
    const mine = of(String(a.id))
    return {
      areaId: a.id,
      areaCode: a.code,
      areaName: a.name,
      areaType: a.areaType,
      postalCodes: mine.map((p) => p.postalCode),
      countries: [...new Set(mine.map((p) => p.countryCode))],
    }
  })
  const whole = of(null)
  if (whole.length) {
    list.push({
      areaId: null,
      areaCode: null,
      areaName: null,
      areaType: null,
      postalCodes: whole.map((p) => p.postalCode),
      countries: [...new Set(whole.map((p) => p.countryCode))],
    })
  }
  return list
}
