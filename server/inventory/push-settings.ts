import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { describeIssues, type FieldProblem } from '#sync/resources/describe-issues.ts'
import { storeProInventoryConfig } from '#sync/resources/inventory/inventory-push.resource.ts'
import { createSchema, fieldLabels, isId, updateSchema } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { readRecord } from '../platform/resources/record-store.ts'

/**
 * Push settings (库存推送配置) saved one by one, as a list or from a sheet: a shop's setting of a
 * sales SKU is changed when there is one, else added; all or nothing, each problem named.
 */

const config = storeProInventoryConfig
const IMPORT_MAX_ROWS = 5000
const MAX_LISTED_ERRORS = 200

export const SHOP_LABEL: Label = { zh: '店铺', en: 'Shop', ja: 'ショップ' }
export const SALE_SKU_LABEL: Label = { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' }
export const STORES_LABEL: Label = { zh: '推送仓库', en: 'Warehouses pushed from', ja: '連携元倉庫' }

const hasId = (row: Row) => row.id !== undefined && row.id !== null && row.id !== ''

/** The live setting of a shop's sales SKU, if there is one. */
async function settingIdOf(tx: Queryable, shopId: unknown, saleSkuId: unknown): Promise<string | undefined> {
  // Only ids are looked up; anything else is refused by the row's schema afterwards.
  if (!isId(String(shopId ?? '')) || !isId(String(saleSkuId ?? ''))) return undefined
  const [row] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_store_pro_inventory_config WHERE shop_id = $1 AND sale_sku_id = $2 AND is_deleted = 0`,
    [String(shopId), String(saleSkuId)],
  )
  return row?.id
}

/**
 * Saves push settings, one record or a list, in one transaction: a row with an id changes that
 * setting, one without changes the shop's setting of that sales SKU when there is one, else adds
 * it. Every row is checked first; a bad field is a 400 naming it (`<index>.<field>` in a list).
 */
export async function saveConfigs(tx: Queryable, actor: Actor, rows: Row[], asList: boolean): Promise<string[]> {
  const labels = fieldLabels(config)
  const problems: FieldProblem[] = []
  const parsed: Row[] = []
  for (const [i, raw] of rows.entries()) {
    const id = hasId(raw) ? String(raw.id) : await settingIdOf(tx, raw.shopId, raw.saleSkuId)
    const result = (id ? updateSchema(config) : createSchema(config)).safeParse(
      { ...raw, ...(id ? { id } : {}) },
      { reportInput: true },
    )
    if (!result.success) {
      for (const p of describeIssues(result.error.issues, actor.lang, labels)) {
        problems.push(asList ? { field: `${i}.${p.field}`, message: `${i + 1}: ${p.message}` } : p)
      }
    } else parsed.push(result.data as Row)
  }
  if (problems.length) throw validationError(problems)
  const ids: string[] = []
  for (const row of parsed) ids.push(await saveRecord(tx, config, row, actor))
  return ids
}

/** What an import column holds and how a header names it (its key or its label in any language). */
type ImportColumn = { key: string; label: Label; required: boolean }

const CONFIG_COLUMNS: ImportColumn[] = [
  { key: 'shop', label: SHOP_LABEL, required: true },
  { key: 'saleSku', label: SALE_SKU_LABEL, required: true },
  { key: 'stores', label: STORES_LABEL, required: true },
  { key: 'pushRatio', label: config.fields.pushRatio.label, required: false },
  { key: 'safetyQuantity', label: config.fields.safetyQuantity.label, required: false },
  { key: 'maxQuantity', label: config.fields.maxQuantity.label, required: false },
  { key: 'preSaleQuantity', label: config.fields.preSaleQuantity.label, required: false },
  { key: 'isUpdate', label: config.fields.isUpdate.label, required: false },
  { key: 'remark', label: config.fields.remark.label, required: false },
]
const PRE_SALE_COLUMNS: ImportColumn[] = [
  { key: 'shop', label: SHOP_LABEL, required: true },
  { key: 'saleSku', label: SALE_SKU_LABEL, required: true },
  { key: 'preSaleQuantity', label: config.fields.preSaleQuantity.label, required: true },
]

/** Yes and no as people write them in a sheet. */
const YES = new Set(['1', 'y', 'yes', 'true', '是', '开', '开启', 'はい', 'オン'])
const NO = new Set(['0', 'n', 'no', 'false', '否', '关', '关闭', 'いいえ', 'オフ'])

type SheetRow = { number: number; cells: Record<string, string> }

/** The data rows of a sheet by column key: headers matched by key or label, missing required ones a 400. */
function sheetRows(sheet: string[][], columns: ImportColumn[], lang: Language): SheetRow[] {
  const [header = [], ...body] = sheet
  const norm = (s: string) => s.trim().toLowerCase()
  const at = new Map<string, number>()
  for (const col of columns) {
    const names = [col.key, col.label.zh, col.label.en, col.label.ja].map(norm)
    const i = header.findIndex((h) => names.includes(norm(String(h ?? ''))))
    if (i >= 0) at.set(col.key, i)
  }
  const missing = columns.filter((c) => c.required && !at.has(c.key)).map((c) => c.label[lang])
  if (missing.length)
    throw new AppError('VALIDATION', 'inventory.importColumnsMissing', { columns: missing.join(', ') })
  const rows = body
    .map((cells, i) => ({
      number: i + 2,
      cells: Object.fromEntries(columns.map((c) => [c.key, String(cells[at.get(c.key) ?? -1] ?? '').trim()])),
    }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''))
  if (!rows.length) throw new AppError('VALIDATION', 'importEmpty')
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_MAX_ROWS })
  return rows
}

/** Ids of records named by code or name (either unique), name → ids. */
async function idsByName(tx: Queryable, table: string, codeColumn: string, nameColumn: string, names: string[]) {
  const found = new Map<string, string[]>()
  if (!names.length) return found
  const rows = await tx.query<{ id: string; code: string; name: string }>(
    `SELECT id::text, ${codeColumn} AS code, ${nameColumn} AS name FROM ${table}
      WHERE is_deleted = 0 AND (${codeColumn} = ANY($1::text[]) OR ${nameColumn} = ANY($1::text[]))`,
    [names],
  )
  for (const r of rows) {
    for (const key of new Set([r.code, r.name])) found.set(key, [...(found.get(key) ?? []), r.id])
  }
  return found
}

/** Collects a file's row problems (`<row>.<field>`) and fails the whole file with them, keeping nothing. */
class RowProblems {
  readonly list: FieldProblem[] = []
  constructor(private readonly lang: Language) {}
  add(row: number, field: string, message: string) {
    this.list.push({ field: `${row}.${field}`, message: translate('importRow', this.lang, { row, message }) })
  }
  full() {
    return this.list.length >= MAX_LISTED_ERRORS
  }
  throwIfAny() {
    if (!this.list.length) return
    const problems = [...this.list].sort((a, b) => Number.parseInt(a.field, 10) - Number.parseInt(b.field, 10))
    const count = new Set(problems.map((p) => p.field.split('.')[0])).size
    const details = problems
      .slice(0, 5)
      .map((p) => p.message)
      .join('; ')
    throw new AppError('VALIDATION', 'importRowErrors', { count, details }, problems.slice(0, MAX_LISTED_ERRORS))
  }
}

/** Each row's shop and sales SKU resolved (by shop code or name, and the seller SKU within the shop), or a row problem. */
async function resolveShopSkus(tx: Queryable, rows: SheetRow[], problems: RowProblems, lang: Language) {
  const shops = await idsByName(tx, 'erp_base_shop', 'shop_code', 'shop_name', [
    ...new Set(rows.map((r) => r.cells.shop as string).filter(Boolean)),
  ])
  const skus = await tx.query<{ id: string; shopId: string; saleSku: string }>(
    `SELECT id::text, shop_id::text, sale_sku FROM erp_base_sale_sku WHERE is_deleted = 0 AND sale_sku = ANY($1::text[])`,
    [[...new Set(rows.map((r) => r.cells.saleSku as string).filter(Boolean))]],
  )
  const resolved = new Map<number, { shopId: string; saleSkuId: string }>()
  const seen = new Map<string, number>()
  for (const r of rows) {
    const shop = r.cells.shop as string
    const sku = r.cells.saleSku as string
    const shopIds = shops.get(shop) ?? []
    if (!shop) problems.add(r.number, 'shop', translate('fieldRequired', lang, { field: SHOP_LABEL[lang] }))
    else if (shopIds.length !== 1) {
      problems.add(r.number, 'shop', translate('importLinkUnknown', lang, { field: SHOP_LABEL[lang], value: shop }))
    }
    if (!sku) problems.add(r.number, 'saleSku', translate('fieldRequired', lang, { field: SALE_SKU_LABEL[lang] }))
    const shopId = shopIds.length === 1 ? (shopIds[0] as string) : undefined
    if (!shopId || !sku) continue
    const saleSkuId = skus.find((s) => s.shopId === shopId && s.saleSku === sku)?.id
    if (!saleSkuId) {
      problems.add(
        r.number,
        'saleSku',
        translate('importLinkUnknown', lang, { field: SALE_SKU_LABEL[lang], value: sku }),
      )
      continue
    }
    const first = seen.get(saleSkuId)
    if (first !== undefined) {
      problems.add(r.number, 'saleSku', translate('inventory.importDuplicateRow', lang, { first }))
      continue
    }
    seen.set(saleSkuId, r.number)
    resolved.set(r.number, { shopId, saleSkuId })
  }
  return resolved
}

/** Saves one checked row, its refusal (a 400) becoming the row's problem. */
async function saveRow(tx: Queryable, actor: Actor, row: SheetRow, values: Row, problems: RowProblems) {
  const parsed = (hasId(values) ? updateSchema(config) : createSchema(config)).safeParse(values, { reportInput: true })
  if (!parsed.success) {
    for (const p of describeIssues(parsed.error.issues, actor.lang, fieldLabels(config))) {
      problems.add(row.number, p.field, p.message)
    }
    return
  }
  try {
    await saveRecord(tx, config, parsed.data as Row, actor)
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 400) throw e
    const messages = e.problems.length
      ? e.problems
      : [{ field: '', message: translate(e.messageKey, actor.lang, { details: '', ...e.params }) }]
    for (const p of messages) problems.add(row.number, p.field, p.message)
  }
}

/**
 * Imports push settings (shop code or name, seller SKU, warehouses by code or name, ratio, safety,
 * cap, pre-sale, auto update, remark): a shop's setting of that SKU is changed, else added. All or
 * nothing: any row's problem fails the file, naming each row and field.
 */
export async function importConfigs(tx: Queryable, actor: Actor, sheet: string[][]): Promise<number> {
  const { lang } = actor
  const rows = sheetRows(sheet, CONFIG_COLUMNS, lang)
  const problems = new RowProblems(lang)
  const keys = await resolveShopSkus(tx, rows, problems, lang)
  const storeNames = rows.flatMap((r) => (r.cells.stores as string).split(/\s*[,，;；]\s*/).filter(Boolean))
  const stores = await idsByName(tx, 'erp_base_store', 'code', 'name', [...new Set(storeNames)])
  for (const r of rows) {
    const names = (r.cells.stores as string).split(/\s*[,，;；]\s*/).filter(Boolean)
    const storeIds: string[] = []
    for (const name of names) {
      const found = stores.get(name) ?? []
      if (found.length === 1) storeIds.push(found[0] as string)
      else
        problems.add(
          r.number,
          'storeIds',
          translate('importLinkUnknown', lang, { field: STORES_LABEL[lang], value: name }),
        )
    }
    const key = keys.get(r.number)
    if (!key || storeIds.length !== names.length) continue
    const flag = (r.cells.isUpdate as string).toLowerCase()
    const values: Row = { ...key, storeIds: storeIds.join(',') }
    for (const k of ['pushRatio', 'safetyQuantity', 'maxQuantity', 'preSaleQuantity', 'remark']) {
      if (r.cells[k] !== '') values[k] = r.cells[k]
    }
    if (flag !== '') values.isUpdate = YES.has(flag) ? '1' : NO.has(flag) ? '0' : r.cells.isUpdate
    const id = await settingIdOf(tx, key.shopId, key.saleSkuId)
    if (id) values.id = id
    await saveRow(tx, actor, r, values, problems)
    if (problems.full()) break
  }
  problems.throwIfAny()
  return rows.length
}

/** Imports pre-sale quantities of existing push settings (shop, seller SKU, pre-sale quantity); all or nothing. */
export async function importPreSale(tx: Queryable, actor: Actor, sheet: string[][]): Promise<number> {
  const { lang } = actor
  const rows = sheetRows(sheet, PRE_SALE_COLUMNS, lang)
  const problems = new RowProblems(lang)
  const keys = await resolveShopSkus(tx, rows, problems, lang)
  for (const r of rows) {
    const key = keys.get(r.number)
    if (!key) continue
    const id = await settingIdOf(tx, key.shopId, key.saleSkuId)
    if (!id) {
      const message = translate('inventory.noPushConfig', lang, { shop: r.cells.shop, sku: r.cells.saleSku })
      problems.add(r.number, 'saleSku', message)
      continue
    }
    const quantity = r.cells.preSaleQuantity as string
    if (quantity === '') {
      const field = config.fields.preSaleQuantity.label[lang]
      problems.add(r.number, 'preSaleQuantity', translate('fieldRequired', lang, { field }))
      continue
    }
    await saveRow(tx, actor, r, { id, preSaleQuantity: quantity }, problems)
    if (problems.full()) break
  }
  problems.throwIfAny()
  return rows.length
}

/** Saves push settings (as `saveConfigs`) and answers the saved records. */
export async function saveConfigsRead(tx: Queryable, actor: Actor, rows: Row[], asList: boolean) {
  const ids = await saveConfigs(tx, actor, rows, asList)
  return Promise.all(ids.map((id) => readRecord(tx, config, id)))
}

/** Switches automatic updating of push settings on (1) or off (0), each through the setting's rules. */
export async function setAutoUpdate(tx: Queryable, actor: Actor, ids: readonly string[], isUpdate: 0 | 1) {
  for (const id of ids) await saveRecord(tx, config, { id, isUpdate }, actor)
}
