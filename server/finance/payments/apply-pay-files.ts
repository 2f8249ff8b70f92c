import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { SheetWriter } from '../../platform/files/sheet-writer.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { embedLabelFonts } from '../../platform/pdf/fonts.ts'
import { fitColumns, PdfWriter } from '../../platform/pdf/pdf-writer.ts'
import { type ContractFile, DOCUMENT_CONTENT_TYPES } from '../../purchasing/contracts/contract-file.ts'
import { trim } from './owed.ts'

type Lang = 'zh' | 'en'

const TEXTS = {
  title: { zh: '付款申请单', en: 'Payment application' },
  list: { zh: '付款申请', en: 'Payment applications' },
  code: { zh: '申请单号', en: 'Application no.' },
  date: { zh: '申请日期', en: 'Applied on' },
  payee: { zh: '收款方', en: 'Payee' },
  account: { zh: '收款账户', en: 'Payee account' },
  bank: { zh: '收款银行', en: 'Payee bank' },
  currency: { zh: '币种', en: 'Currency' },
  amount: { zh: '申请金额', en: 'Amount' },
  paid: { zh: '已付金额', en: 'Paid' },
  status: { zh: '状态', en: 'Status' },
  relationType: { zh: '关联类型', en: 'Relates to' },
  payBy: { zh: '期望付款日', en: 'Pay by' },
  remark: { zh: '备注', en: 'Remark' },
  lines: { zh: '关联单据', en: 'Documents paid' },
  no: { zh: '序号', en: 'No.' },
  document: { zh: '单据号', en: 'Document' },
  kind: { zh: '付款性质', en: 'Paid as' },
  total: { zh: '合计', en: 'Total' },
  applicant: { zh: '申请人', en: 'Applicant' },
  checker: { zh: '审核人', en: 'Checked by' },
  signDate: { zh: '日期', en: 'Date' },
  page: { zh: '第 {page} / {pages} 页', en: 'Page {page} of {pages}' },
} as const

type Application = {
  id: string
  code: string
  createTime: string
  partyName: string | null
  receiveAccount: string | null
  receiveBank: string | null
  currencyCode: string
  amount: string
  paidAmount: string | null
  status: string
  relationType: string
  expectPayDate: string | null
  remark: string | null
}

type Line = {
  applyPayId: string
  relationType: string
  relationNo: string | null
  paymentKind: string
  amount: string
  remark: string | null
}

const dictLabel = (code: string, key: string, lang: Lang) =>
  findDictionary(code).entries.find((e) => e.key === key)?.label[lang] ?? key

async function applications(
  tx: Queryable,
  q: { ids?: readonly string[]; status?: string; relationType?: string },
): Promise<Application[]> {
  return tx.query<Application>(
    `SELECT id::text, code, to_char(create_time, 'YYYY-MM-DD') AS create_time, party_name, receive_account, receive_bank,
            currency_code, amount::text, paid_amount::text, status::text, relation_type::text,
            to_char(expect_pay_date, 'YYYY-MM-DD') AS expect_pay_date, remark
       FROM fin_apply_pay
      WHERE is_deleted = 0 AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
        AND ($2::int IS NULL OR status = $2::int) AND ($3::int IS NULL OR relation_type = $3::int)
      ORDER BY id DESC LIMIT 5000`,
    [q.ids ?? null, q.status ?? null, q.relationType ?? null],
  )
}

async function linesOf(tx: Queryable, ids: readonly string[]): Promise<Line[]> {
  if (!ids.length) return []
  return tx.query<Line>(
    `SELECT apply_pay_id::text, relation_type::text, relation_no, coalesce(payment_kind, 2)::text AS payment_kind,
            amount::text, remark
       FROM fin_apply_pay_relation WHERE apply_pay_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY apply_pay_id, id`,
    [ids],
  )
}

const langOf = (lang: string | undefined, actor: Actor): Lang => ((lang ?? actor.lang) === 'zh' ? 'zh' : 'en')

