import { realInventoryActions } from '#sync/resources/inventory/inventory-push.actions.ts'
import { storeProInventoryConfig, storeProInventoryPushLog } from '#sync/resources/inventory/inventory-push.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { insertRecords, transactionTime, updateEach, updateRecords } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { assertInScope } from '../platform/resources/data-scope.ts'

/**
 * The quantity each shop may sell of a sales SKU (issue 10 §3 push configuration): the available
 * stock of its system SKU parts in the warehouses that feed it (a bundle sells as many as its
 * scarcest part allows), less the safety stock, times the push ratio (rounded down), capped, plus
 * the pre-sale quantity. Pushing records the figure as "to be sent" with its inputs in the push log;
 * the marketplace connector delivers it.
 */

/** Push statuses (dictionary inventory_push_status) and sources (inventory_push_source). */
export const PUSH_STATUS = { toBeSent: '1', sent: '2', failed: '3' } as const
export const PUSH_SOURCE = { computed: '1', manual: '2' } as const

/** Zones whose stock is not for sale (dictionary store_area_type: defective). */
const UNSELLABLE_ZONE_TYPE = 6

/** One system SKU part of a sales SKU, with what the warehouses hold of it. */
export type PushPart = {
  productId: string
  sysSku: string | null
  /** Units of this part in one unit of the sales SKU. */
  perUnit: number
  /** Available (on hand − reserved) in the listed warehouses, outside defective zones. */
  available: number
  /** Whole sales units this part allows: floor(max(0, available) / perUnit). */
  units: number
}

/** A computed figure with every input it came from. */
export type PushFigure = {
  id: string
  shopId: string
  shopName: string | null
  saleSkuId: string
  saleSku: string | null
  storeIds: string[]
  storeNames: string | null
  parts: PushPart[]
  /** Sales units the stock allows (the scarcest part's units; 0 without a mapping). */
  sellable: number
  safetyQuantity: number
  /** After the safety stock, never below 0. */
  afterSafety: number
  pushRatio: string
  /** floor(afterSafety × ratio / 100). */
  afterRatio: number
  maxQuantity: number | null
  preSaleQuantity: number
  /** min(cap, afterRatio) + pre-sale: the quantity to push. */
  pushQuantity: number
  isUpdate: number
  lastPushQuantity: number | null
  lastPushTime: string | null
  lastPushStatus: number | null
}

/** A ratio in percent (up to two decimals) as hundredths of a percent, exactly. */
function hundredthsOf(ratio: string): bigint {
  const [whole = '0', fraction = ''] = ratio.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0')
}

/** The push formula on exact integers. */
export function pushQuantityOf(input: {
  sellable: number
  safetyQuantity: number
  pushRatio: string
  maxQuantity: number | null
  preSaleQuantity: number
}): { afterSafety: number; afterRatio: number; pushQuantity: number } {
  const afterSafety = Math.max(0, input.sellable - input.safetyQuantity)
  const afterRatio = Number((BigInt(afterSafety) * hundredthsOf(input.pushRatio)) / 10_000n)
  const capped = input.maxQuantity === null ? afterRatio : Math.min(input.maxQuantity, afterRatio)
  return { afterSafety, afterRatio, pushQuantity: capped + input.preSaleQuantity }
}

/** Settings with their parts and the available stock of each, as read by `figuresOf`. */
const FIGURE_SELECT = `
  SELECT c.id::text, c.shop_id::text, sh.shop_name, c.sale_sku_id::text, s.sale_sku, c.store_ids,
         (SELECT string_agg(st.name, ', ' ORDER BY st.name) FROM erp_base_store st
           WHERE st.id = ANY(string_to_array(c.store_ids, ',')::bigint[]) AND st.tenant_id = c.tenant_id) AS store_names,
         coalesce(c.push_ratio, 100)::text AS push_ratio, coalesce(c.safety_quantity, 0) AS safety_quantity,
         c.max_quantity, coalesce(c.pre_sale_quantity, 0) AS pre_sale_quantity, c.is_update,
         c.push_quantity AS last_push_quantity, to_char(c.push_time, 'YYYY-MM-DD HH24:MI:SS') AS last_push_time,
         c.push_status AS last_push_status,
         coalesce((
           SELECT json_agg(json_build_object(
                    'productId', a.product_id::text, 'sysSku', p.sys_sku, 'perUnit', a.quantity,
                    'available', (
                      SELECT coalesce(sum(b.available), 0)::int
                        FROM erp_store_product_inventory b
                        LEFT JOIN ware_base_store_position wp ON wp.id = b.position_id AND wp.tenant_id = b.tenant_id
                        LEFT JOIN erp_base_store_area ar ON ar.id = wp.area_id AND ar.tenant_id = wp.tenant_id
                       WHERE b.tenant_id = c.tenant_id AND b.product_id = a.product_id AND b.is_deleted = 0
                         AND b.store_id = ANY(string_to_array(c.store_ids, ',')::bigint[])
                         AND coalesce(ar.area_type, 0) <> ${UNSELLABLE_ZONE_TYPE}))
                  ORDER BY a.id)
             FROM erp_base_sale_sku_associated a
             LEFT JOIN erp_base_product p ON p.id = a.product_id AND p.tenant_id = a.tenant_id
            WHERE a.sale_sku_id = c.sale_sku_id AND a.tenant_id = c.tenant_id AND a.is_deleted = 0), '[]') AS parts
    FROM erp_store_pro_inventory_config c
    LEFT JOIN erp_base_sale_sku s ON s.id = c.sale_sku_id AND s.tenant_id = c.tenant_id
    LEFT JOIN erp_base_shop sh ON sh.id = c.shop_id AND sh.tenant_id = c.tenant_id`

