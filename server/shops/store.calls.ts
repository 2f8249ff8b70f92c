import type { Context } from 'hono'
import { z } from 'zod'
import { dictionaryKeys } from '#sync/dictionaries/lookup.ts'
import type { Label } from '#sync/i18n/language.ts'
import { createSchema, fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { baseStore, baseStoreFee, baseStorePostalCode } from '#sync/resources/shops/base-store.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { fieldError, requireStore } from './shops-shared.ts'
import { replacePostalCodes } from './store-postal-codes.ts'

const BASE = '/api/erp/basestore'
const P = baseStore.permissions
/** Store status 0: available (spec 1 §4). */
const AVAILABLE = 0
const MAX_POSTAL_CODES = 5000
const idParam = idSchema
const STORE_LABEL = { zh: '仓库', en: 'Warehouse', ja: '倉庫' }
const storeIdQuery = z.object({ storeId: idParam })

type StoreNode = {
  id: string
  parentId: string
  name: string
  code: string
  isFba: number
  thirdStoreSystemId: string | null
  parentThirdSys: string | null
  childList: StoreNode[]
}

/** Warehouse drop-down options (value/label plus the columns screens show). */
async function storeOptions(c: Context<AppEnv>, where: string[], params: unknown[]) {
  const rows = await c.var.db.query<Row & { id: string; name: string }>(
    `SELECT id, code, name, store_type, is_fba, is_ecc, is_return, provide_face, country_code, parent_id
       FROM erp_base_store WHERE is_deleted = 0 AND status = ${AVAILABLE} ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY sort NULLS LAST, code, id`,
    params,
  )
  return rows.map((r) => ({ ...r, value: r.id, label: r.name }))
}

async function feeRow(tx: Queryable, storeId: string) {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM erp_base_store_fee WHERE store_id = $1 AND is_deleted = 0',
    [storeId],
  )
  return rows[0] ? readRecord(tx, baseStoreFee, rows[0].id) : undefined
}

type AreaCodes = {
  areaId: string | null
  areaCode: string | null
  areaName: string | null
  areaType: number | null
  postalCodes: string[]
  countries: string[]
}

const EMPTY_FEE = Object.fromEntries(Object.keys(baseStoreFee.fields).map((k) => [k, null]))
const POSTAL = /^[A-Za-z0-9 -]{1,20}$/

const postalBody = z.object({
  storeId: idParam,
  areaId: idParam.nullable().optional(),
  countryCode: z.enum(dictionaryKeys('country') as [string, ...string[]]),
  postalCodes: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\s,;，；]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().trim().regex(POSTAL)).max(MAX_POSTAL_CODES),
  ),
})
const POSTAL_LABELS: Record<string, Label> = {
  ...fieldLabels(baseStorePostalCode),
  postalCodes: baseStorePostalCode.fields.postalCode?.label ?? STORE_LABEL,
}

