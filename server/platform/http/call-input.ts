import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { idListSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../db/db.ts'
import { dataScopeCondition } from '../resources/data-scope.ts'
import { buildListQuery, type ListQuery, listQuery } from '../resources/list-query.ts'
import { type SheetColumn, streamSheet } from '../resources/spreadsheet.ts'
import type { AppEnv } from './app-env.ts'
import { validationError } from './app-error.ts'

/**
 * Input helpers every hand-written call shares (search terms, common labels, list WHERE clauses,
 * spreadsheet downloads): platform code, so no area imports another area for them.
 */

/** A query-string search term (trimmed, bounded). */
export const searchSchema = z.string().trim().max(100).optional()

/** Common labels of hand-written inputs. */
export const LABELS: Record<string, Label> = {
  id: { zh: '主键', en: 'ID', ja: 'ID' },
  ids: { zh: '主键', en: 'IDs', ja: 'ID' },
  productId: { zh: '产品', en: 'Product', ja: '商品' },
  productIds: { zh: '产品', en: 'Products', ja: '商品' },
  saleSkuId: { zh: '销售SKU', en: 'Sales SKU', ja: '販売SKU' },
  saleSkuIds: { zh: '销售SKU', en: 'Sales SKUs', ja: '販売SKU' },
  shopId: { zh: '店铺', en: 'Shop', ja: 'ショップ' },
  shopIds: { zh: '店铺', en: 'Shops', ja: 'ショップ' },
  storeIds: { zh: '仓库', en: 'Warehouses', ja: '倉庫' },
  declareId: { zh: '申报信息', en: 'Declaration', ja: '申告情報' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  list: { zh: '明细', en: 'Rows', ja: '明細' },
  parts: { zh: '组合明细', en: 'Parts', ja: '構成品' },
  price: { zh: '价格', en: 'Price', ja: '価格' },
  currency: { zh: '币种', en: 'Currency', ja: '通貨' },
  remark: { zh: '备注', en: 'Remark', ja: '備考' },
  parentId: { zh: '上级', en: 'Parent', ja: '親' },
  sort: { zh: '位置', en: 'Position', ja: '位置' },
  count: { zh: '数量', en: 'Count', ja: '件数' },
  reviewStatus: { zh: '审核结果', en: 'Review result', ja: '審査結果' },
  reviewRemark: { zh: '审核意见', en: 'Review remark', ja: '審査コメント' },
  search: { zh: '关键字', en: 'Search', ja: 'キーワード' },
}

/** A download's query string: the list's filters, or `ids=1,2,3` (an empty `ids=` means none). */
export const sheetQuery = listQuery.extend({
  ids: z.preprocess((v) => (v === '' ? undefined : v), idListSchema.optional()),
})

/**
 * The WHERE clause of a list request (its parsed query, plus `extra` over it): the declaration's
 * filters and the role's data scope, with RLS underneath. The generic list calls and every
 * hand-written list or download read the same clause.
 */
export async function listWhere(
  tx: Queryable,
  c: Context<AppEnv>,
  resource: ResourceDef,
  query: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<ListQuery> {
  const q = buildListQuery(resource, { ...query, ...extra }, c.var.lang)
  const scope = await dataScopeCondition(tx, c.var.session, resource, q.params)
  if (scope) q.where.push(scope)
  return q
}

/** A sheet column with its header in the caller's language. */
export function column(key: string, field: Field, c: Context<AppEnv>): SheetColumn {
  return { key, field, header: field.label[c.var.lang] }
}

/**
 * A streamed xlsx (or csv) download, named `name-<today>`; a document's own sheet is named by its
 * number alone (`dated: false`: PK-20261202-0007.xlsx), which already says which and when.
 */
export function sheetResponse(
  c: Context<AppEnv>,
  name: string,
  format: 'xlsx' | 'csv',
  columns: SheetColumn[],
  batches: AsyncIterable<Row[]>,
  { dated = true }: { dated?: boolean } = {},
): Response {
  const file = dated ? `${name}-${new Date().toISOString().slice(0, 10)}.${format}` : `${name}.${format}`
  return new Response(streamSheet(format, columns, batches, c.var.lang), {
    headers: {
      'Content-Type':
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${file}"`,
    },
  })
}

/** Pages through a query in batches of 1,000 rows, each in its own short transaction. */
export async function* pagedRows(
  db: { begin<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  read: (tx: Queryable, limit: number, offset: number) => Promise<Row[]>,
): AsyncIterable<Row[]> {
  const batch = 1000
  for (let offset = 0; ; offset += batch) {
    const rows = await db.begin((tx) => read(tx, batch, offset))
    if (rows.length) yield rows
    if (rows.length < batch) return
  }
}

/** The value, or a 400 naming the field as required (for inputs that may come under either of two names). */
export function requireValue<T>(c: Context<AppEnv>, field: string, value: T | undefined): T {
  if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) return value
  const label = LABELS[field]?.[c.var.lang] ?? field
  throw validationError([{ field, message: translate('fieldRequired', c.var.lang, { field: label }) }])
}
