import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { compareDecimal, convertMoney, divideDecimal } from '#sync/money/round-money.ts'
import { baseExchangeRate } from '#sync/resources/inventory/base-exchange-rate.resource.ts'
import { fieldLabels, fieldValueSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { type Actor, insertRecord, selectColumns, updateRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { findCurrency } from '../pricing/assert-currency.ts'
import { checkRatePair } from './exchange-rate.hooks.ts'
import { databaseNow, recordRateChange } from './record-rate-change.ts'

const { permissions } = baseExchangeRate
const CURRENCY = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/))
const LABELS: Record<string, Label> = {
  ...fieldLabels(baseExchangeRate),
  id: { zh: '汇率', en: 'Exchange rate', ja: '為替レート' },
  amount: { zh: '金额', en: 'Amount', ja: '金額' },
  historySize: { zh: '历史条数', en: 'History size', ja: '履歴件数' },
}

/** The query string's text, or a JSON number of a POST body as text. */
const asText = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), schema)

const detailQuery = z.object({
  id: idSchema.optional(),
  fromCurrency: CURRENCY.optional(),
  toCurrency: CURRENCY.optional(),
  amount: asText(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,18}(\.\d{1,6})?$/),
  ).optional(),
  historySize: asText(
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(500)),
  ).optional(),
})

const updateBody = z.object({
  id: idSchema.optional(),
  fromCurrency: CURRENCY.optional(),
  toCurrency: CURRENCY.optional(),
  rate: fieldValueSchema(baseExchangeRate.fields.rate),
  remark: z.string().trim().max(500).nullable().optional(),
  version: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(1))
    .optional(),
})

type PairQuery = { id?: string; fromCurrency?: string; toCurrency?: string }

/** The rate record the caller means (by id, or by its pair), locked when it is about to change. */
async function findRate(tx: Queryable, q: PairQuery, actor: Actor, lock = false): Promise<Row | undefined> {
  const forUpdate = lock ? 'FOR UPDATE' : ''
  if (q.id) {
    const rows = await tx.query(
      `SELECT ${selectColumns(baseExchangeRate)} FROM ${baseExchangeRate.table} WHERE id = $1 AND is_deleted = 0 ${forUpdate}`,
      [q.id],
    )
    if (!rows[0]) throw new AppError('NOT_FOUND', 'recordNotFound')
    return rows[0]
  }
  if (!q.fromCurrency || !q.toCurrency) {
    const field = q.fromCurrency ? 'toCurrency' : 'fromCurrency'
    throw validationError([{ field, message: translate('inventory.ratePairRequired', actor.lang) }])
  }
  const rows = await tx.query(
    `SELECT ${selectColumns(baseExchangeRate)} FROM ${baseExchangeRate.table}
      WHERE from_currency = $1 AND to_currency = $2 AND is_deleted = 0 ${forUpdate}`,
    [q.fromCurrency, q.toCurrency],
  )
  return rows[0]
}

async function historyOf(tx: Queryable, exchangeRateId: string, size: number) {
  return tx.query(
    `SELECT id, exchange_rate_id, from_currency, to_currency, old_rate, rate, change_time, source, remark, create_user
       FROM erp_base_exchange_rate_log WHERE exchange_rate_id = $1 AND is_deleted = 0
      ORDER BY change_time DESC, id DESC LIMIT ${size}`,
    [exchangeRateId],
  )
}

/**
 * A pair's current rate and its history, newest first. Without a stored pair the reverse pair
 * answers with the inverted rate (`inverse: true`); with `amount` the converted amount follows, in
 * the target currency's digits and rounding mode.
 */
