import { FBA_TRANSFER_DOCUMENT } from '#sync/resources/fba/fba-transfer.actions.ts'
import { FBA_TURNOVER_DOCUMENT } from '#sync/resources/fba/fba-turnover.actions.ts'
import { storeProductInventoryLog } from '#sync/resources/inventory/stock-ledger.resource.ts'
import { ORDER_DOCUMENT } from '#sync/resources/orders/order.actions.ts'
import { VC_ADMIN_DOCUMENT } from '#sync/resources/vendor-orders/vc-admin-order.actions.ts'
import { VC_CUSTOMER_DOCUMENT } from '#sync/resources/vendor-orders/vc-customer-order.actions.ts'
import { hooksFor } from '../platform/resources/hooks.ts'
import { PROCESSING_DOCUMENT } from './inventory-processing.ts'
import { ADJUSTMENT_DOCUMENT, CORRECTION_DOCUMENT } from './stock-adjustment.ts'
import {
  INBOUND_DOCUMENT,
  OUTBOUND_DOCUMENT,
  QUALITY_DOCUMENT,
  SHELVES_DOCUMENT,
  STOCKTAKING_DOCUMENT,
  TRANSFER_DOCUMENT,
} from './stock-documents.ts'

/**
 * The number of a ledger row's document, by its kind: putaway tasks and inspections carry their
 * inbound order's; a correction names the row it corrects; a hand adjustment has none (a dash).
 */
const DOCUMENT_NUMBER: Record<string, (t: string) => string> = {
  [INBOUND_DOCUMENT]: (t) => `SELECT d.code FROM ware_inbound_order d WHERE d.id = ${t}.document_id`,
  [SHELVES_DOCUMENT]: (t) =>
    `SELECT o.code FROM ware_inbound_shelves s
       JOIN ware_inbound_order o ON o.id = s.inbound_order_id AND o.tenant_id = s.tenant_id
      WHERE s.id = ${t}.document_id`,
  [QUALITY_DOCUMENT]: (t) => `SELECT d.code FROM ware_quality_inspection d WHERE d.id = ${t}.document_id`,
  [OUTBOUND_DOCUMENT]: (t) => `SELECT d.code FROM ware_outbound d WHERE d.id = ${t}.document_id`,
  [TRANSFER_DOCUMENT]: (t) => `SELECT d.code FROM erp_transfer_order d WHERE d.id = ${t}.document_id`,
  [STOCKTAKING_DOCUMENT]: (t) => `SELECT d.code FROM ware_stocktaking d WHERE d.id = ${t}.document_id`,
  [PROCESSING_DOCUMENT]: (t) => `SELECT d.code FROM erp_inventory_processing d WHERE d.id = ${t}.document_id`,
  [CORRECTION_DOCUMENT]: (t) => `SELECT '#' || ${t}.document_id::text`,
  // A hand adjustment has no document of its own: a dash, never its minted id.
  [ADJUSTMENT_DOCUMENT]: () => `SELECT '—'::text`,
  [VC_CUSTOMER_DOCUMENT]: (t) => `SELECT d.code FROM erp_vc_customer_order d WHERE d.id = ${t}.document_id`,
  [VC_ADMIN_DOCUMENT]: (t) => `SELECT d.po_number FROM erp_vc_admin_order d WHERE d.id = ${t}.document_id`,
  [ORDER_DOCUMENT]: (t) => `SELECT d.code FROM erp_order d WHERE d.id = ${t}.document_id`,
  [FBA_TURNOVER_DOCUMENT]: (t) => `SELECT d.code FROM erp_fba_turnover d WHERE d.id = ${t}.document_id`,
  [FBA_TRANSFER_DOCUMENT]: (t) => `SELECT d.code FROM erp_fba_transfer d WHERE d.id = ${t}.document_id`,
}

/** The ledger's lists and exports name each row's document by its number, never by its internal id. */
export const stockLedgerHooks = hooksFor(storeProductInventoryLog, {
  computed: {
    documentIdLabel: (t) =>
      `SELECT CASE ${t}.document_type ${Object.entries(DOCUMENT_NUMBER)
        .map(([kind, sql]) => `WHEN '${kind}' THEN (${sql(t)})`)
        .join(' ')} END`,
  },
})
