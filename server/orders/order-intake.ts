import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { describeIssues, type FieldProblem } from '#sync/resources/describe-issues.ts'
import { order, orderItem } from '#sync/resources/orders/order.resource.ts'
import { childRowSchema, createSchema, fieldLabels, updateSchema } from '#sync/resources/resource-schemas.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { inSavepoint } from '../platform/db/savepoint.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { autoReviewOrders } from './order-review.ts'
import { type OrderSource, SOURCE_KEY } from './order-save.ts'

/** The body key of an order's lines (the BladeX screens' name). */
export const LINES = 'orderSkuVOS'
/** Most lines one order may carry. */
export const MAX_LINES = 1000

const orderLabels = fieldLabels(order)
const lineLabels = fieldLabels(orderItem)
const withLines = (schema: z.ZodObject) =>
  schema.extend({ [LINES]: z.array(z.record(z.string(), z.unknown())).max(MAX_LINES).optional() })
const createBody = withLines(createSchema(order))
const updateBody = withLines(updateSchema(order))

const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505'

/**
 * An order body checked field by field: the order's fields with the order schema, each line with
 * the line schema (a line with an id may omit what it keeps); every problem names its field, a
 * line's as `orderSkuVOS.<n>.<field>` with "Line n" in the message. Answers the parsed body.
 */
export function parseOrderInput(lang: Language, raw: unknown, mode: 'create' | 'update'): Row {
  const parsed = (mode === 'create' ? createBody : updateBody).safeParse(raw, { reportInput: true })
  if (!parsed.success) throw validationError(describeIssues(parsed.error.issues, lang, orderLabels))
  const body = parsed.data as Row
  const lines = body[LINES] as Row[] | undefined
  if (!lines) return body
  const problems: FieldProblem[] = []
  body[LINES] = lines.map((line, i) => {
    const schema = childRowSchema(orderItem, 'orderId', line)
    const one = schema.safeParse(line, { reportInput: true })
    if (one.success) {
      const hasId = line.id !== undefined && line.id !== null && line.id !== ''
      return { ...(one.data as Row), ...(hasId ? { id: String(line.id) } : {}) }
    }
    for (const p of describeIssues(one.error.issues, lang, lineLabels)) {
      problems.push({
        field: `${LINES}.${i}.${p.field}`,
        message: translate('orders.lineProblem', lang, { line: i + 1, message: p.message }),
      })
    }
    return line
  })
  if (problems.length) throw validationError(problems)
  return body
}

/**
 * Gives each line without a product one, by what a marketplace sends: the system SKU, else the
 * shop's sales SKU when it maps to exactly one product, one unit each (a pack of several would
 * change the line's quantity and price, which a person must decide). A line naming neither is a
 * 400 naming the line.
 */
export async function resolveLineProducts(tx: Queryable, actor: Actor, shopId: string, lines: Row[]): Promise<void> {
  const open = lines.filter((l) => !l.productId)
  if (!open.length) return
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  const skus = [...new Set(open.map((l) => text(l.sysSku)).filter(Boolean))]
  const sales = [...new Set(open.map((l) => text(l.sellerSku)).filter(Boolean))]
  const bySys = await tx.query<{ sku: string; id: string }>(
    `SELECT sys_sku AS sku, id::text FROM erp_base_product WHERE sys_sku = ANY($1::text[]) AND is_deleted = 0`,
    [skus],
  )
  const bySale = await tx.query<{ sku: string; id: string }>(
    `SELECT s.sale_sku AS sku, min(a.product_id)::text AS id FROM erp_base_sale_sku s
       JOIN erp_base_sale_sku_associated a ON a.sale_sku_id = s.id AND a.is_deleted = 0
      WHERE s.shop_id = $1 AND s.sale_sku = ANY($2::text[]) AND s.is_deleted = 0
      GROUP BY s.sale_sku HAVING count(*) = 1 AND min(a.quantity) = 1`,
    [shopId, sales],
  )
  const problems: FieldProblem[] = []
  lines.forEach((line, i) => {
    if (line.productId) return
    const found = bySys.find((p) => p.sku === text(line.sysSku)) ?? bySale.find((p) => p.sku === text(line.sellerSku))
    if (found) line.productId = found.id
    else {
      problems.push({
        field: `${LINES}.${i}.productId`,
        message: translate('orders.skuUnmapped', actor.lang, {
          line: i + 1,
          sku: text(line.sellerSku) || text(line.sysSku) || '—',
        }),
      })
    }
  })
  if (problems.length) throw validationError(problems)
}

/**
 * The live order intake made of a marketplace order (not a split child), if any: the order itself
 * or the one it was merged into, else a merged source (merged away, it still was taken in once).
 */