async function rateDetail(tx: Queryable, q: PairQuery & { amount?: string; historySize?: number }, actor: Actor) {
  const size = q.historySize ?? 50
  let answer: Row
  const found = await findRate(tx, q, actor)
  const from = String(found?.fromCurrency ?? q.fromCurrency)
  const to = String(found?.toCurrency ?? q.toCurrency)
  if (found) {
    answer = { ...found, inverse: false, history: await historyOf(tx, String(found.id), size) }
  } else if (from === to) {
    answer = {
      fromCurrency: from,
      toCurrency: to,
      pairCode: `${from}/${to}`,
      rate: '1.000000',
      inverse: false,
      history: [],
    }
  } else {
    const reverse = await findRate(tx, { fromCurrency: to, toCurrency: from }, actor)
    if (!reverse) throw new AppError('NOT_FOUND', 'inventory.rateNotFound', { from, to })
    answer = {
      ...reverse,
      fromCurrency: from,
      toCurrency: to,
      pairCode: `${from}/${to}`,
      rate: divideDecimal('1', String(reverse.rate), 6, 1),
      inverse: true,
      history: await historyOf(tx, String(reverse.id), size),
    }
  }
  if (q.amount !== undefined) {
    const target = await findCurrency(tx, to)
    const digits = target?.digits ?? 2
    const roundingMode = target?.roundingMode ?? 1
    answer.amount = q.amount
    answer.convertedAmount = convertMoney(q.amount, String(answer.rate), digits, roundingMode)
    answer.digits = digits
    answer.roundingMode = roundingMode
  }
  return answer
}

/** Exchange-rate calls beyond the generic ones (spec 2 §7.9 baseexchangerate). */
export const exchangeRateCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseexchangerate/exchangeRateDetail',
    area: 'inventory',
    summary: "A currency pair's current rate and its history (id, or fromCurrency and toCurrency; optional amount)",
    access: { permission: permissions.view },
    input: { params: detailQuery, labels: LABELS },
    handler: async (c, { params: q }) => {
      const actor = actorOf(c)
      return ok(c, await c.var.db.begin((tx) => rateDetail(tx, q, actor)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/erp/baseexchangerate/updateExchangeRate',
    area: 'inventory',
    summary: 'Sets a new rate of a pair (by id, or fromCurrency and toCurrency; a new pair is created) and records it',
    access: { permission: permissions.edit },
    input: { params: updateBody, labels: LABELS },
    example: { fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.125000', remark: 'Bank of China mid rate' },
    handler: async (c, { params: body }) => {
      const actor = actorOf(c)
      const answer = await c.var.db.begin(async (tx) => {
        const found = await findRate(tx, body, actor, true)
        const changeTime = await databaseNow(tx)
        const remark = body.remark ?? null
        if (!found) {
          const from = body.fromCurrency as string
          const to = body.toCurrency as string
          await checkRatePair(tx, from, to, actor.lang)
          // Not saveRecord: the rate's hooks would log the change as a console edit; this call logs its own source.
          const id = await insertRecord(
            tx,
            baseExchangeRate,
            {
              fromCurrency: from,
              toCurrency: to,
              pairCode: `${from}/${to}`,
              rate: body.rate,
              rateTime: changeTime,
              remark,
            },
            actor,
          )
          await recordRateChange(tx, actor, {
            exchangeRateId: id,
            fromCurrency: from,
            toCurrency: to,
            oldRate: null,
            rate: String(body.rate),
            changeTime,
            source: 'updateExchangeRate',
            remark,
          })
          return rateDetail(tx, { id }, actor)
        }
        const id = String(found.id)
        if (body.version !== undefined && body.version !== found.version) throw new AppError('CONFLICT', 'staleVersion')
        if (compareDecimal(String(found.rate), String(body.rate)) !== 0) {
          await updateRecord(tx, baseExchangeRate, { id, rate: body.rate, rateTime: changeTime }, actor)
          await recordRateChange(tx, actor, {
            exchangeRateId: id,
            fromCurrency: String(found.fromCurrency),
            toCurrency: String(found.toCurrency),
            oldRate: String(found.rate),
            rate: String(body.rate),
            changeTime,
            source: 'updateExchangeRate',
            remark,
          })
        }
        return rateDetail(tx, { id }, actor)
      })
      return ok(c, answer)
    },
  }),
]