/** Payment applications as an xlsx sheet (the selected ids, or those of a status and relation type): one row per document paid. */
export async function applyPayExcel(
  tx: Queryable,
  actor: Actor,
  q: { ids?: string; status?: string; relationType?: string; lang?: Lang },
): Promise<ContractFile> {
  const lang = langOf(q.lang, actor)
  const t = (k: keyof typeof TEXTS) => TEXTS[k][lang]
  const apps = await applications(tx, { ids: q.ids?.split(','), status: q.status, relationType: q.relationType })
  const lines = await linesOf(
    tx,
    apps.map((a) => a.id),
  )
  const workbook = new ExcelJS.Workbook()
  const w = new SheetWriter(workbook, t('list'), [20, 12, 24, 8, 14, 14, 12, 20, 12, 14], {
    footer: t('list'),
    landscape: true,
  })
  w.title(t('list'))
  w.tableHead([
    t('code'),
    t('date'),
    t('payee'),
    t('currency'),
    t('amount'),
    t('paid'),
    t('status'),
    t('document'),
    t('kind'),
    t('amount'),
  ])
  for (const a of apps) {
    const own = lines.filter((l) => l.applyPayId === a.id)
    for (const l of own.length ? own : [undefined])
      w.tableRow(
        [
          a.code,
          a.createTime,
          a.partyName ?? '',
          a.currencyCode,
          trim(a.amount),
          trim(a.paidAmount ?? '0'),
          dictLabel('apply_pay_status', a.status, lang),
          l?.relationNo ?? '',
          l ? dictLabel('apply_pay_payment_kind', l.paymentKind, lang) : '',
          l ? trim(l.amount) : '',
        ],
        [false, false, false, false, true, true, false, false, false, true],
      )
  }
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
  return { fileName: `apply-pay.xlsx`, contentType: DOCUMENT_CONTENT_TYPES.xlsx, bytes }
}

/** One payment application as an A4 PDF: its payee, amount and status, the documents it pays, and the signatures. */
export async function applyPayPdf(tx: Queryable, actor: Actor, q: { id: string; lang?: Lang }): Promise<ContractFile> {
  const lang = langOf(q.lang, actor)
  const t = (k: keyof typeof TEXTS) => TEXTS[k][lang]
  const [a] = await applications(tx, { ids: [q.id] })
  if (!a) throw new AppError('NOT_FOUND', 'recordNotFound')
  const lines = await linesOf(tx, [a.id])
  const terms = [
    { label: t('payee'), value: a.partyName ?? '' },
    { label: t('account'), value: a.receiveAccount ?? '' },
    { label: t('bank'), value: a.receiveBank ?? '' },
    { label: t('relationType'), value: dictLabel('apply_pay_relation_type', a.relationType, lang) },
    { label: t('amount'), value: `${a.currencyCode} ${trim(a.amount)}` },
    { label: t('paid'), value: `${a.currencyCode} ${trim(a.paidAmount ?? '0')}` },
    { label: t('status'), value: dictLabel('apply_pay_status', a.status, lang) },
    { label: t('payBy'), value: a.expectPayDate ?? '' },
    { label: t('remark'), value: a.remark ?? '' },
  ]
  const rows = lines.map((l, i) => ({
    no: String(i + 1),
    document: l.relationNo ?? '',
    kind: dictLabel('apply_pay_payment_kind', l.paymentKind, lang),
    remark: l.remark ?? '',
    amount: trim(l.amount),
  }))
  const headings = { no: t('no'), document: t('document'), kind: t('kind'), remark: t('remark'), amount: t('amount') }
  const words = [
    ...Object.values(TEXTS).map((x) => x[lang]),
    ...terms.flatMap((x) => [x.label, x.value]),
    a.code,
    a.createTime,
  ]
    .concat(rows.flatMap((r) => Object.values(r)))
    .join('')
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${t('title')} ${a.code}`)
  pdf.setCreator('ERP')
  const fonts = await embedLabelFonts(pdf, `${words}：:0123456789./ -—`)
  const w = new PdfWriter(pdf, fonts)
  w.titleBlock(
    t('title'),
    `${t('code')}${lang === 'zh' ? '：' : ': '}${a.code}`,
    `${t('date')}${lang === 'zh' ? '：' : ': '}${a.createTime}`,
  )
  w.terms(terms, lang)
  w.heading(t('lines'))
  const columns = fitColumns(
    [
      ['no', 1, false],
      ['document', 4, false],
      ['kind', 3, false],
      ['remark', 4, false],
      ['amount', 3, true],
    ] as const,
    w.inner,
  )
  w.table(columns, headings, rows, [{ no: '', document: t('total'), kind: '', remark: '', amount: trim(a.amount) }])
  w.signatures(
    [
      { label: t('applicant'), name: '' },
      { label: t('checker'), name: '' },
    ],
    t('signDate'),
    lang,
  )
  w.footers(
    (page, pages) => `${a.code}   ${t('page').replace('{page}', String(page)).replace('{pages}', String(pages))}`,
  )
  return { fileName: `${a.code}.pdf`, contentType: DOCUMENT_CONTENT_TYPES.pdf, bytes: await pdf.save() }
}
