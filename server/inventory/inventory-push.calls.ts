import { z } from 'zod'
import type { Label, Language } from '#sync/i18n/language.ts'
import { type Field, f } from '#sync/resources/define-resource.ts'
import {
  autoUpdateSetAnswer,
  importCountAnswer,
  pushConfigsSavedAnswer,
  pushFigureAnswer,
  pushQuantitySetAnswer,
} from '#sync/resources/inventory/inventory.answers.ts'
import { storeProInventoryConfig } from '#sync/resources/inventory/inventory-push.resource.ts'
import { createSchema, fieldLabels, idListSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Row } from '../platform/db/db.ts'
import { sheetResponse } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, idsParams, readIds, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import type { SheetColumn } from '../platform/resources/spreadsheet.ts'
import { figuresOf, type PushFigure, pushInventory, setPushQuantity } from './inventory-push.ts'
import {
  importConfigs,
  importPreSale,
  SALE_SKU_LABEL,
  SHOP_LABEL,
  STORES_LABEL,
  saveConfigsRead,
  setAutoUpdate,
} from './push-settings.ts'

const BASE = '/api/storeProInventoryConfig'
const config = storeProInventoryConfig
const P = config.permissions
const LABELS: Record<string, Label> = {
  ...fieldLabels(config),
  ids: { zh: '配置', en: 'Settings', ja: '設定' },
  shopIds: { zh: '店铺', en: 'Shops', ja: 'ショップ' },
  reason: { zh: '原因', en: 'Reason', ja: '理由' },
  format: { zh: '格式', en: 'Format', ja: '形式' },
}

