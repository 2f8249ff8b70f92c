import type { MessageKey } from '#sync/i18n/messages.ts'
import {
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  type RoundingMode,
  roundMoney,
  subtractDecimal,
  sumDecimal,
} from '#sync/money/round-money.ts'
import {
  ACCOUNT_TYPES,
  type AccountType,
  CURRENCY_ACCOUNT_TYPES,
  PARTY_ACCOUNT_TYPES,
  PARTY_TYPES,
  type PartyType,
  ROOT_OF_ACCOUNT_TYPE,
} from '#sync/resources/finance/account-types.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { nextId } from '../../platform/db/next-id.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { nextDocumentNumber } from '../../platform/records/document-number.ts'

/**
 * The journal: the one place money is written. Every money document posts a balanced entry here
 * (in its currency and in the tenant's base currency) on its declared transition; an entry and its
 * lines are never updated, a mistake is reversed by an opposite entry. Kept balances per account,
 * period, party and currency follow in the same transaction (shared/design/money.md).
 */

export type JournalDocument = { type: string; id: string; no?: string | null }
export type JournalAgainst = { type: string; id: string }
export type JournalParty = { type: PartyType; id: string }
export type JournalLineInput = {
  /** The tenant's leaf of that type (bank/cash: of the entry's currency). */
  account: AccountType
  /** Or this leaf (a chosen bank account); its type must match `account`. */
  accountId?: string
  /** Required on payable, receivable, prepayment lines. */
  party?: JournalParty
  /** The open document this line raises or settles. */
  against?: JournalAgainst
  /** YYYY-MM-DD, for aging (defaults to the posting date). */
  dueDate?: string
  /** Entry currency, decimal text >= 0. */
  debit?: string
  credit?: string
  /** Base currency where it is not amount x rate (a payable cleared at its booking rate). */
  baseDebit?: string
  baseCredit?: string
  memo?: string
}
export type JournalEntryInput = {
  document: JournalDocument
  /** Default the database's today; a closed period is refused (400 with the reason). */
  date?: string
  /** ISO code. */
  currency: string
  /** To the tenant's base currency; default erp_base_currency.rate of the currency. */
  rate?: string
  memo?: string
  lines: readonly JournalLineInput[]
}

/** A currency's digits and rounding, as the tenant keeps it. */
export type CurrencyInfo = { code: string; digits: number; mode: RoundingMode; rate: string | null; isBase: boolean }

const DECIMAL = /^\d{1,16}(\.\d{1,8})?$/
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const ZERO = '0'

const isZero = (v: string) => compareDecimal(v, ZERO) === 0
const refuse = (key: MessageKey, params: Record<string, unknown> = {}) => new AppError('VALIDATION', key, params)

/** The tenant's base currency (erp_base_currency where is_base; CNY when none is marked). */
export async function baseCurrencyOf(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_base_currency WHERE is_base = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  return row?.code ?? 'CNY'
}

/** A currency's digits, rounding mode and booking rate (2 places, half up where the tenant has no row). */
export async function currencyInfo(tx: Queryable, tenantId: string, code: string): Promise<CurrencyInfo | null> {
  const [row] = await tx.query<{
    code: string
    digits: number
    roundingMode: number
    rate: string | null
    isBase: number
  }>(
    `SELECT code, digits, rounding_mode, rate::text, is_base FROM erp_base_currency
      WHERE tenant_id = $1 AND code = $2 AND is_deleted = 0 ORDER BY is_base DESC, id LIMIT 1`,
    [tenantId, code],
  )
  if (!row) return null
  const mode = [1, 2, 3].includes(Number(row.roundingMode)) ? (Number(row.roundingMode) as RoundingMode) : 1
  return { code: row.code, digits: Number(row.digits ?? 2), mode, rate: row.rate, isBase: Number(row.isBase) === 1 }
}

