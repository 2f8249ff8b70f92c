import type { CallContract } from '#sync/http/contract.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { ORDER_ADDRESS_FIELDS, order, orderItem } from '#sync/resources/orders/order.resource.ts'
import { createB2BOrderContract, submitOrderContract } from '#sync/resources/orders/orders.contracts.ts'
import { baseProduct } from '#sync/resources/products/base-product.resource.ts'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { type FieldErrors, type FormValues, validateBody } from '../resource/form-rules.ts'
import { regionOptions } from './address-places.ts'

/** The declared fields by key (the order page reads them by name). */
export const ORDER_FIELDS: Record<string, Field> = order.fields
export const LINE_FIELDS_DECLARED: Record<string, Field> = orderItem.fields

/** The two order forms: a retail order (B2C) and a wholesale one (B2B). */
export type OrderKind = 'b2c' | 'b2b'

/** Where each form is opened and where it is sent (spec 1 §2.3 fixed routes; the intake calls). */
export const ORDER_FORMS = {
  b2c: { path: '/erp/saleOrder/addB2COrder', save: submitOrderContract, orderType: '1' },
  b2b: { path: '/erp/saleOrderB2B/addB2BOrder', save: createB2BOrderContract, orderType: '2' },
} as const satisfies Record<OrderKind, { path: string; save: CallContract; orderType: string }>

/** The order's own fields each form shows, in the form's sections. */
export const ORDER_FORM_SECTIONS: Record<OrderKind, { title: string; fields: string[] }[]> = {
  b2c: [
    {
      title: 'salesOrder.form.order',
      fields: ['shopId', 'sellerOrderId', 'fobCurrency', 'orderTime', 'payType', 'clientOrderNumber'],
    },
    { title: 'salesOrder.form.buyer', fields: ['buyerName', 'buyerEmail', 'buyerId', 'leaveWord'] },
    {
      title: 'salesOrder.form.address',
      fields: [...ORDER_ADDRESS_FIELDS],
    },
    { title: 'salesOrder.form.money', fields: ['freightAmount', 'discountAmount', 'remark'] },
  ],
  b2b: [
    {
      title: 'salesOrder.form.order',
      fields: ['shopId', 'clientOrderNumber', 'fobCurrency', 'deliveryDate', 'isShippingList', 'shippingMark'],
    },
    { title: 'salesOrder.form.buyer', fields: ['buyerName', 'buyerEmail', 'company', 'leaveWord'] },
    {
      title: 'salesOrder.form.address',
      fields: [
        'addressName',
        'addressPhone',
        'addressEmail',
        'addressCountryCode',
        'addressStateOrRegion',
        'addressCity',
        'addressPostalCode',
        'addressLine1',
        'addressLine2',
        'addressType',
      ],
    },
    { title: 'salesOrder.form.money', fields: ['freightAmount', 'discountAmount', 'remark'] },
  ],
}

/** The line columns each form edits. */
export const LINE_FIELDS: Record<OrderKind, string[]> = {
  b2c: ['productId', 'sellerSku', 'quantity', 'price', 'weight'],
  b2b: ['productId', 'sellerSku', 'quantity', 'price', 'supplyPrice', 'retailPrice', 'weight'],
}

/** The key the order's lines travel under. */
export const LINES_KEY = 'orderSkuVOS'

/** Where a chosen product's unit weight is read. */
export const productDetail = detailContract(baseProduct)

/**
 * The form once a product's unit weight arrived for line `index`: set where that line still has the
 * product and no weight typed (the person's own figure wins).
 */
export function withProductWeight(
  values: FormValues,
  index: number,
  productId: string,
  unitWeight: string,
): FormValues {
  const lines = Array.isArray(values[LINES_KEY]) ? (values[LINES_KEY] as Record<string, unknown>[]) : []
  const line = lines[index]
  if (!line || line.productId !== productId || !isBlank(line.weight)) return values
  return { ...values, [LINES_KEY]: lines.map((l, i) => (i === index ? { ...l, weight: unitWeight } : l)) }
}

/** The form once the country changes: a state chosen from the old country's list goes with it. */
export function withCountry(values: FormValues, country: string | null): FormValues {
  const state = values.addressStateOrRegion
  const before = regionOptions(values.addressCountryCode)
  const after = regionOptions(country)
  const keeps =
    typeof state !== 'string' ||
    !state ||
    (after ? after.some((o) => o.value === state) : !before?.some((o) => o.value === state))
  return { ...values, addressCountryCode: country, ...(keeps ? {} : { addressStateOrRegion: null }) }
}

/** A new form: the order type and currency preset, one empty line. */
export function newOrderValues(kind: OrderKind): FormValues {
  const values: FormValues = { fobCurrency: 'USD', isShippingList: 0 }
  for (const section of ORDER_FORM_SECTIONS[kind]) for (const key of section.fields) values[key] ??= null
  values.fobCurrency = 'USD'
  values[LINES_KEY] = [newLine(kind)]
  return values
}

/** An empty line of the form. */
export function newLine(kind: OrderKind): Record<string, unknown> {
  return Object.fromEntries(LINE_FIELDS[kind].map((k) => [k, null]))
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** The body sent: the form's fields (blanks left out), the order type, and the lines with their columns. */
export function orderFormBody(kind: OrderKind, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { orderType: ORDER_FORMS[kind].orderType }
  for (const section of ORDER_FORM_SECTIONS[kind])
    for (const key of section.fields) {
      const v = values[key]
      if (!isBlank(v)) body[key] = typeof v === 'string' ? v.trim() : v
    }
  if (typeof body.addressCountryCode === 'string') body.addressCountryCode = body.addressCountryCode.toUpperCase()
  const lines = Array.isArray(values[LINES_KEY]) ? (values[LINES_KEY] as Record<string, unknown>[]) : []
  body[LINES_KEY] = lines.map((line) => {
    const row: Record<string, unknown> = {}
    for (const key of LINE_FIELDS[kind]) {
      const v = line[key]
      if (isBlank(v)) continue
      row[key] = key === 'quantity' && typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v
    }
    return row
  })
  return body
}

/**
 * The form's errors by field, checked with the declaration's own schemas as the server checks them
 * (shop required, a valid e-mail, each line's product, quantity and unit price), and at least one line.
 */
export function orderFormErrors(
  kind: OrderKind,
  body: Record<string, unknown>,
  lang: Language,
  linesRequired: string,
): FieldErrors {
  const shown = ORDER_FORM_SECTIONS[kind].flatMap((s) => s.fields)
  const errors = validateBody(order, body, 'create', lang, { only: [...shown, LINES_KEY] })
  const lines = body[LINES_KEY]
  if (!Array.isArray(lines) || lines.length === 0) errors[LINES_KEY] = linesRequired
  return errors
}
