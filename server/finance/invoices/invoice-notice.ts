import { translate } from '#sync/i18n/messages.ts'
import { financialFactory } from '#sync/resources/finance/invoices/factory-invoice.resource.ts'
import { financialInvoice } from '#sync/resources/finance/invoices/invoice-notice.resource.ts'
import { INVOICE_NOTICE_STATUS, invoiceNoticeActions } from '#sync/resources/finance/invoices/invoices.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { saveRecord } from '../../platform/records/records.ts'
import { runAction } from '../../platform/records/transition.ts'
import { findRecord } from '../../platform/resources/record-store.ts'
import {
  CONTRACT_TEXTS,
  type ContractDocument,
  type ContractLang,
  contractFileName,
  currencyRounding,
  priceLines,
} from '../../purchasing/contracts/contract-document.ts'
import { type ContractFile, contractFile } from '../../purchasing/contracts/contract-file.ts'
import {
  contractNotFound,
  factoryParty,
  ownCompany,
  readFactory,
  specOf,
} from '../../purchasing/contracts/contract-parties.ts'

/**
 * Invoice notices (开票通知): what a factory is asked to invoice. Their lines change only while
 * they are to confirm; invoicing one makes its factory invoice (to confirm) from its lines; the
 * factory's file is kept on it; its contract is printed for the factory.
 */

const N = INVOICE_NOTICE_STATUS

/** A notice's lines are its own only while it is to confirm: a confirmed one keeps them. */
export function prepareInvoiceNotice(input: Row, existing: Row | undefined) {
  if (existing && Array.isArray(input.items) && String(existing.status) !== N.toConfirm)
    throw new AppError('VALIDATION', 'finance.noticeLinesLocked', { record: existing.code })
}

type NoticeLine = { purchaseOrderId: string | null; productId: string; quantity: number; price: string }

/** A notice's lines. */
async function noticeLines(tx: Queryable, id: string): Promise<NoticeLine[]> {
  return tx.query<NoticeLine>(
    `SELECT purchase_order_id::text, product_id::text, coalesce(quantity, 0) AS quantity, coalesce(price, 0)::text AS price
       FROM erp_financial_invoice_item WHERE invoice_id = $1 AND is_deleted = 0 ORDER BY id`,
    [id],
  )
}

/**
 * Invoices confirmed notices (`invoice`): each makes its factory invoice, to confirm, from its lines
 * (the factory, currency, units and prices; the invoice number given, else the notice's), dated
 * the day given or today. Answers the factory invoices' ids.
 */
