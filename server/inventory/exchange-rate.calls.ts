import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { baseExchangeRate } from '#sync/resources/inventory/base-exchange-rate.resource.ts'
import { exchangeRateDetailAnswer } from '#sync/resources/inventory/inventory.answers.ts'
import { fieldLabels, fieldValueSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { rateDetail, setExchangeRate } from './exchange-rate.ts'

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

/** Exchange-rate calls beyond the generic ones (spec 2 §7.9 baseexchangerate). */
export const exchangeRateCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/baseexchangerate/exchangeRateDetail',
    area: 'inventory',
    summary: "A currency pair's current rate and its history (id, or fromCurrency and toCurrency; optional amount)",
    access: { permission: permissions.view },
    output: exchangeRateDetailAnswer,
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
    output: exchangeRateDetailAnswer,
    input: { params: updateBody, labels: LABELS },
    example: { fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.125000', remark: 'Bank of China mid rate' },
    handler: async (c, { params: body }) => {
      const actor = actorOf(c)
      const answer = await c.var.db.begin((tx) => setExchangeRate(tx, actor, body))
      return ok(c, answer)
    },
  }),
]