/** The figure of one setting read by FIGURE_SELECT. */
function figureOf(row: Row): PushFigure {
  const rawParts = typeof row.parts === 'string' ? JSON.parse(row.parts) : row.parts
  const parts: PushPart[] = (rawParts as Row[]).map((p) => {
    const perUnit = Math.max(1, Number(p.perUnit ?? 1))
    const available = Number(p.available ?? 0)
    return {
      productId: String(p.productId),
      sysSku: (p.sysSku as string | null) ?? null,
      perUnit,
      available,
      units: Math.floor(Math.max(0, available) / perUnit),
    }
  })
  const sellable = parts.length ? Math.min(...parts.map((p) => p.units)) : 0
  const rules = {
    sellable,
    safetyQuantity: Number(row.safetyQuantity),
    pushRatio: String(row.pushRatio),
    maxQuantity: row.maxQuantity === null || row.maxQuantity === undefined ? null : Number(row.maxQuantity),
    preSaleQuantity: Number(row.preSaleQuantity),
  }
  return {
    id: String(row.id),
    shopId: String(row.shopId),
    shopName: (row.shopName as string | null) ?? null,
    saleSkuId: String(row.saleSkuId),
    saleSku: (row.saleSku as string | null) ?? null,
    storeIds: String(row.storeIds ?? '')
      .split(',')
      .filter(Boolean),
    storeNames: (row.storeNames as string | null) ?? null,
    parts,
    ...rules,
    ...pushQuantityOf(rules),
    isUpdate: Number(row.isUpdate),
    lastPushQuantity: row.lastPushQuantity === null ? null : Number(row.lastPushQuantity),
    lastPushTime: (row.lastPushTime as string | null) ?? null,
    lastPushStatus: row.lastPushStatus === null ? null : Number(row.lastPushStatus),
  }
}

/** Which settings a push or an export covers: the ids chosen, else the shops' settings (auto-update ones for a push). */
export type PushSelection = { ids?: string[]; shopIds?: string[]; onlyAutoUpdate?: boolean }

function selectionWhere(sel: PushSelection, params: unknown[]): string {
  const where = ['c.is_deleted = 0']
  if (sel.ids?.length) where.push(`c.id = ANY($${params.push(sel.ids)}::bigint[])`)
  else if (sel.shopIds?.length) where.push(`c.shop_id = ANY($${params.push(sel.shopIds)}::bigint[])`)
  if (sel.onlyAutoUpdate && !sel.ids?.length) where.push('c.is_update = 1')
  return where.join(' AND ')
}

