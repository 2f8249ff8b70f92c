import { z } from 'zod'
import { shipActions, shipCostActions } from '#sync/resources/shipping/ship.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { confirmShips, departShips, recordTicketCode, voidShips } from './ship.ts'
import { generateShipBills } from './ship-cost.ts'
import { generateShipInbound } from './ship-inbound.ts'
import { DEMO_SHIPS } from './ship-seed.ts'

/** The server's work of the ships' declared actions; their calls come from the declarations. */
export const shipActionWorks: ActionWork[] = [
  actionWork(shipActions.confirm, (tx, actor, ids) => confirmShips(tx, actor, ids), {
    summary:
      "Confirms draft ships (ids): each carries plans, all confirmed, within its container's volume and weight (a 400 with the overflow in m³ and kg otherwise); a plan edited afterwards stops the departure (shipment changed)",
    example: { ids: DEMO_SHIPS.draft },
  }),
  actionWork(shipActions.depart, (tx, actor, ids) => departShips(tx, actor, ids), {
    summary:
      "Departs confirmed ships (ids; status 3): refused while a plan changed since the confirmation; every plan line's units go in transit to the destination warehouse as the plan's lot at its purchase unit cost, and the plans read shipped",
    example: { ids: DEMO_SHIPS.confirmed, status: '3' },
  }),
  actionWork(shipActions.void, (tx, actor, ids) => voidShips(tx, actor, ids), {
    summary: 'Voids ships not departed (ids; status 80): their plans are let go, free to load on another ship',
    example: { ids: DEMO_SHIPS.second, status: '80' },
  }),
  actionWork(
    shipActions.recordTicketCode,
    (tx, actor, ids, input) => recordTicketCode(tx, actor, ids, input.ticketCode),
    {
      summary: "Records ships' ticket code (票号: ids, ticketCode); the history keeps each change",
      example: { ids: DEMO_SHIPS.draft, ticketCode: 'TK-20270120-01' },
    },
  ),
  actionWork(shipActions.generateInbound, (tx, actor, ids) => generateShipInbound(tx, actor, ids), {
    summary:
      "Makes departed ships' inbound orders (ids) once their costs are calculated: the destination warehouse's order, one line per plan line as the plan's lot, arriving from transit at the landed unit cost (purchase unit cost + allocated cost ÷ units, 4 places); the ship reads arriving",
    example: { ids: DEMO_SHIPS.departed },
    output: z.array(z.string()),
  }),
  actionWork(shipCostActions.generateBill, (tx, actor, ids) => generateShipBills(tx, actor, ids), {
    summary:
      "Makes ships' bills (ids) once their costs are checked (cost not calculated otherwise): one payable per party and currency, its lines the cost lines, unpaid, for finance to pay",
    example: { ids: DEMO_SHIPS.checked },
  }),
]
