import { cutOffOrder, wareOrder } from '#sync/resources/orders/warehouse-order.resource.ts'
import { hooksFor, type ResourceHooks } from '../platform/resources/hooks.ts'

const storeName = (t: string) => `SELECT s.name FROM erp_base_store s WHERE s.id = ${t}.store_id`

/** Rules of warehouse orders and cut-off orders: the names their lists show beside the ids (both are written only by their calls). */
export const warehouseOrderHooks: Record<string, ResourceHooks> = {
  ...hooksFor(wareOrder, {
    computed: {
      storeName,
      transportName: (t) => `SELECT x.name FROM erp_base_transport x WHERE x.id = ${t}.transport_id`,
      outboundCode: (t) => `SELECT o.code FROM ware_outbound o WHERE o.id = ${t}.outbound_id`,
      pickCode: (t) =>
        `SELECT p.code FROM ware_outbound o JOIN ware_order_pick p ON p.id = o.order_pick_id AND p.tenant_id = o.tenant_id
          WHERE o.id = ${t}.outbound_id`,
    },
  }),
  ...hooksFor(cutOffOrder, { computed: { storeName } }),
}
