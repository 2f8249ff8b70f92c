import { z } from 'zod'
import { defineContract } from '../../../http/contract.ts'
import { MAX_PAGE_SIZE } from '../../../http/envelope.ts'
import type { Label } from '../../../i18n/language.ts'
import { decimalText } from '../../../money/decimal-text.ts'
import { idSchema } from '../../id-schema.ts'
import { PARTY_TYPES } from '../account-types.ts'

/**
 * The books' reports (trial balance, aged payables, an account's entries, open payables): what the
 * console asks and what the server answers. Every amount is exact decimal text in the tenant's base
 * currency unless it says otherwise; dates are `yyyy-MM-dd`.
 */

/** The one permission of every books report (a button of the trial balance page, sync/src/menus/finance.menu.ts). */
export const BOOKS_PERMISSION = 'finance_books_view'

/** The root types of the chart, in the order reports list them. */
export const ROOT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const

/** The age buckets of aged payables, by days past the due date as of the report's date. */
export const AGE_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** Whether a `yyyy-MM-dd` is a day of the calendar the books keep (years 1900 to 2999). */
function isBookDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 1900 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A day asked for: a real calendar day. */
const askedDay = day.refine(isBookDay)
const money = decimalText
const page = {
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(30),
}
const pageLabels: Record<string, Label> = {
  current: { zh: '当前页', en: 'Page', ja: 'ページ' },
  size: { zh: '每页条数', en: 'Page size', ja: '表示件数' },
}
const dateLabels: Record<string, Label> = {
  from: { zh: '开始日期', en: 'From', ja: '開始日' },
  to: { zh: '结束日期', en: 'To', ja: '終了日' },
}
const partyLabels: Record<string, Label> = {
  partyType: { zh: '往来类型', en: 'Party type', ja: '取引先種別' },
  partyId: { zh: '往来单位', en: 'Party', ja: '取引先' },
}

/** A date range whose end is not before its start. */
function inOrder<T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx): void {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before from' })
}

/** The document a line was posted by (or an open item is owed on), and where the console opens it. */
export const bookDocument = z.object({
  type: z.string(),
  id: z.string(),
  /** The document's number; null when it has none. */
  no: z.string().nullable(),
  /** The kind of document in the reader's language; null when it is not declared here. */
  label: z.string().nullable(),
  /** The console page of documents of this kind; null when there is none. */
  route: z.string().nullable(),
})

/** Who an amount is owed to or by. */
export const bookParty = z.object({ type: z.string(), id: z.string(), name: z.string().nullable() })

// The trial balance (试算平衡表).

const sides = {
  openingDebit: money,
  openingCredit: money,
  periodDebit: money,
  periodCredit: money,
  closingDebit: money,
  closingCredit: money,
}

export const trialBalanceQuery = z
  .object({
    from: askedDay.optional(),
    to: askedDay.optional(),
    /** Only accounts this deep in the chart (1 the root groups); groups sum what is under them. */
    level: z.coerce.number().int().min(1).max(10).optional(),
  })
  .superRefine(inOrder)

export const trialBalanceAnswer = z.object({
  from: day,
  to: day,
  currency: z.string(),
  accounts: z.array(
    z.object({
      id: z.string(),
      parentId: z.string().nullable(),
      code: z.string(),
      name: z.string(),
      rootType: z.string(),
      accountType: z.string().nullable(),
      isGroup: z.boolean(),
      level: z.number().int(),
      ...sides,
    }),
  ),
  /** The leaves' sums: debits equal credits on each side when the books balance. */
  totals: z.object(sides),
  /** Closing balance per root type (debit positive). */
  byRootType: z.array(z.object({ rootType: z.string(), balance: money })),
})

export const trialBalanceContract = defineContract({
  method: 'GET',
  path: '/api/finance/trialBalance',
  input: {
    query: trialBalanceQuery,
    labels: { ...dateLabels, level: { zh: '科目级次', en: 'Level', ja: '科目レベル' } },
  },
  output: trialBalanceAnswer,
})

// Aged payables (应付账龄).

const buckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, money])) as Record<
  (typeof AGE_BUCKETS)[number],
  typeof money
>

export const agedPayablesQuery = z.object({
  asOf: askedDay.optional(),
  partyType: z.enum(PARTY_TYPES).optional(),
})

/** One open document: what is still owed on it, in its currency and in base, and its age. */
export const openPayable = z.object({
  document: bookDocument,
  party: bookParty,
  currency: z.string(),
  /** Raised on the document, in its currency. */
  amount: money,
  /** Still owed, in the document's currency. */
  open: money,
  baseOpen: money,
  dueDate: day,
  /** Days past the due date as of the report's date (negative: not due yet). */
  daysOverdue: z.number().int(),
  bucket: z.enum(AGE_BUCKETS),
})

export const agedPayablesAnswer = z.object({
  asOf: day,
  currency: z.string(),
  parties: z.array(z.object({ party: bookParty, ...buckets, total: money, documents: z.array(openPayable) })),
  totals: z.object({ ...buckets, total: money }),
})

export const agedPayablesContract = defineContract({
  method: 'GET',
  path: '/api/finance/agedPayables',
  input: {
    query: agedPayablesQuery,
    labels: { asOf: { zh: '截止日期', en: 'As of', ja: '基準日' }, partyType: partyLabels.partyType as Label },
  },
  output: agedPayablesAnswer,
})

// Open payables (应付款) per document and party.

export const payablesQuery = z.object({
  asOf: askedDay.optional(),
  partyType: z.enum(PARTY_TYPES).optional(),
  partyId: idSchema.optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** Only documents past their due date as of the date. */
  overdue: z.enum(['true', 'false']).optional(),
  ...page,
})

export const payablesAnswer = z.object({
  asOf: day,
  currency: z.string(),
  records: z.array(openPayable),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  /** What every matching document still owes, in base. */
  baseOpen: money,
})

export const payablesContract = defineContract({
  method: 'GET',
  path: '/api/finance/payables',
  input: {
    query: payablesQuery,
    labels: {
      asOf: { zh: '截止日期', en: 'As of', ja: '基準日' },
      ...partyLabels,
      currency: { zh: '币种', en: 'Currency', ja: '通貨' },
      overdue: { zh: '已逾期', en: 'Overdue', ja: '期限超過' },
      ...pageLabels,
    },
  },
  output: payablesAnswer,
})

// An account's entries (科目明细账).

export const accountEntriesQuery = z
  .object({
    accountId: idSchema,
    from: askedDay.optional(),
    to: askedDay.optional(),
    partyType: z.enum(PARTY_TYPES).optional(),
    partyId: idSchema.optional(),
    ...page,
  })
  .superRefine(inOrder)

export const accountEntriesAnswer = z.object({
  account: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    rootType: z.string(),
    accountType: z.string().nullable(),
    isGroup: z.boolean(),
  }),
  from: day,
  to: day,
  currency: z.string(),
  /** Balance before `from` (debit positive, base). */
  opening: money,
  periodDebit: money,
  periodCredit: money,
  closing: money,
  records: z.array(
    z.object({
      lineId: z.string(),
      entryId: z.string(),
      entryCode: z.string().nullable(),
      postingDate: day,
      accountCode: z.string(),
      accountName: z.string(),
      document: bookDocument,
      party: bookParty.nullable(),
      memo: z.string().nullable(),
      /** Whether the entry reverses another (a cancelled document). */
      reversal: z.boolean(),
      currency: z.string(),
      debit: money,
      credit: money,
      baseDebit: money,
      baseCredit: money,
      /** The account's balance after this line (debit positive, base). */
      balance: money,
    }),
  ),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
})

export const accountEntriesContract = defineContract({
  method: 'GET',
  path: '/api/finance/accountEntries',
  input: {
    query: accountEntriesQuery,
    labels: {
      accountId: { zh: '科目', en: 'Account', ja: '勘定科目' },
      ...dateLabels,
      ...partyLabels,
      ...pageLabels,
    },
  },
  output: accountEntriesAnswer,
})