export async function findIntake(tx: Queryable, shopId: string, sellerOrderId: string) {
  const [found] = await tx.query<{ id: string; code: string }>(
    `SELECT id::text, code FROM erp_order
      WHERE shop_id = $1 AND seller_order_id = $2 AND is_deleted = 0 AND parent_order_id IS NULL
      ORDER BY (merged_into_id IS NOT NULL), id LIMIT 1`,
    [shopId, sellerOrderId],
  )
  return found
}

/** What an intake did: the order, and whether it was made now or already existed. */
export type IntakeResult = { id: string; code: string; created: boolean }

/**
 * The one way an order comes in (B2C and B2B forms, import, pullOrder, the marketplace adapters):
 * the body is checked, lines without a product get one from their SKUs, and the order is saved
 * through the order's save rules (order-save.ts: totals, code, status, history). Idempotent on
 * (shop, marketplace order no.): a second intake of the same order answers the existing one
 * unchanged, also when two arrive at once (the unique index erp_order_live_seller_order makes the
 * later insert fail inside a savepoint, and the order the other one committed is answered). A new
 * order then meets the dividing rules (`autoReviewOrders`: routed, and reviewed where its rule or
 * shop says so), unless the caller takes in a batch and reviews it in one go (`autoReview: false`).
 */
export async function intakeOrder(
  tx: Queryable,
  actor: Actor,
  input: unknown,
  source: OrderSource,
  { autoReview = true } = {},
): Promise<IntakeResult> {
  const raw: Row = { ...(typeof input === 'object' && input !== null ? (input as Row) : {}), [SOURCE_KEY]: source }
  const order0 = parseOrderInput(actor.lang, { ...raw, [LINES]: undefined }, 'create')
  const shopId = String(order0.shopId)
  const seller = typeof order0.sellerOrderId === 'string' && order0.sellerOrderId ? order0.sellerOrderId : undefined
  if (seller) {
    const found = await findIntake(tx, shopId, seller)
    if (found) return { ...found, created: false }
  }
  // A marketplace's line names its SKU, not our product: found before the lines are checked.
  const sent = raw[LINES]
  if (Array.isArray(sent)) {
    const lines = sent.map((l) => (typeof l === 'object' && l !== null && !Array.isArray(l) ? { ...(l as Row) } : l))
    await resolveLineProducts(
      tx,
      actor,
      shopId,
      lines.filter((l): l is Row => typeof l === 'object' && l !== null),
    )
    raw[LINES] = lines
  }
  const body = parseOrderInput(actor.lang, raw, 'create')
  try {
    const id = await inSavepoint(tx, 'order_intake', () => saveRecord(tx, order, body, actor, raw))
    if (autoReview) await autoReviewOrders(tx, actor, [id])
    return { id, code: String(body.code), created: true }
  } catch (e) {
    if (!seller || !isUniqueViolation(e)) throw e
    const found = await findIntake(tx, shopId, seller)
    if (!found) throw e
    return { ...found, created: false }
  }
}

/** One marketplace order of a pull that was refused, with why. */
export type PullFailure = { index: number; sellerOrderId: string | null; errors: FieldProblem[]; message: string }

/**
 * Takes in a marketplace's orders of one shop (pullOrder): each through `intakeOrder`, in a
 * savepoint of its own, so an order that is refused (a SKU the shop does not map) is listed with
 * its reasons and does not hold back the others; the new ones then meet the dividing rules in one
 * batch. Answers the ids made, the ids already there, the refused and what the review did.
 */
export async function pullOrders(tx: Queryable, actor: Actor, shopId: string, orders: readonly Row[]) {
  const created: string[] = []
  const existing: string[] = []
  const failed: PullFailure[] = []
  for (const [index, one] of orders.entries()) {
    try {
      const r = await inSavepoint(tx, 'order_pull', () =>
        intakeOrder(tx, actor, { ...one, shopId }, 'pull', { autoReview: false }),
      )
      ;(r.created ? created : existing).push(r.id)
    } catch (e) {
      if (!(e instanceof AppError) || e.status !== 400) throw e
      const seller = typeof one.sellerOrderId === 'string' ? one.sellerOrderId : null
      failed.push({
        index,
        sellerOrderId: seller,
        errors: e.problems,
        message: e.problems.length
          ? e.problems.map((p) => p.message).join('; ')
          : translate(e.messageKey, actor.lang, { details: '', ...e.params }),
      })
    }
  }
  const review = await autoReviewOrders(tx, actor, created)
  return {
    created: created.length,
    existing: existing.length,
    createdIds: created,
    existingIds: existing,
    failed,
    review,
  }
}