export async function invoiceNotices(
  tx: Queryable,
  actor: Actor,
  ids: readonly string[],
  input: { invoiceNo?: string | undefined; invoiceDate?: string | undefined },
) {
  const made: string[] = []
  await runAction(tx, actor, invoiceNoticeActions.invoice, ids, input, async (t, a, record) => {
    const lines = (await noticeLines(t, String(record.id))).filter((l) => l.purchaseOrderId && l.quantity > 0)
    if (!lines.length) throw new AppError('VALIDATION', 'finance.noticeWithoutLines', { record: record.code })
    const [today] = await t.query<{ day: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`)
    made.push(
      await saveRecord(
        t,
        financialFactory,
        {
          invoiceNo: input.invoiceNo ?? record.code,
          noticeId: record.id,
          factoryId: record.factoryId,
          currencyCode: record.currencyCode,
          invoiceDate: input.invoiceDate ?? today?.day,
          items: lines.map((l) => ({
            purchaseOrderId: l.purchaseOrderId,
            productId: l.productId,
            quantity: l.quantity,
            price: l.price,
          })),
        },
        a,
      ),
    )
    return {}
  })
  return made
}

/** Keeps the factory's file (its invoice, scanned) on a notice. */
export async function saveNoticeFile(
  tx: Queryable,
  actor: Actor,
  input: { id: string; fileUrl: string; fileName?: string | undefined },
) {
  await saveRecord(
    tx,
    financialInvoice,
    { id: input.id, factoryFileUrl: input.fileUrl, factoryFileName: input.fileName ?? input.fileUrl.split('/').pop() },
    actor,
  )
  return true
}

/** Takes the factory's file off notices. */
export async function removeNoticeFile(tx: Queryable, actor: Actor, ids: readonly string[]) {
  for (const id of ids)
    await saveRecord(tx, financialInvoice, { id, factoryFileUrl: null, factoryFileName: null }, actor)
  return true
}

type ContractHead = {
  code: string
  factoryId: string | null
  currencyCode: string | null
  made: string
  remark: string | null
}

type ContractLineRow = {
  quantity: number
  price: string
  sysSku: string | null
  name: string | null
  model: string | null
  sizes: string | null
  color: string | null
  material: string | null
  unit: string | null
  boxQuantity: number | null
  orderCode: string | null
}

/**
 * A notice's contract for the factory (`exportInvoiceContract`): the tenant's company asks the
 * factory to invoice the notice's goods at their purchase prices (each line's purchase order
 * named), total in figures and words. A notice not there (removed, another tenant's) is a 404.
 */
export async function invoiceNoticeContract(
  tx: Queryable,
  actor: Actor,
  id: string,
  lang: ContractLang,
): Promise<ContractDocument> {
  if (!(await findRecord(tx, financialInvoice, id, { actor }))) throw contractNotFound(actor, id)
  const [head] = await tx.query<ContractHead>(
    `SELECT code, factory_id::text, currency_code, to_char(create_time, 'YYYY-MM-DD') AS made, remark
       FROM erp_financial_invoice WHERE id = $1`,
    [id],
  )
  if (!head) throw contractNotFound(actor, id)
  const rows = await tx.query<ContractLineRow>(
    `SELECT coalesce(i.quantity, 0) AS quantity, coalesce(i.price, 0)::text AS price, b.sys_sku, b.name, b.model,
            b.sizes, b.color, b.material, b.unit, b.box_quantity, o.code AS order_code
       FROM erp_financial_invoice_item i
       LEFT JOIN erp_base_product b ON b.id = i.product_id AND b.tenant_id = i.tenant_id
       LEFT JOIN erp_purchase_order o ON o.id = i.purchase_order_id AND o.tenant_id = i.tenant_id
      WHERE i.invoice_id = $1 AND i.is_deleted = 0 ORDER BY i.id`,
    [id],
  )
  const currency = head.currencyCode ?? ''
  const rounding = await currencyRounding(tx, head.currencyCode)
  const priced = priceLines(
    rows.map((r) => ({
      sku: r.sysSku,
      productName: r.name,
      spec: [r.orderCode, specOf(r)].filter(Boolean).join(' · ') || null,
      unit: r.unit,
      quantity: r.quantity,
      boxRate: r.boxQuantity || null,
      boxes: r.boxQuantity ? String(Math.ceil(r.quantity / r.boxQuantity)) : null,
      unitPrice: r.price,
    })),
    currency,
    rounding,
    null,
    lang,
  )
  return {
    lang,
    title: translate('finance.invoiceContractTitle', lang),
    number: head.code,
    date: head.made,
    buyer: await ownCompany(tx, actor, lang),
    seller: factoryParty(await readFactory(tx, head.factoryId), lang),
    currency,
    ...priced,
    deliveryDate: null,
    schedule: [],
    terms: [{ label: CONTRACT_TEXTS.currency[lang], value: currency }],
    clauses: [],
    remark: head.remark,
    fileName: contractFileName('invoice-notice', head.code),
  }
}

/** A notice's contract as a file: PDF unless xlsx is asked for. */
export function invoiceContractFile(
  tx: Queryable,
  actor: Actor,
  input: { id: string; lang?: ContractLang | undefined; format?: 'pdf' | 'xlsx' | undefined },
): Promise<ContractFile> {
  return contractFile(tx, actor, invoiceNoticeContract, { ...input, format: input.format ?? 'pdf' })
}
