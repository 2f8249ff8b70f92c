/**
 * The document types the stock ledger and the reservations know movements by. The ledger (this
 * area) names them; the warehouse documents that post movements (wms) use these names, so the
 * ledger's stock card and hooks never import the warehouse area above them.
 */

/** Inbound receipts, putaway moves and quality inspections. */
export const INBOUND_DOCUMENT = 'ware/winboundorder'
export const SHELVES_DOCUMENT = 'ware/winboundshelves'
export const QUALITY_DOCUMENT = 'ware/wqualityinspection'
/** Outbound orders (the ledger's and the reservations'). */
export const OUTBOUND_DOCUMENT = 'ware/woutbound'
/** Transfers (the ledger's and the reservations'). */
export const TRANSFER_DOCUMENT = 'erp/transferorder'
/** Count differences of a stocktaking. */
export const STOCKTAKING_DOCUMENT = 'ware/wstocktaking'
