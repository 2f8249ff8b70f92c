/**
 * The kinds of account the posting rules name (shared/design/money.md): each tenant's chart has
 * at least one leaf of each, and a document posts to a kind, never to an account id it guessed.
 * Bank and cash leaves carry a currency (one per bank account and currency).
 */
export const ACCOUNT_TYPES = [
  'bank',
  'cash',
  'payable',
  'receivable',
  'inventory',
  'goodsInTransit',
  'grni',
  'landedCostClearing',
  'prepayment',
  'deposit',
  'revenue',
  'cogs',
  'marketplaceFees',
  'freight',
  'feeExpense',
  'priceDifference',
  'exchangeDifference',
  'roundOff',
  'vat',
  'equity',
  'stockDifference',
] as const

export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** The five roots of a chart of accounts. */
export const ROOT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const

export type RootType = (typeof ROOT_TYPES)[number]

/** The root each kind of account sits under (its normal side: debit for assets and expenses, credit for the rest). */
export const ROOT_OF_ACCOUNT_TYPE: Readonly<Record<AccountType, RootType>> = {
  bank: 'asset',
  cash: 'asset',
  receivable: 'asset',
  inventory: 'asset',
  goodsInTransit: 'asset',
  landedCostClearing: 'asset',
  prepayment: 'asset',
  deposit: 'asset',
  payable: 'liability',
  grni: 'liability',
  vat: 'liability',
  equity: 'equity',
  revenue: 'income',
  cogs: 'expense',
  marketplaceFees: 'expense',
  freight: 'expense',
  feeExpense: 'expense',
  priceDifference: 'expense',
  exchangeDifference: 'expense',
  roundOff: 'expense',
  stockDifference: 'expense',
}

/** Kinds whose lines must name a party (who owes or is owed). */
export const PARTY_ACCOUNT_TYPES: readonly AccountType[] = ['payable', 'receivable', 'prepayment']

/** Kinds whose leaves are kept one per currency (a bank account or a cash box holds one currency). */
export const CURRENCY_ACCOUNT_TYPES: readonly AccountType[] = ['bank', 'cash']

/** Who a line of a payable or receivable is owed to or by (erp_base_factory types 2, 3; customers; marketplaces; providers). */
export const PARTY_TYPES = ['factory', 'forwarder', 'provider', 'marketplace', 'customer', 'employee'] as const

export type PartyType = (typeof PARTY_TYPES)[number]