/** The figures of the selected settings (all when none is chosen), in id order, a page at a time. */
export async function figuresOf(
  tx: Queryable,
  sel: PushSelection,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<PushFigure[]> {
  const params: unknown[] = []
  const rows = await tx.query<Row>(
    `${FIGURE_SELECT} WHERE ${selectionWhere(sel, params)} ORDER BY c.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  )
  return rows.map(figureOf)
}

/** The inputs of a figure, as the push log keeps them. */
function inputsOf(f: PushFigure): string {
  const {
    parts,
    storeIds,
    sellable,
    safetyQuantity,
    afterSafety,
    pushRatio,
    afterRatio,
    maxQuantity,
    preSaleQuantity,
  } = f
  return JSON.stringify({
    storeIds,
    parts,
    sellable,
    safetyQuantity,
    afterSafety,
    pushRatio,
    afterRatio,
    maxQuantity,
    preSaleQuantity,
  })
}

/** A row of the push log: a figure recorded "to be sent", with its source, inputs or reason. */
function pushLogRow(row: {
  configId: string
  shopId: string
  saleSkuId: string
  saleSku: string | null
  source: string
  sellable: number | null
  computed: number | null
  pushed: number
  inputs: string | null
  reason: string | null
}): Row {
  return {
    configId: row.configId,
    shopId: row.shopId,
    saleSkuId: row.saleSkuId,
    saleSku: row.saleSku,
    pushSource: Number(row.source),
    sellableQuantity: row.sellable,
    computedQuantity: row.computed,
    pushQuantity: row.pushed,
    pushStatus: Number(PUSH_STATUS.toBeSent),
    inputs: row.inputs,
    reason: row.reason,
  }
}

/** Locks the selected settings in id order (concurrent pushes queue); a chosen id that names none is a 404. */
async function lockSettings(tx: Queryable, sel: PushSelection): Promise<string[]> {
  const params: unknown[] = []
  const rows = await tx.query<{ id: string }>(
    `SELECT c.id::text FROM ${storeProInventoryConfig.table} c WHERE ${selectionWhere(sel, params)} ORDER BY c.id FOR UPDATE`,
    params,
  )
  if (sel.ids?.length && rows.length !== new Set(sel.ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  return rows.map((r) => r.id)
}

/**
 * Works out and records the quantity to push of the chosen settings (or the auto-update settings of
 * the chosen shops): each setting keeps its computed and pushed quantity, the time and status "to
 * be sent", and the push log a row with the inputs. Answers each figure.
 */
export async function pushInventory(tx: Queryable, actor: Actor, sel: PushSelection) {
  if (!sel.ids?.length && !sel.shopIds?.length) throw new AppError('VALIDATION', 'inventory.pushChooseRows')
  const ids = await lockSettings(tx, { ...sel, onlyAutoUpdate: true })
  const figures: (PushFigure & { pushStatus: number; pushTime: string })[] = []
  const pushStatus = Number(PUSH_STATUS.toBeSent)
  const pushTime = await transactionTime(tx)
  for (let offset = 0; offset < ids.length; offset += 1000) {
    const batch = await figuresOf(tx, { ids: ids.slice(offset, offset + 1000) })
    // The settings were chosen and locked above (a push covers every setting it selects, as before).
    await updateEach(
      tx,
      storeProInventoryConfig,
      batch.map((f) => ({
        id: f.id,
        computedQuantity: f.pushQuantity,
        pushQuantity: f.pushQuantity,
        pushTime,
        pushStatus,
      })),
      actor,
      { scopeChecked: true },
    )
    await insertRecords(
      tx,
      storeProInventoryPushLog,
      batch.map((f) =>
        pushLogRow({
          configId: f.id,
          shopId: f.shopId,
          saleSkuId: f.saleSkuId,
          saleSku: f.saleSku,
          source: PUSH_SOURCE.computed,
          sellable: f.sellable,
          computed: f.pushQuantity,
          pushed: f.pushQuantity,
          inputs: inputsOf(f),
          reason: null,
        }),
      ),
      actor,
    )
    figures.push(...batch.map((f) => ({ ...f, pushStatus, pushTime })))
  }
  return figures
}

/** Sets the quantity to push of one setting by hand, with the reason, recorded "to be sent" in the push log. */
export async function setPushQuantity(
  tx: Queryable,
  actor: Actor,
  input: { id: string; pushQuantity: number; reason: string },
) {
  await assertInScope(tx, actor, storeProInventoryConfig, [input.id])
  await lockSettings(tx, { ids: [input.id] })
  const [f] = await figuresOf(tx, { ids: [input.id] })
  if (!f) throw new AppError('NOT_FOUND', 'recordNotFound')
  await updateRecords(
    tx,
    storeProInventoryConfig,
    [input.id],
    { pushQuantity: input.pushQuantity, pushTime: await transactionTime(tx), pushStatus: Number(PUSH_STATUS.toBeSent) },
    actor,
    { scopeChecked: true },
  )
  await insertRecords(
    tx,
    storeProInventoryPushLog,
    [
      pushLogRow({
        configId: f.id,
        shopId: f.shopId,
        saleSkuId: f.saleSkuId,
        saleSku: f.saleSku,
        source: PUSH_SOURCE.manual,
        sellable: f.sellable,
        computed: null,
        pushed: input.pushQuantity,
        inputs: null,
        reason: input.reason,
      }),
    ],
    actor,
  )
  return {
    id: f.id,
    saleSku: f.saleSku,
    pushQuantity: input.pushQuantity,
    computedNow: f.pushQuantity,
    pushStatus: Number(PUSH_STATUS.toBeSent),
    reason: input.reason,
  }
}

/**
 * Records a recount a warehouse reports on reported-stock rows: the reported quantity (and count
 * date) changes, the old and new figures and the reason go into each record's history; system stock
 * never changes.
 */
export async function recordRealInventory(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { realQuantity: number; countDate?: string; reason: string },
): Promise<void> {
  for (const id of ids) {
    const [before] = await tx.query<{ realQuantity: number }>(
      `SELECT real_quantity FROM erp_store_real_inventory WHERE id = $1 AND is_deleted = 0`,
      [id],
    )
    await runAction(
      tx,
      actor,
      realInventoryActions.updateInventory,
      [id],
      input,
      (_tx, _actor, _record, i) => ({
        realQuantity: i.realQuantity,
        ...(i.countDate ? { countDate: i.countDate } : {}),
      }),
      `${before?.realQuantity ?? '-'} → ${String(input.realQuantity)}: ${input.reason}`,
    )
  }
}