/** Own-warehouse calls beyond the generic ones: tree of parents, ECC and user drop-downs, fees, postal codes. */
export const storeCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectParent`,
    area: 'shops',
    summary:
      'Warehouses that can be a parent, as a tree (id, name, code, isFba, childList, parentThirdSys); excludeId leaves out a warehouse and its subtree',
    access: { permission: P.view },
    input: { params: z.object({ excludeId: idParam.optional() }), labels: { excludeId: STORE_LABEL } },
    handler: async (c, { params }) => {
      const { excludeId } = params
      const rows = await c.var.db.query<Omit<StoreNode, 'childList'>>(
        `SELECT s.id, s.parent_id, s.name, s.code, s.is_fba, s.third_store_system_id, t.system_name AS parent_third_sys
           FROM erp_base_store s
           LEFT JOIN erp_third_store_system t ON t.id = s.third_store_system_id AND t.tenant_id = s.tenant_id
          WHERE s.is_deleted = 0 AND s.status <> 2
          ORDER BY s.sort NULLS LAST, s.code, s.id`,
      )
      const nodes = new Map<string, StoreNode>(
        rows.map((r) => [String(r.id), { ...r, id: String(r.id), parentId: String(r.parentId), childList: [] }]),
      )
      const roots: StoreNode[] = []
      for (const node of nodes.values()) {
        if (node.id === excludeId) continue
        const parent = nodes.get(node.parentId)
        if (parent) parent.childList.push(node)
        else roots.push(node)
      }
      const drop = (list: StoreNode[]): StoreNode[] =>
        list.filter((n) => n.id !== excludeId).map((n) => ({ ...n, childList: drop(n.childList) }))
      return ok(c, drop(roots))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectEccStore`,
    area: 'shops',
    summary: 'Available e-commerce cloud (ECC) warehouses as drop-down options',
    access: { permission: P.view },
    input: 'nothing',
    handler: async (c) => ok(c, await storeOptions(c, ['is_ecc = 1'], [])),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/userStore`,
    area: 'shops',
    summary: "The signed-in user's warehouses: those assigned to them, or every available one when none is",
    access: { permission: P.view },
    input: 'nothing',
    handler: async (c) => {
      const assigned = await c.var.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM erp_base_store_user WHERE user_id = $1 AND is_deleted = 0',
        [c.var.session.userId],
      )
      if (!assigned[0]?.n) return ok(c, await storeOptions(c, [], []))
      return ok(
        c,
        await storeOptions(
          c,
          [
            'EXISTS (SELECT 1 FROM erp_base_store_user u WHERE u.store_id = erp_base_store.id AND u.user_id = $1 AND u.is_deleted = 0)',
          ],
          [c.var.session.userId],
        ),
      )
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/storeFee`,
    area: 'shops',
    summary:
      "Saves a warehouse's fees (per order, per extra item, inbound, storage, returns, labels), one per warehouse",
    access: { permission: P.edit },
    input: { body: createSchema(baseStoreFee), labels: fieldLabels(baseStoreFee) },
    example: {
      storeId: '1000000000000004202',
      currencyCode: 'USD',
      orderFee: '2.5',
      itemFee: '0.5',
      storageFee: '0.45',
    },
    handler: async (c, input) => {
      const body = input.body as Row
      const actor = actorOf(c)
      const saved = await c.var.db.begin(async (tx) => {
        const storeId = String(body.storeId)
        await requireStore(tx, storeId)
        await tx.query('SELECT id FROM erp_base_store WHERE id = $1 FOR UPDATE', [storeId])
        const existing = await feeRow(tx, storeId)
        const id = await saveRecord(tx, baseStoreFee, { ...body, id: existing?.id }, actor)
        return readRecord(tx, baseStoreFee, id)
      })
      return ok(c, saved)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/storeFeeDetail`,
    area: 'shops',
    summary: "A warehouse's fees (empty values when none are saved yet)",
    access: { permission: P.view },
    input: { params: storeIdQuery, labels: { storeId: STORE_LABEL } },
    handler: async (c, { params }) => {
      const { storeId } = params
      const fee = await c.var.db.begin(async (tx) => {
        await requireStore(tx, storeId)
        return (await feeRow(tx, storeId)) ?? { id: null, ...EMPTY_FEE }
      })
      return ok(c, { ...fee, storeId })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/savePostalCode`,
    area: 'shops',
    summary:
      'Sets the postal codes a warehouse (or one of its areas) serves in a country: replaces that list, moving codes from the other areas of the warehouse',
    access: { permission: P.edit },
    input: { body: postalBody, labels: POSTAL_LABELS },
    example: {
      storeId: '1000000000000004202',
      areaId: '1000000000000004302',
      countryCode: 'US',
      postalCodes: ['90001', '90002'],
    },
    handler: async (c, { body }) => {
      const codes = [...new Set(body.postalCodes.map((s) => s.toUpperCase()))]
      if (!codes.length) throw fieldError('postalCodes', 'shops.postalCodesEmpty', c.var.lang)
      const answer = await c.var.db.begin(async (tx) => {
        await requireStore(tx, body.storeId)
        await tx.query('SELECT id FROM erp_base_store WHERE id = $1 FOR UPDATE', [body.storeId])
        const areaId = body.areaId ?? null
        if (areaId) {
          const area = await tx.query<{ storeId: string }>(
            'SELECT store_id FROM erp_base_store_area WHERE id = $1 AND is_deleted = 0',
            [areaId],
          )
          if (!area[0])
            throw fieldError('areaId', 'linkMissing', c.var.lang, { field: POSTAL_LABELS.areaId?.[c.var.lang] })
          if (String(area[0].storeId) !== body.storeId) throw fieldError('areaId', 'shops.areaOtherStore', c.var.lang)
        }
        // The codes this list replaces: the area's old list, and these codes wherever they were.
        await replacePostalCodes(tx, actorOf(c), {
          storeId: body.storeId,
          areaId,
          countryCode: body.countryCode,
          codes,
        })
        return { storeId: body.storeId, areaId, countryCode: body.countryCode, postalCodes: codes, count: codes.length }
      })
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestorepostalcode/selectAreaByStoreId',
    area: 'shops',
    summary:
      "A warehouse's areas, each with the postal codes it serves (codes of the whole warehouse come as the area without id)",
    access: { permission: P.view },
    input: { params: storeIdQuery, labels: { storeId: STORE_LABEL } },
    handler: async (c, { params }) => {
      const { storeId } = params
      const answer = await c.var.db.begin(async (tx) => {
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
        const of = (areaId: string | null) =>
          codes.filter((p) => (p.areaId === null ? null : String(p.areaId)) === areaId)
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
      })
      return ok(c, answer)
    },
  }),
]
