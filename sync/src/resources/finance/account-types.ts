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
] as const

export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Who a line of a payable or receivable is owed to or by (erp_base_factory types 2, 3; customers; marketplaces; providers). */
export const PARTY_TYPES = ['factory', 'forwarder', 'provider', 'marketplace', 'customer', 'employee'] as const

export type PartyType = (typeof PARTY_TYPES)[number]