/** The base currency of a tenant named explicitly (seeds and listeners may run as the owner), with its digits. */
export async function baseCurrencyInfo(tx: Queryable, tenantId: string): Promise<CurrencyInfo> {
  const [row] = await tx.query<{ code: string }>(
    `SELECT code FROM erp_base_currency WHERE tenant_id = $1 AND is_base = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [tenantId],
  )
  const code = row?.code ?? 'CNY'
  return (await currencyInfo(tx, tenantId, code)) ?? { code, digits: 2, mode: 1, rate: '1', isBase: true }
}

/** The database's today (the zone documents are dated in). */
async function today(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ today: string }>(`SELECT to_char(localtimestamp, 'YYYY-MM-DD') AS today`)
  return row?.today as string
}

function checkDate(date: string): string {
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw refuse('finance.badDate', { date })
  const d = new Date(`${date}T00:00:00Z`)
  if (d.toISOString().slice(0, 10) !== date) throw refuse('finance.badDate', { date })
  return date
}

/** Refuses a posting dated in a closed month; makes the month's row (open) when it has none, and holds it while posting. */
async function assertPeriodOpen(tx: Queryable, actor: Actor, date: string): Promise<string> {
  const period = date.slice(0, 7)
  const tenantId = actor.session.tenantId
  await tx.query(
    `INSERT INTO fin_period (id, tenant_id, period, create_user, update_user)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT (tenant_id, period) DO NOTHING`,
    [nextId(), tenantId, period, actor.session.userId],
  )
  // A share lock: postings of one month run side by side, and a close waits for them (and they for it).
  const [row] = await tx.query<{ status: number }>(
    `SELECT status FROM fin_period WHERE tenant_id = $1 AND period = $2 FOR SHARE`,
    [tenantId, period],
  )
  if (Number(row?.status) === 2) throw refuse('finance.periodClosed', { period, date })
  return period
}

type Leaf = { id: string; code: string; name: string; accountType: string | null; currencyCode: string | null }

/** Finds accounts for the lines: by id (the tenant's, a leaf, enabled, of the named type) or the tenant's leaf of the type. */
class AccountFinder {
  private byType = new Map<string, Leaf | null>()
  constructor(
    private tx: Queryable,
    private tenantId: string,
  ) {}

  async leafOfType(type: AccountType, currency: string): Promise<Leaf> {
    const perCurrency = CURRENCY_ACCOUNT_TYPES.includes(type)
    const key = perCurrency ? `${type}/${currency}` : type
    if (!this.byType.has(key)) {
      const [row] = await this.tx.query<Leaf>(
        `SELECT id::text, code, name, account_type, currency_code FROM fin_account
          WHERE tenant_id = $1 AND account_type = $2 AND is_group = 0 AND status = 1 AND is_deleted = 0
            AND ($3::text IS NULL OR currency_code = $3)
          ORDER BY code, id LIMIT 1`,
        [this.tenantId, type, perCurrency ? currency : null],
      )
      this.byType.set(key, row ?? null)
    }
    const leaf = this.byType.get(key)
    if (!leaf) throw refuse('finance.noAccountOfType', { type, currency: perCurrency ? ` (${currency})` : '' })
    return leaf
  }

  async byId(line: number, id: string, type: AccountType, currency: string): Promise<Leaf> {
    if (!/^[1-9]\d{0,18}$/.test(id)) throw refuse('finance.accountNotFound', { line, account: id })
    const [row] = await this.tx.query<Leaf & { isGroup: number; status: number }>(
      `SELECT id::text, code, name, account_type, currency_code, is_group, status FROM fin_account
        WHERE tenant_id = $1 AND id = $2 AND is_deleted = 0`,
      [this.tenantId, id],
    )
    if (!row) throw refuse('finance.accountNotFound', { line, account: id })
    const account = `${row.code} ${row.name}`
    if (Number(row.isGroup) === 1 || Number(row.status) !== 1)
      throw refuse('finance.accountNotPostable', { line, account })
    if (row.accountType !== type)
      throw refuse('finance.accountTypeMismatch', { line, account, actual: row.accountType, type })
    if (CURRENCY_ACCOUNT_TYPES.includes(type) && row.currencyCode && row.currencyCode !== currency)
      throw refuse('finance.accountCurrencyMismatch', { line, account, actual: row.currencyCode, currency })
    return row
  }
}

/** Where each kind of party lives (its id must be a live row of the tenant there). */
const PARTY_TABLES: Record<PartyType, readonly string[]> = {
  factory: ['erp_base_factory'],
  forwarder: ['erp_base_factory'],
  provider: ['erp_base_factory', 'erp_base_customer'],
  marketplace: ['erp_base_shop', 'erp_base_platform'],
  customer: ['erp_base_customer'],
  employee: ['blade_user'],
}

async function assertParties(tx: Queryable, tenantId: string, lines: readonly ResolvedLine[]): Promise<void> {
  const seen = new Set<string>()
  for (const l of lines) {
    if (!l.partyType) continue
    const key = `${l.partyType}/${l.partyId}`
    if (seen.has(key)) continue
    seen.add(key)
    const tables = PARTY_TABLES[l.partyType as PartyType]
    const found = /^[1-9]\d{0,18}$/.test(l.partyId)
      ? await tx.query(
          tables
            .map((t) => `SELECT 1 FROM ${t} WHERE tenant_id = $1 AND id = $2 AND is_deleted = 0`)
            .join(' UNION ALL '),
          [tenantId, l.partyId],
        )
      : []
    if (!found.length)
      throw refuse('finance.partyNotFound', { line: l.lineNo, partyType: l.partyType, party: l.partyId })
  }
}

/** A line ready to write: its account found, amounts rounded, base amounts worked out. */
type ResolvedLine = {
  lineNo: number
  accountId: string
  accountType: string
  partyType: string
  partyId: string
  againstType: string | null
  againstId: string | null
  dueDate: string
  debit: string
  credit: string
  baseDebit: string
  baseCredit: string
  memo: string | null
}

type ResolvedEntry = {
  document: JournalDocument
  date: string
  period: string
  currency: string
  rate: string
  memo: string | null
  reversesId: string | null
  lines: ResolvedLine[]
}

function amountOf(line: number, value: string | undefined): string {
  if (value === undefined || value === null || value === '') return ZERO
  const text = String(value).trim()
  if (!DECIMAL.test(text)) throw refuse('finance.lineAmount', { line, value })
  return text
}

/** Sums of a set of lines in the entry's currency and in base. */
function totals(lines: readonly Pick<ResolvedLine, 'debit' | 'credit' | 'baseDebit' | 'baseCredit'>[]) {
  return {
    debit: sumDecimal(ZERO, ...lines.map((l) => l.debit)),
    credit: sumDecimal(ZERO, ...lines.map((l) => l.credit)),
    baseDebit: sumDecimal(ZERO, ...lines.map((l) => l.baseDebit)),
    baseCredit: sumDecimal(ZERO, ...lines.map((l) => l.baseCredit)),
  }
}

/**
 * Posts one balanced entry (refused 400 unless debits = credits in the entry currency and in base;
 * a base rounding remainder within one minor unit per line goes to roundOff); updates
 * fin_account_balance. Returns the entry id.
 */
export async function postEntry(tx: Queryable, actor: Actor, entry: JournalEntryInput): Promise<string> {
  const tenantId = actor.session.tenantId
  if (!entry?.document?.type || !entry.document.id) throw refuse('finance.documentRequired')
  const lines = entry.lines ?? []
  if (lines.length < 2) throw refuse('finance.entryNoLines')
  const date = checkDate(entry.date ?? (await today(tx)))
  const currencyCode = String(entry.currency ?? '')
  const currency = await currencyInfo(tx, tenantId, currencyCode)
  if (!currency) throw refuse('finance.unknownCurrency', { currency: currencyCode })
  const base = await baseCurrencyInfo(tx, tenantId)
  const rate = rateOf(entry.rate, currency, base)
  const finder = new AccountFinder(tx, tenantId)
  const resolved: ResolvedLine[] = []
  for (const [i, input] of lines.entries()) {
    const lineNo = i + 1
    resolved.push(await resolveLine(finder, lineNo, input, currency, base, rate, date))
  }
  await assertParties(tx, tenantId, resolved)
  const sums = totals(resolved)
  if (compareDecimal(sums.debit, sums.credit) !== 0)
    throw refuse('finance.entryUnbalanced', { currency: currency.code, debit: sums.debit, credit: sums.credit })
  const withRoundOff = await balanceBase(finder, resolved, sums, currency, base, date)
  const period = await assertPeriodOpen(tx, actor, date)
  return writeEntry(tx, actor, {
    document: entry.document,
    date,
    period,
    currency: currency.code,
    rate,
    memo: entry.memo ?? null,
    reversesId: null,
    lines: withRoundOff,
  })
}

function rateOf(given: string | undefined, currency: CurrencyInfo, base: CurrencyInfo): string {
  if (currency.code === base.code) {
    if (given !== undefined && given !== null && given !== '' && compareDecimal(String(given), '1') !== 0)
      throw refuse('finance.badRate', { rate: given })
    return '1'
  }
  const rate = given === undefined || given === null || given === '' ? currency.rate : String(given).trim()
  if (!rate) throw refuse('finance.noRate', { currency: currency.code })
  if (!DECIMAL.test(rate) || compareDecimal(rate, ZERO) <= 0) throw refuse('finance.badRate', { rate })
  return roundMoney(rate, 8, 1)
}

async function resolveLine(
  finder: AccountFinder,
  lineNo: number,
  input: JournalLineInput,
  currency: CurrencyInfo,
  base: CurrencyInfo,
  rate: string,
  date: string,
): Promise<ResolvedLine> {
  const type = input.account
  if (!ACCOUNT_TYPES.includes(type)) throw refuse('finance.unknownAccountType', { line: lineNo, type })
  const leaf = input.accountId
    ? await finder.byId(lineNo, String(input.accountId), type, currency.code)
    : await finder.leafOfType(type, currency.code)
  const debit = roundMoney(amountOf(lineNo, input.debit), currency.digits, currency.mode)
  const credit = roundMoney(amountOf(lineNo, input.credit), currency.digits, currency.mode)
  const givenBaseDebit = input.baseDebit === undefined ? null : amountOf(lineNo, input.baseDebit)
  const givenBaseCredit = input.baseCredit === undefined ? null : amountOf(lineNo, input.baseCredit)
  const baseDebit = roundMoney(givenBaseDebit ?? multiplyDecimal(debit, rate), base.digits, base.mode)
  const baseCredit = roundMoney(givenBaseCredit ?? multiplyDecimal(credit, rate), base.digits, base.mode)
  if (isZero(debit) && isZero(credit) && isZero(baseDebit) && isZero(baseCredit))
    throw refuse('finance.lineEmpty', { line: lineNo })
  if ((!isZero(debit) || !isZero(baseDebit)) && (!isZero(credit) || !isZero(baseCredit)))
    throw refuse('finance.lineBothSides', { line: lineNo })
  const party = input.party
  if (PARTY_ACCOUNT_TYPES.includes(type) && !party?.id) throw refuse('finance.partyRequired', { line: lineNo, type })
  if (party && (!PARTY_TYPES.includes(party.type) || !party.id))
    throw refuse('finance.partyNotFound', { line: lineNo, partyType: party.type, party: party.id })
  const dueDate = input.dueDate ? checkDate(String(input.dueDate)) : date
  return {
    lineNo,
    accountId: leaf.id,
    accountType: type,
    partyType: party?.type ?? '',
    partyId: party ? String(party.id) : '0',
    againstType: input.against?.type ?? null,
    againstId: input.against ? String(input.against.id) : null,
    dueDate,
    debit,
    credit,
    baseDebit,
    baseCredit,
    memo: input.memo ?? null,
  }
}

/** Base debits and credits equal, or a rounding remainder (one minor unit per line at most) to roundOff; else refused. */
async function balanceBase(
  finder: AccountFinder,
  lines: ResolvedLine[],
  sums: ReturnType<typeof totals>,
  currency: CurrencyInfo,
  base: CurrencyInfo,
  date: string,
): Promise<ResolvedLine[]> {
  const diff = subtractDecimal(sums.baseDebit, sums.baseCredit)
  if (isZero(diff)) return lines
  const minor = divideDecimal('1', `1${'0'.repeat(base.digits)}`, base.digits, 1)
  const allowed = multiplyDecimal(minor, String(lines.length))
  const magnitude = diff.startsWith('-') ? diff.slice(1) : diff
  if (compareDecimal(magnitude, allowed) > 0)
    throw refuse('finance.entryUnbalanced', { currency: base.code, debit: sums.baseDebit, credit: sums.baseCredit })
  const leaf = await finder.leafOfType('roundOff', currency.code)
  const debitSide = diff.startsWith('-')
  return [
    ...lines,
    {
      lineNo: lines.length + 1,
      accountId: leaf.id,
      accountType: 'roundOff',
      partyType: '',
      partyId: '0',
      againstType: null,
      againstId: null,
      dueDate: date,
      debit: ZERO,
      credit: ZERO,
      baseDebit: debitSide ? magnitude : ZERO,
      baseCredit: debitSide ? ZERO : magnitude,
      memo: null,
    },
  ]
}

/** Appends the entry and its lines, and adds them to the kept balances (keys in order, so postings never deadlock). */
async function writeEntry(tx: Queryable, actor: Actor, e: ResolvedEntry): Promise<string> {
  const tenantId = actor.session.tenantId
  const id = nextId()
  const code = await nextDocumentNumber(tx, actor, 'journalEntry')
  await tx.query(
    `INSERT INTO fin_journal_entry (id, tenant_id, code, document_type, document_id, document_no, posting_date, period,
                                    currency_code, rate, memo, reverses_id, create_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10::numeric, $11, $12::bigint, $13::bigint)`,
    [
      id,
      tenantId,
      code,
      e.document.type,
      String(e.document.id),
      e.document.no ?? null,
      e.date,
      e.period,
      e.currency,
      e.rate,
      e.memo,
      e.reversesId,
      actor.session.userId,
    ],
  )
  const col = (pick: (l: ResolvedLine) => unknown) => e.lines.map(pick)
  await tx.query(
    `INSERT INTO fin_journal_line (id, tenant_id, entry_id, line_no, account_id, account_type, party_type, party_id,
                                   against_type, against_id, due_date, currency_code, debit, credit, base_debit, base_credit,
                                   posting_date, memo)
     SELECT u.id, $1, $2, u.line_no, u.account_id, u.account_type, u.party_type, u.party_id, u.against_type, u.against_id,
            u.due_date, $3, u.debit, u.credit, u.base_debit, u.base_credit, $4::date, u.memo
       FROM unnest($5::bigint[], $6::int[], $7::bigint[], $8::text[], $9::text[], $10::bigint[], $11::text[], $12::text[],
                   $13::date[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[], $18::text[])
            AS u(id, line_no, account_id, account_type, party_type, party_id, against_type, against_id, due_date,
                 debit, credit, base_debit, base_credit, memo)`,
    [
      tenantId,
      id,
      e.currency,
      e.date,
      col(() => nextId()),
      col((l) => l.lineNo),
      col((l) => l.accountId),
      col((l) => l.accountType),
      col((l) => l.partyType),
      col((l) => l.partyId),
      col((l) => l.againstType),
      col((l) => l.againstId),
      col((l) => l.dueDate),
      col((l) => l.debit),
      col((l) => l.credit),
      col((l) => l.baseDebit),
      col((l) => l.baseCredit),
      col((l) => l.memo),
    ],
  )
  await addToBalances(tx, tenantId, e)
  return id
}

async function addToBalances(tx: Queryable, tenantId: string, e: ResolvedEntry): Promise<void> {
  const keyed = new Map<string, { accountId: string; partyType: string; partyId: string; sums: string[] }>()
  for (const l of e.lines) {
    const key = `${l.accountId.padStart(20, '0')}/${l.partyType}/${l.partyId.padStart(20, '0')}`
    const row = keyed.get(key) ?? { accountId: l.accountId, partyType: l.partyType, partyId: l.partyId, sums: [] }
    const [d, c, bd, bc] = row.sums.length ? row.sums : [ZERO, ZERO, ZERO, ZERO]
    row.sums = [
      sumDecimal(d as string, l.debit),
      sumDecimal(c as string, l.credit),
      sumDecimal(bd as string, l.baseDebit),
      sumDecimal(bc as string, l.baseCredit),
    ]
    keyed.set(key, row)
  }
  const rows = [...keyed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r)
  const col = (pick: (r: (typeof rows)[number]) => unknown) => rows.map(pick)
  await tx.query(
    `INSERT INTO fin_account_balance AS b (tenant_id, account_id, period, party_type, party_id, currency_code,
                                           debit, credit, base_debit, base_credit)
     SELECT $1, u.account_id, $2, u.party_type, u.party_id, $3, u.debit, u.credit, u.base_debit, u.base_credit
       FROM unnest($4::bigint[], $5::text[], $6::bigint[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])
            WITH ORDINALITY AS u(account_id, party_type, party_id, debit, credit, base_debit, base_credit, n)
      ORDER BY u.n
     ON CONFLICT (tenant_id, account_id, period, party_type, party_id, currency_code) DO UPDATE
        SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit,
            base_debit = b.base_debit + EXCLUDED.base_debit, base_credit = b.base_credit + EXCLUDED.base_credit`,
    [
      tenantId,
      e.period,
      e.currency,
      col((r) => r.accountId),
      col((r) => r.partyType),
      col((r) => r.partyId),
      col((r) => r.sums[0]),
      col((r) => r.sums[1]),
      col((r) => r.sums[2]),
      col((r) => r.sums[3]),
    ],
  )
}

type StoredEntry = {
  id: string
  documentType: string
  documentId: string
  documentNo: string | null
  currencyCode: string
  rate: string
  memo: string | null
}
type StoredLine = Omit<ResolvedLine, 'lineNo'> & { entryId: string; lineNo: number }

/** Posts the exact opposite of every not yet reversed entry of a document (reverses_id set), dated `date` or today. */
export async function reverseDocument(
  tx: Queryable,
  actor: Actor,
  document: JournalAgainst,
  date?: string,
): Promise<string[]> {
  const tenantId = actor.session.tenantId
  const entries = await tx.query<StoredEntry>(
    `SELECT e.id::text, e.document_type, e.document_id, e.document_no, e.currency_code, e.rate::text, e.memo
       FROM fin_journal_entry e
      WHERE e.tenant_id = $1 AND e.document_type = $2 AND e.document_id = $3 AND e.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM fin_journal_entry r WHERE r.tenant_id = e.tenant_id AND r.reverses_id = e.id)
      ORDER BY e.id
        FOR UPDATE`,
    [tenantId, document.type, String(document.id)],
  )
  if (!entries.length) return []
  const on = checkDate(date ?? (await today(tx)))
  const period = await assertPeriodOpen(tx, actor, on)
  const lines = await tx.query<StoredLine>(
    `SELECT entry_id::text, line_no, account_id::text, account_type, party_type, party_id::text, against_type, against_id,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, debit::text, credit::text, base_debit::text, base_credit::text, memo
       FROM fin_journal_line WHERE tenant_id = $1 AND entry_id = ANY($2::bigint[]) ORDER BY entry_id, line_no`,
    [tenantId, entries.map((e) => e.id)],
  )
  const ids: string[] = []
  for (const e of entries) {
    const own = lines.filter((l) => l.entryId === e.id)
    ids.push(
      await writeEntry(tx, actor, {
        document: { type: e.documentType, id: e.documentId, no: e.documentNo },
        date: on,
        period,
        currency: e.currencyCode,
        rate: e.rate,
        memo: e.memo,
        reversesId: e.id,
        lines: own.map((l) => ({
          ...l,
          debit: l.credit,
          credit: l.debit,
          baseDebit: l.baseCredit,
          baseCredit: l.baseDebit,
        })),
      }),
    )
  }
  return ids
}

export type OpenItem = {
  against: JournalAgainst
  party: JournalParty | null
  currency: string
  open: string
  baseOpen: string
  dueDate: string
}

/** What is open on documents: per (against, party, account type) the open amount in the document's currency and in base. */
export async function openItems(
  tx: Queryable,
  q: { account: AccountType; party?: JournalParty; against?: readonly JournalAgainst[] },
): Promise<OpenItem[]> {
  const creditNormal = ROOT_OF_ACCOUNT_TYPE[q.account] !== 'asset' && ROOT_OF_ACCOUNT_TYPE[q.account] !== 'expense'
  const sign = creditNormal ? 'credit - debit' : 'debit - credit'
  const baseSign = creditNormal ? 'base_credit - base_debit' : 'base_debit - base_credit'
  const against = q.against ?? null
  const rows = await tx.query<{
    againstType: string
    againstId: string
    partyType: string
    partyId: string
    currencyCode: string
    open: string
    baseOpen: string
    dueDate: string
  }>(
    `SELECT against_type, against_id, party_type, party_id::text, currency_code,
            sum(${sign})::text AS open, sum(${baseSign})::text AS base_open,
            to_char(min(due_date) FILTER (WHERE ${sign} > 0), 'YYYY-MM-DD') AS due_date
       FROM fin_journal_line
      WHERE account_type = $1 AND against_id IS NOT NULL
        AND ($2::text IS NULL OR (party_type = $2 AND party_id = $3::bigint))
        AND ($4::text[] IS NULL OR (against_type || '/' || against_id) = ANY($4::text[]))
      GROUP BY against_type, against_id, party_type, party_id, currency_code
     HAVING sum(${sign}) <> 0 OR sum(${baseSign}) <> 0
      ORDER BY min(due_date), against_type, against_id`,
    [
      q.account,
      q.party?.type ?? null,
      q.party ? String(q.party.id) : null,
      against ? against.map((a) => `${a.type}/${a.id}`) : null,
    ],
  )
  return rows.map((r) => ({
    against: { type: r.againstType, id: r.againstId },
    party: r.partyType ? { type: r.partyType as PartyType, id: r.partyId } : null,
    currency: r.currencyCode,
    open: trimZeros(r.open),
    baseOpen: trimZeros(r.baseOpen),
    dueDate: r.dueDate ?? '',
  }))
}

/** 700.0000 → 700.00 (amounts keep the two places money is shown with, more only where they carry digits). */
function trimZeros(v: string): string {
  const [whole, fraction = ''] = v.split('.')
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0')
  return `${whole}.${kept}`
}

/** Serialises settlements of the same documents (two payments racing on one payable queue here). */
async function lockAgainst(tx: Queryable, tenantId: string, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`fin:${tenantId}:${key}`])
}

const describeDocument = (a: JournalAgainst | undefined, party: JournalParty | undefined) =>
  a ? `${a.type} ${a.id}` : party ? `${party.type} ${party.id}` : ''

type Settle = {
  account: 'payable' | 'prepayment' | 'receivable' | 'feeExpense'
  party?: JournalParty
  against?: JournalAgainst
  amount: string
}

/**
 * Money paid out (or in, `direction: 'in'`): Dr each settled payable/prepayment line (a payable at
 * its booking rate, never beyond what is open on it: 400), Cr the bank leaf of the currency (or
 * bankAccountId) at the payment's rate, the difference to exchangeDifference. A settle on
 * `prepayment` (a deposit before the invoice) simply debits prepayment.
 */
export async function postPayment(
  tx: Queryable,
  actor: Actor,
  p: {
    document: JournalDocument
    date?: string
    currency: string
    rate?: string
    bankAccountId?: string
    memo?: string
    direction?: 'out' | 'in'
    settles: readonly Settle[]
  },
): Promise<string> {
  const tenantId = actor.session.tenantId
  if (!p.settles?.length) throw refuse('finance.paymentEmpty')
  const currency = await currencyInfo(tx, tenantId, String(p.currency ?? ''))
  if (!currency) throw refuse('finance.unknownCurrency', { currency: p.currency })
  const base = await baseCurrencyInfo(tx, tenantId)
  const rate = rateOf(p.rate, currency, base)
  const out = (p.direction ?? 'out') === 'out'
  await lockAgainst(
    tx,
    tenantId,
    p.settles.filter((s) => s.against).map((s) => `${s.account}/${s.against?.type}/${s.against?.id}`),
  )
  const lines: JournalLineInput[] = []
  const bases: string[] = []
  for (const [i, s] of p.settles.entries()) {
    const amount = roundMoney(amountOf(i + 1, s.amount), currency.digits, currency.mode)
    if (isZero(amount)) throw refuse('finance.lineEmpty', { line: i + 1 })
    const atPaymentRate = roundMoney(multiplyDecimal(amount, rate), base.digits, base.mode)
    // A payable (or a receivable) is cleared at its booking rate, never beyond what is open on it.
    const clears = (out && s.account === 'payable') || (!out && s.account === 'receivable')
    const baseAmount = clears && s.against ? await bookedBase(tx, s, amount, currency, base) : atPaymentRate
    bases.push(baseAmount)
    const side = out ? { debit: amount, baseDebit: baseAmount } : { credit: amount, baseCredit: baseAmount }
    lines.push({ account: s.account, party: s.party, against: s.against, ...side })
  }
  const total = sumDecimal(ZERO, ...lines.map((l) => (out ? l.debit : l.credit) as string))
  const bankBase = roundMoney(multiplyDecimal(total, rate), base.digits, base.mode)
  const bank: JournalLineInput = {
    account: 'bank',
    accountId: p.bankAccountId,
    ...(out ? { credit: total, baseCredit: bankBase } : { debit: total, baseDebit: bankBase }),
  }
  lines.push(bank)
  // Settled side in base minus the bank in base: what the rate moved (paying out: a loss when positive... on the bank side).
  const diff = subtractDecimal(sumDecimal(ZERO, ...bases), bankBase)
  if (!isZero(diff)) {
    const positive = !diff.startsWith('-')
    const magnitude = positive ? diff : diff.slice(1)
    // Out: settled debits exceed the bank's credit → the difference is a gain (credit); in: the reverse.
    const credit = out === positive
    lines.push({ account: 'exchangeDifference', ...(credit ? { baseCredit: magnitude } : { baseDebit: magnitude }) })
  }
  return postEntry(tx, actor, {
    document: p.document,
    date: p.date,
    currency: currency.code,
    rate,
    memo: p.memo,
    lines,
  })
}

/** The base amount a settle clears of its open item: at the item's booking rate (all of its base when it clears it). */
async function bookedBase(
  tx: Queryable,
  s: Settle,
  amount: string,
  currency: CurrencyInfo,
  base: CurrencyInfo,
): Promise<string> {
  const against = s.against as JournalAgainst
  const items = (await openItems(tx, { account: s.account as AccountType, party: s.party, against: [against] })).filter(
    (i) => i.currency === currency.code,
  )
  const open = sumDecimal(ZERO, ...items.map((i) => i.open))
  const baseOpen = sumDecimal(ZERO, ...items.map((i) => i.baseOpen))
  const document = describeDocument(against, s.party)
  if (compareDecimal(open, ZERO) <= 0) throw refuse('finance.nothingOpen', { document, currency: currency.code })
  if (compareDecimal(amount, open) > 0)
    throw refuse('finance.overpaid', { document, open: trimZeros(open), currency: currency.code, amount })
  if (compareDecimal(amount, open) === 0) return roundMoney(baseOpen, base.digits, base.mode)
  return roundMoney(divideDecimal(multiplyDecimal(amount, baseOpen), open, 12, 1), base.digits, base.mode)
}

/**
 * A deposit applied when the invoice arrives: Dr payable (its booking rate), Cr prepayment (its
 * paid rate), difference to exchangeDifference. Null when nothing is both prepaid and payable.
 */
export async function applyPrepayment(
  tx: Queryable,
  actor: Actor,
  p: { document: JournalDocument; date?: string; party: JournalParty; against: JournalAgainst; amount?: string },
): Promise<string | null> {
  const tenantId = actor.session.tenantId
  await lockAgainst(tx, tenantId, [
    `payable/${p.against.type}/${p.against.id}`,
    `prepayment/${p.against.type}/${p.against.id}`,
  ])
  const [prepaid] = await openItems(tx, { account: 'prepayment', party: p.party, against: [p.against] })
  if (!prepaid || compareDecimal(prepaid.open, ZERO) <= 0) return null
  const payables = (await openItems(tx, { account: 'payable', party: p.party, against: [p.against] })).filter(
    (i) => i.currency === prepaid.currency,
  )
  const payable = payables[0]
  if (!payable || compareDecimal(payable.open, ZERO) <= 0) return null
  const currency = await currencyInfo(tx, tenantId, prepaid.currency)
  if (!currency) throw refuse('finance.unknownCurrency', { currency: prepaid.currency })
  const base = await baseCurrencyInfo(tx, tenantId)
  const most = compareDecimal(prepaid.open, payable.open) <= 0 ? prepaid.open : payable.open
  const amount = p.amount === undefined ? most : roundMoney(amountOf(1, p.amount), currency.digits, currency.mode)
  if (isZero(amount)) return null
  const document = describeDocument(p.against, p.party)
  if (compareDecimal(amount, most) > 0)
    throw refuse('finance.overpaid', { document, open: trimZeros(most), currency: currency.code, amount })
  const share = (item: OpenItem) =>
    compareDecimal(amount, item.open) === 0
      ? roundMoney(item.baseOpen, base.digits, base.mode)
      : roundMoney(divideDecimal(multiplyDecimal(amount, item.baseOpen), item.open, 12, 1), base.digits, base.mode)
  const payableBase = share(payable)
  const prepaidBase = share(prepaid)
  const lines: JournalLineInput[] = [
    { account: 'payable', party: p.party, against: p.against, debit: amount, baseDebit: payableBase },
    { account: 'prepayment', party: p.party, against: p.against, credit: amount, baseCredit: prepaidBase },
  ]
  const diff = subtractDecimal(payableBase, prepaidBase)
  if (!isZero(diff)) {
    const positive = !diff.startsWith('-')
    const magnitude = positive ? diff : diff.slice(1)
    lines.push({ account: 'exchangeDifference', ...(positive ? { baseCredit: magnitude } : { baseDebit: magnitude }) })
  }
  const rate = roundMoney(divideDecimal(prepaidBase, amount, 8, 1), 8, 1)
  return postEntry(tx, actor, { document: p.document, date: p.date, currency: currency.code, rate, lines })
}
