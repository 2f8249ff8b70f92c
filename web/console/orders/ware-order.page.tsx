import { useState } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ORDER_PERMISSIONS } from '#sync/resources/orders/order.resource.ts'
import { WARE_ORDER_STATUS } from '#sync/resources/orders/warehouse-order.actions.ts'
import { usePermissions } from '../../api/menus.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { BookableOrder } from './carrier-booking.ts'
import { CarrierBookingButton, CarrierBookingDialog } from './carrier-booking-dialog.tsx'

/** Warehouse orders still at work (neither shipped nor closed): their sales orders wait for the warehouse. */
const AT_WORK = new Set<string>([
  WARE_ORDER_STATUS.submitted,
  WARE_ORDER_STATUS.labelGenerated,
  WARE_ORDER_STATUS.picked,
  WARE_ORDER_STATUS.packaged,
])

/** The sales orders behind ticked warehouse orders at work (pending shipment), as 物流下单 books them. */
function salesOrdersOf(rows: readonly Record<string, unknown>[]): BookableOrder[] {
  return rows
    .filter((r) => AT_WORK.has(String(r.status)) && r.orderId)
    .map((r) => ({
      id: String(r.orderId),
      code: String(r.code ?? r.orderId),
      trackNumber: r.trackingNumber ? String(r.trackingNumber) : null,
    }))
}

/**
 * 仓库订单 (ware/worder): the generic list with 物流下单 for the ticked orders' sales orders, so a
 * carrier is booked where the warehouse works and 生成面单 then needs no number typed.
 */
export function WareOrderScreen({ resource }: { resource: ResourceDef }) {
  const { can } = usePermissions()
  const [booking, setBooking] = useState<{ orders: readonly BookableOrder[]; refresh: () => void } | null>(null)
  return (
    <>
      <ResourcePanel
        resource={resource}
        toolbarActions={(selection) => {
          const orders = can(ORDER_PERMISSIONS.edit) ? salesOrdersOf(selection.rows) : []
          return (
            <CarrierBookingButton
              orders={orders}
              onOpen={(chosen) => setBooking({ orders: chosen, refresh: selection.refresh })}
            />
          )
        }}
      />
      {booking && (
        <CarrierBookingDialog orders={booking.orders} onClose={() => setBooking(null)} onChanged={booking.refresh} />
      )}
    </>
  )
}
