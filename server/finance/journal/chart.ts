import type { Label } from '#sync/i18n/language.ts'
import {
  ACCOUNT_TYPES,
  type AccountType,
  CURRENCY_ACCOUNT_TYPES,
  ROOT_OF_ACCOUNT_TYPE,
  ROOT_TYPES,
  type RootType,
} from '#sync/resources/finance/account-types.ts'
import { ACCOUNT_TYPE_LABELS } from '#sync/resources/finance/journal/journal.dictionaries.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { nextId } from '../../platform/db/next-id.ts'
import { insertSeedRows } from '../../platform/seed/insert-seed-rows.ts'

/** The chart's groups: one per root, and one per bank and cash under assets. */
const ROOT_CODES: Record<RootType, string> = { asset: '1', liability: '2', equity: '3', income: '4', expense: '5' }
const ROOT_NAMES: Record<RootType, Label> = {
  asset: { zh: '资产', en: 'Assets', ja: '資産' },
  liability: { zh: '负债', en: 'Liabilities', ja: '負債' },
  equity: { zh: '所有者权益', en: 'Equity', ja: '純資産' },
  income: { zh: '收入', en: 'Income', ja: '収益' },
  expense: { zh: '费用', en: 'Expenses', ja: '費用' },
}

/** The code of each kind's seeded leaf (bank and cash: a group, with a leaf per currency under it). */
export const ACCOUNT_CODES: Readonly<Record<AccountType, string>> = {
  cash: '1001',
  bank: '1002',
  receivable: '1122',
  prepayment: '1123',
  deposit: '1221',
  landedCostClearing: '1402',
  inventory: '1405',
  goodsInTransit: '1406',
  payable: '2202',
  grni: '2203',
  vat: '2221',
  equity: '3001',
  revenue: '4001',
  cogs: '5401',
  marketplaceFees: '5601',
  freight: '5602',
  feeExpense: '5603',
  priceDifference: '5604',
  stockDifference: '5605',
  exchangeDifference: '5701',
  roundOff: '5702',
}

/**
 * Seeds a tenant's chart of accounts (as the owner: the tenant is named on every row): the five
 * roots, one leaf of each kind, and a bank and a cash leaf per currency the tenant keeps (CNY and
 * USD at least). Nothing happens when the tenant has a chart already, so it runs once.
 */
export async function seedChartOfAccounts(tx: Queryable, tenantId: string, lang: keyof Label = 'zh'): Promise<void> {
  const [has] = await tx.query(`SELECT 1 FROM fin_account WHERE tenant_id = $1 LIMIT 1`, [tenantId])
  if (has) return
  const kept = await tx.query<{ code: string; name: string | null }>(
    `SELECT code, max(name) AS name FROM erp_base_currency WHERE tenant_id = $1 AND is_deleted = 0 GROUP BY code ORDER BY code`,
    [tenantId],
  )
  const currencies = [...new Set(['CNY', 'USD', ...kept.map((c) => c.code)])].sort()
  const rows: {
    id: string
    code: string
    name: string
    parentId: string
    rootType: RootType
    accountType: AccountType | null
    currencyCode: string | null
    isGroup: number
  }[] = []
  const roots = new Map<RootType, string>()
  for (const root of ROOT_TYPES) {
    const id = nextId()
    roots.set(root, id)
    const name = ROOT_NAMES[root][lang]
    rows.push({
      id,
      code: ROOT_CODES[root],
      name,
      parentId: '0',
      rootType: root,
      accountType: null,
      currencyCode: null,
      isGroup: 1,
    })
  }
  for (const type of ACCOUNT_TYPES) {
    const rootType = ROOT_OF_ACCOUNT_TYPE[type]
    const parentId = roots.get(rootType) as string
    const name = ACCOUNT_TYPE_LABELS[type][lang]
    if (!CURRENCY_ACCOUNT_TYPES.includes(type)) {
      rows.push({
        id: nextId(),
        code: ACCOUNT_CODES[type],
        name,
        parentId,
        rootType,
        accountType: type,
        currencyCode: null,
        isGroup: 0,
      })
      continue
    }
    const groupId = nextId()
    rows.push({
      id: groupId,
      code: ACCOUNT_CODES[type],
      name,
      parentId,
      rootType,
      accountType: null,
      currencyCode: null,
      isGroup: 1,
    })
    for (const currency of currencies)
      rows.push({
        id: nextId(),
        code: `${ACCOUNT_CODES[type]}.${currency}`,
        name: `${name}-${currency}`,
        parentId: groupId,
        rootType,
        accountType: type,
        currencyCode: currency,
        isGroup: 0,
      })
  }
  await insertSeedRows(
    tx,
    'fin_account',
    tenantId,
    rows.map((r) => ({ ...r, status: 1 })),
  )
}
