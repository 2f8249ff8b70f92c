import { VC_ADMIN_DOCUMENT } from '#sync/resources/vendor-orders/vc-admin-order.actions.ts'
import { vcAdminOrder } from '#sync/resources/vendor-orders/vc-admin-order.resource.ts'
import { VC_CUSTOMER_DOCUMENT } from '#sync/resources/vendor-orders/vc-customer-order.actions.ts'
import { vcCustomerOrder } from '#sync/resources/vendor-orders/vc-customer-order.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { readRecord } from '../platform/resources/record-store.ts'

/** What the vendor-order screens read beside the records: a PO's detail, a PO order's view, the vendor shops. */

/** A document's history (newest first, at most 200), with who did each step. */
function historyOf(tx: Queryable, id: string): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT h.id::text, h.action, h.content, to_char(h.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
            u.real_name AS create_user_name
       FROM erp_order_history h LEFT JOIN blade_user u ON u.id = h.create_user AND u.tenant_id = h.tenant_id
      WHERE h.order_id = $1 ORDER BY h.id DESC LIMIT 200`,
    [id],
  )
}

/** A PO with its lines, cartons (and what each holds), history, reservations and split parts. */
export async function vcAdminOrderDetail(tx: Queryable, id: string) {
  const record = await readRecord(tx, vcAdminOrder, id)
  if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
  const [cartons, history, reservations, parts] = await Promise.all([
    tx.query<Row>(
      `SELECT c.id::text, c.carton_no, c.barcode, c.total_quantity, c.weight::text, c.length::text, c.width::text,
              c.height::text,
              coalesce((SELECT json_agg(json_build_object('orderItemId', i.order_item_id::text, 'sysSku', i.sys_sku,
                                                          'quantity', i.quantity) ORDER BY i.id)
                          FROM erp_vc_carton_item i WHERE i.carton_id = c.id AND i.is_deleted = 0), '[]'::json) AS items
         FROM erp_vc_carton c WHERE c.order_id = $1 AND c.is_deleted = 0 ORDER BY c.carton_no`,
      [id],
    ),
    historyOf(tx, id),
    tx.query<Row>(
      `SELECT r.id::text, r.document_line::text, r.store_id::text, r.position_id::text, p.code AS position_code,
              r.sys_sku, r.batch_no, to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date, r.quantity
         FROM erp_stock_reservation r
         LEFT JOIN ware_base_store_position p ON p.id = r.position_id AND p.tenant_id = r.tenant_id
        WHERE r.document_type = $1 AND r.document_id = $2 AND r.status = 1 ORDER BY r.document_line, r.id`,
      [VC_ADMIN_DOCUMENT, id],
    ),
    tx.query<Row>(
      `SELECT id::text, po_number, status FROM erp_vc_admin_order
        WHERE parent_order_id = $1 AND is_deleted = 0 ORDER BY id`,
      [id],
    ),
  ])
  return { ...record, cartons, history, reservations, parts }
}

/** A PO order with its lines, tracks, history (newest first) and the reservations it holds. */
export async function vcCustomerOrderView(tx: Queryable, id: string) {
  const record = await readRecord(tx, vcCustomerOrder, id)
  if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
  const [tracks, history, reservations] = await Promise.all([
    tx.query<Row>(
      `SELECT id::text, track_number, carrier, status, last_event, to_char(event_time, 'YYYY-MM-DD HH24:MI:SS') AS event_time,
              remark FROM erp_vc_customer_order_track WHERE vc_customer_order_id = $1 AND is_deleted = 0 ORDER BY id`,
      [id],
    ),
    historyOf(tx, id),
    tx.query<Row>(
      `SELECT r.id::text, r.document_line::text, r.store_id::text, p.code AS position_code, r.sys_sku, r.batch_no,
              to_char(r.inbound_date, 'YYYY-MM-DD') AS inbound_date, r.quantity
         FROM erp_stock_reservation r
         LEFT JOIN ware_base_store_position p ON p.id = r.position_id AND p.tenant_id = r.tenant_id
        WHERE r.document_type = $1 AND r.document_id = $2 AND r.status = 1 ORDER BY r.document_line, r.id`,
      [VC_CUSTOMER_DOCUMENT, id],
    ),
  ])
  return { ...record, tracks, history, reservations }
}

/** Vendor-central shops grouped by their company (the parent), each group with its shops. */
export async function vcShopParents(db: Queryable) {
  const rows = await db.query<Row & { companyName: string | null }>(
    `SELECT s.id::text, s.shop_name, s.shop_enname, s.seller_id AS vendor_code, s.company_name,
            p.id::text AS platform_id, p.name AS platform_name
       FROM erp_base_shop s JOIN erp_base_platform p ON p.id = s.platform_id AND p.tenant_id = s.tenant_id
      WHERE s.is_deleted = 0 AND p.is_deleted = 0 AND p.shop_type = 10
      ORDER BY s.company_name NULLS LAST, s.sort NULLS LAST, s.id`,
  )
  const groups = new Map<string, Row & { baseShopVOList: Row[] }>()
  for (const { platformId, platformName, companyName, ...shop } of rows) {
    const parent = companyName ?? ''
    const key = `${platformId}|${parent}`
    const group = groups.get(key) ?? {
      platformId,
      platformName,
      companyName: parent,
      label: parent || String(platformName),
      value: key,
      baseShopVOList: [],
    }
    group.baseShopVOList.push({ ...shop, label: shop.shopEnname ?? shop.shopName, value: shop.id })
    groups.set(key, group)
  }
  return [...groups.values()]
}