const idList = idListSchema.optional()
const pushParams = z.object({ ids: idList, shopIds: idList })
const exportQuery = z.object({
  ids: idList,
  shopIds: idList,
  shopId: idSchema.optional(),
  format: z.enum(['xlsx', 'csv']).optional(),
})
const flagParams = idsParams.extend({
  isUpdate: z.preprocess(
    (v) => (v === true || v === '1' || v === 1 ? 1 : v === false || v === '0' || v === 0 ? 0 : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
})
const manualParams = z.object({
  id: idSchema,
  pushQuantity: z.coerce.number().int().min(0).max(99_999_999),
  reason: z.string().trim().min(1).max(500),
})
const record = z.record(z.string(), z.unknown())
const configBody = z.union([z.array(record).min(1).max(500), record])

/** Columns of the push export. */
function exportColumnsOf(lang: Language): SheetColumn[] {
  const column = (key: string, field: Field): SheetColumn => ({ key, field, header: field.label[lang] })
  const units = (label: Label) => f.integer({ label })
  return [
    column('shopName', f.text({ label: SHOP_LABEL })),
    column('saleSku', f.text({ label: SALE_SKU_LABEL })),
    column('storeNames', f.text({ label: STORES_LABEL })),
    column(
      'partsText',
      f.text({ label: { zh: '系统SKU可用库存', en: 'Available by system SKU', ja: 'システムSKU別引当可能数' } }),
    ),
    column('sellable', units({ zh: '可售数量', en: 'Sellable', ja: '販売可能数' })),
    column('safetyQuantity', config.fields.safetyQuantity),
    column('pushRatio', config.fields.pushRatio),
    column('afterRatio', units({ zh: '按比例数量', en: 'After ratio', ja: '比率適用後' })),
    column('maxQuantity', config.fields.maxQuantity),
    column('preSaleQuantity', config.fields.preSaleQuantity),
    column('pushQuantity', units({ zh: '应推送数量', en: 'Quantity to push', ja: '連携すべき数' })),
    column('isUpdate', config.fields.isUpdate),
    column('lastPushQuantity', units({ zh: '上次推送数量', en: 'Last pushed', ja: '前回連携数' })),
    column('lastPushTime', f.datetime({ label: { zh: '上次推送时间', en: 'Last pushed at', ja: '前回連携日時' } })),
    column('lastPushStatus', config.fields.pushStatus),
  ]
}

const exportRow = (x: PushFigure): Row => ({
  ...x,
  partsText: x.parts.map((p) => `${p.sysSku ?? p.productId} ×${p.perUnit}: ${p.available}`).join('; '),
})

/** Push settings of shops, their computation and import; reported stock's recount (issue 10 §3). */
export const inventoryPushCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/updateConfig`,
    area: 'inventory',
    summary:
      "Saves push settings, one or a list, answering the saved records (shopId, saleSkuId, storeIds, pushRatio 0-100, safetyQuantity, maxQuantity, preSaleQuantity, isUpdate): with id that setting, else the shop's setting of the sales SKU, added when missing; all checked first, in one transaction",
    access: { permission: [P.add, P.edit] },
    output: pushConfigsSavedAnswer,
    input: { body: configBody, labels: LABELS, documented: createSchema(config) },
    example: {
      shopId: '1000000000000004101',
      saleSkuId: '1000000000000003801',
      storeIds: '1000000000000004202',
      pushRatio: '80',
      safetyQuantity: 2,
      maxQuantity: 500,
      preSaleQuantity: 0,
      isUpdate: 1,
    },
    handler: async (c, { body }) => {
      const rows = (Array.isArray(body) ? body : [body]) as Row[]
      const saved = await c.var.db.begin((tx) => saveConfigsRead(tx, actorOf(c), rows, Array.isArray(body)))
      return ok(c, Array.isArray(body) ? saved : saved[0])
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/importConfig`,
    area: 'inventory',
    summary:
      'Imports push settings from xlsx/csv (shop code or name, seller SKU, warehouses by code or name, ratio, safety stock, cap, pre-sale, auto update, remark): all rows or none, each bad row named with its field',
    access: { permission: [P.add, P.edit] },
    output: importCountAnswer,
    input: 'files',
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const count = await c.var.db.begin((tx) => importConfigs(tx, actorOf(c), sheet))
      return ok(c, { count }, 'importDone')
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/importPreSaleInventory`,
    area: 'inventory',
    summary:
      'Imports pre-sale quantities of existing push settings from xlsx/csv (shop code or name, seller SKU, pre-sale quantity): all rows or none',
    access: { permission: P.edit },
    output: importCountAnswer,
    input: 'files',
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const count = await c.var.db.begin((tx) => importPreSale(tx, actorOf(c), sheet))
      return ok(c, { count }, 'importDone')
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/pushInventory`,
    area: 'inventory',
    summary:
      'Works out the quantity to push of the chosen settings (ids), or of the auto-update settings of the chosen shops (shopIds): min(cap, floor((available of the scarcest part ÷ its quantity − safety) × ratio ÷ 100)) + pre-sale; records it "to be sent" with its inputs in the push log and answers each figure',
    access: { permission: P.edit },
    output: z.array(pushFigureAnswer),
    input: { params: pushParams, labels: LABELS },
    example: { shopIds: '1000000000000004101' },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => pushInventory(tx, actorOf(c), params))),
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/exportPushInventory`,
    area: 'inventory',
    summary:
      'Downloads the quantity to push of the chosen settings (ids, shopIds or shopId; all when none) with every input, as xlsx (or csv), recording nothing',
    access: { permission: P.view },
    readOnly: true,
    raw: true,
    input: { query: exportQuery, labels: LABELS },
    handler: async (c, { query }) => {
      const shopIds = query.shopIds ?? (query.shopId ? [query.shopId] : undefined)
      const db = c.var.db
      async function* batches() {
        for (let offset = 0; ; offset += 1000) {
          const figures = await db.begin((tx) => figuresOf(tx, { ids: query.ids, shopIds }, { limit: 1000, offset }))
          if (figures.length) yield figures.map(exportRow)
          if (figures.length < 1000) return
        }
      }
      return sheetResponse(c, 'inventory-push', query.format ?? 'xlsx', exportColumnsOf(c.var.lang), batches())
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/patchUpdateIsUpdateStatus`,
    area: 'inventory',
    summary: 'Switches automatic updating of push settings (ids) on (isUpdate 1) or off (0)',
    access: { permission: P.edit },
    output: autoUpdateSetAnswer,
    input: { params: flagParams, labels: LABELS },
    example: { ids: '1', isUpdate: 0 },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      await c.var.db.begin((tx) => setAutoUpdate(tx, actorOf(c), ids, params.isUpdate))
      return ok(c, { count: ids.length, isUpdate: params.isUpdate })
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/updateInventory`,
    area: 'inventory',
    summary:
      'Sets the quantity to push of one setting by hand (id, pushQuantity, reason): recorded "to be sent" with the reason in the push log',
    access: { permission: P.edit },
    output: pushQuantitySetAnswer,
    input: { params: manualParams, labels: LABELS },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => setPushQuantity(tx, actorOf(c), params))),
  }),
]
