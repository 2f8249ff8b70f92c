/**
 * Documents whose numbers the server gives from the tenant's numbering rule (prefix, date, running
 * number: `PK-20261202-0007`) when none is typed: a field declared `numbered: kind` is filled on
 * insert. Each kind has its own rule and counter per tenant.
 */
export const DOCUMENT_KINDS = [
  'salesOrder',
  'outbound',
  'pickList',
  'inbound',
  'quality',
  'stocktaking',
  'salePlan',
  'purchase',
  'purchaseOrder',
  'shipApply',
  'shipOrder',
  'ship',
  'fbaTransfer',
  'fbaTurnover',
  'journalEntry',
  'purchasePayment',
  'applyPay',
  'payVoucher',
  'applyFee',
  'receiveFee',
  'foreignPayment',
  'abroadApplyPay',
  'abroadPayVoucher',
  'factoryInvoice',
] as const

/** A kind of numbered document (a field's `numbered`). */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
