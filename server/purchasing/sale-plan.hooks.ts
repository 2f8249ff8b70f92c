import type { Language } from '#sync/i18n/language.ts'
import type { MessageKey } from '#sync/i18n/messages.ts'
import { translate } from '#sync/i18n/messages.ts'
import { compareDecimal } from '#sync/money/round-money.ts'
import { PLAN_HINT_DAYS, SALE_PLAN_HINT, SALE_PLAN_STATUS } from '#sync/resources/purchasing/sale-plan.actions.ts'
import { salePlan, salePlanItem } from '#sync/resources/purchasing/sale-plan.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { hooksFor } from '../platform/resources/hooks.ts'

/** The plan's dates in the order the goods move (spec 1 §5): each given one after the one before. */
const DATE_ORDER = ['buildOrderDay', 'productionSample', 'goodsSample', 'deliveryTime', 'departureDay'] as const

const labelOf = (field: string, lang: Language) =>
  (
    salePlan.fields[field as keyof typeof salePlan.fields] ??
    salePlanItem.fields[field as keyof typeof salePlanItem.fields]
  )?.label[lang] ?? field

function refuse(field: string, key: MessageKey, lang: Language, params: Record<string, unknown> = {}): never {
  throw validationError([{ field, message: translate(key, lang, params) }])
}

/** A date as stored or sent, 'YYYY-MM-DD' (empty when none). */
const dayOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).slice(0, 10))

/** Refuses dates out of order: build order day < production sample < goods sample < delivery < departure, each where given. */
export function checkDateOrder(plan: Row, lang: Language): void {
  let previous: { field: string; day: string } | undefined
  for (const field of DATE_ORDER) {
    const day = dayOf(plan[field])
    if (!day) continue
    if (previous && day <= previous.day)
      refuse(field, 'purchasing.datesOutOfOrder', lang, {
        field: labelOf(field, lang),
        previous: labelOf(previous.field, lang),
      })
    previous = { field, day }
  }
}

/** Whole boxes: a part box counts as one more (spec 1 §5), '2.5' → 3. */
export function wholeBoxes(boxNum: string): number {
  const [whole = '0', fraction = ''] = boxNum.split('.')
  return Number(whole) + (/[1-9]/.test(fraction) ? 1 : 0)
}

/**
 * Checks each line (a product, an FOB price, units per box and boxes above zero), rounds the
 * boxes up and works out the quantity; what purchases bought stays the server's.
 */
export function prepareItems(items: Row[], lang: Language): void {
  items.forEach((item, i) => {
    const line = i + 1
    if (!item.productId) refuse(`items[${i}].productId`, 'purchasing.itemProductRequired', lang, { line })
    for (const field of ['fobPrice', 'boxRate', 'boxNum'] as const) {
      const value = item[field]
      if (value === null || value === undefined || compareDecimal(String(value), '0') <= 0)
        refuse(`items[${i}].${field}`, 'purchasing.itemPositive', lang, { line, field: labelOf(field, lang) })
    }
    const boxes = wholeBoxes(String(item.boxNum))
    item.boxNum = String(boxes)
    item.quantity = Number(item.boxRate) * boxes
    delete item.purchasedQuantity
  })
}

const { pendingConfirm, pendingReview, approved, partlyPurchased, rejected } = SALE_PLAN_STATUS

/**
 * The plan's hint (spec 1 §5 plan hints, dictionary sale_plan_hint): its factory date is 10 days
 * away or less while not all of it is bought, or it is 25 days old and still not approved.
 */
const planHint = (t: string) =>
  `SELECT CASE
     WHEN ${t}.status IN (${[pendingConfirm, pendingReview, approved, partlyPurchased, rejected].join(', ')})
          AND ${t}.delivery_time - current_date <= ${PLAN_HINT_DAYS.beforeFactoryDate} THEN '${SALE_PLAN_HINT.factoryDateNear}'
     WHEN ${t}.status IN (${[pendingConfirm, pendingReview, rejected].join(', ')})
          AND ${t}.create_time <= localtimestamp(0) - interval '${PLAN_HINT_DAYS.afterCreation} days' THEN '${SALE_PLAN_HINT.unapprovedLong}'
   END`

/** Sales plans: dates in order, lines complete, boxes whole and quantities worked out on every save. */
export const salePlanHooks = hooksFor(salePlan, {
  computed: { planHint },
  beforeSave: ({ actor }, input, existing) => {
    checkDateOrder({ ...existing, ...input }, actor.lang)
    if (Array.isArray(input.items)) prepareItems(input.items as Row[], actor.lang)
  },
})
