import { alsoServedAt } from '../define-resource.ts'
import { wInboundOrder } from '../wms/w-inbound-order.resource.ts'

/**
 * The ERP's address of the same inbound orders (/api/erp/inbound, spec 2 §7.9): listed, edited,
 * removed and exported as the floor's are; fees, ticket codes, remarks and the third-party push
 * are recorded on them at any status (server/wms/inbound-order.calls.ts).
 */
export const erpInbound = alsoServedAt(wInboundOrder, {
  area: 'inventory',
  module: 'erp',
  name: 'inbound',
  calls: [
    { op: 'page', path: 'list' },
    'detail',
    { op: 'submit', path: 'saveOrUpdate' },
    { op: 'remove', path: 'delete' },
    'export',
  ],
})
