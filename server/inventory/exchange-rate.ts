import { translate } from '#sync/i18n/messages.ts'
import { compareDecimal, convertMoney, divideDecimal } from '#sync/money/round-money.ts'
import { baseExchangeRate } from '#sync/resources/inventory/base-exchange-rate.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { transactionTime } from '../platform/records/transaction-time.ts'
import { type Actor, insertRecord, selectColumns, updateRecord } from '../platform/resources/record-store.ts'
import { findCurrency } from '../pricing/assert-currency.ts'
import { checkRatePair } from './exchange-rate.hooks.ts'
import { recordRateChange } from './record-rate-change.ts'

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
export async function rateDetail(
  tx: Queryable,
  q: PairQuery & { amount?: string; historySize?: number },
  actor: Actor,
) {
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

/** A new rate of a pair (by id, or by its currencies) as the caller sends it. */
export type RateUpdate = PairQuery & { rate: unknown; remark?: string | null; version?: number }

/**
 * Sets a pair's rate (a new pair is created) and records the change with this call as its source;
 * an unchanged rate records nothing. Answers the pair's detail.
 */
export async function setExchangeRate(tx: Queryable, actor: Actor, body: RateUpdate) {
  const found = await findRate(tx, body, actor, true)
  const changeTime = await transactionTime(tx)
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
}
