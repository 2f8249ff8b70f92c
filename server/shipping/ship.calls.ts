import {
  calculateShipCostContract,
  checkShipCostContract,
  cleanShipCostContract,
  createInvoiceContract,
  detailMergeContract,
  listTicketCodeContract,
  shipCostDetailContract,
  updateMergeContract,
} from '#sync/resources/shipping/ship.contracts.ts'
import { SHIP_PERMISSIONS, ship } from '#sync/resources/shipping/ship.resource.ts'
import { listWhere } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { listTicketCodes } from './ship.ts'
import { calculateShipCosts, checkShipCosts, cleanShipCosts, shipCostDetail } from './ship-cost.ts'
import { createShipInvoices } from './ship-invoice.ts'
import { mergeCandidates, mergeShips } from './ship-merge.ts'
import { DEMO_SHIPS } from './ship-seed.ts'

const area = 'shipping'

/** The ships' hand-written calls: ticket codes, merging, costs and invoice notices. */
export const shipCalls = [
  defineCall({
    ...listTicketCodeContract,
    area,
    readOnly: true,
    summary:
      'Ships holding a ticket code (票号), newest first, narrowed by the ticket code (contains) and the warehouse',
    access: { permission: SHIP_PERMISSIONS.view },
    example: { ticketCode: 'TK' },
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin(async (tx) => {
          const filters: Record<string, string> = {}
          if (query.ticketCode) filters.ticketCode = query.ticketCode
          if (query.storeId) filters.storeId_equal = query.storeId
          return listTicketCodes(tx, await listWhere(tx, c, ship, filters))
        }),
      ),
  }),
  defineCall({
    ...detailMergeContract,
    area,
    readOnly: true,
    summary:
      "What a ship (id) may be merged with: the other draft ships bound for its warehouse with their plans, its container's capacity and whether all of them together fit it",
    access: { permission: SHIP_PERMISSIONS.view },
    example: { id: DEMO_SHIPS.draft },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => mergeCandidates(tx, actorOf(c), query.id))),
  }),
  defineCall({
    ...updateMergeContract,
    area,
    summary:
      'Merges draft ships (ids) bound for the same warehouse into one (id): their plans move onto it if its container holds them all (a 400 with the overflow in m³ and kg otherwise), their cost lines follow, and they are voided, pointing at it',
    access: { permission: SHIP_PERMISSIONS.edit },
    example: { id: DEMO_SHIPS.draft, ids: DEMO_SHIPS.second },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => mergeShips(tx, actorOf(c), params))),
  }),
  defineCall({
    ...shipCostDetailContract,
    area,
    readOnly: true,
    summary:
      "A ship's costs (shipId): the cost status, the cost lines with their allocation to the plan lines, and each plan line's allocated cost and landed unit cost",
    access: { permission: SHIP_PERMISSIONS.view },
    example: { shipId: DEMO_SHIPS.draft },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => shipCostDetail(tx, actorOf(c), query.shipId))),
  }),
  defineCall({
    ...calculateShipCostContract,
    area,
    summary:
      "Calculates a ship's costs (shipId; rates: per cost line a unitPrice per m³, per kg or % of the goods value, else the forwarder's last rate): each amount worked out, then allocated to the plan lines by volume, weight or value exactly to the cent (largest remainder); the costs read calculated",
    access: { permission: SHIP_PERMISSIONS.edit },
    example: { shipId: DEMO_SHIPS.draft },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => calculateShipCosts(tx, actorOf(c), params))),
  }),
  defineCall({
    ...checkShipCostContract,
    area,
    summary: "Locks a ship's calculated costs (shipId): checked, then billable; clean clears them again",
    access: { permission: SHIP_PERMISSIONS.edit },
    example: { shipId: DEMO_SHIPS.calculated },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => checkShipCosts(tx, actorOf(c), params.shipId))),
  }),
  defineCall({
    ...cleanShipCostContract,
    area,
    summary:
      "Clears a ship's cost calculation (shipId): the allocation goes and the costs read not calculated (not once billed)",
    access: { permission: SHIP_PERMISSIONS.edit },
    example: { shipId: DEMO_SHIPS.calculated },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => cleanShipCosts(tx, actorOf(c), params.shipId))),
  }),
  defineCall({
    ...createInvoiceContract,
    area,
    summary:
      "Makes a ship's invoice notices (shipId): per factory and currency, the goods it carries at their purchase order prices, to confirm; once per ship",
    // Made from the ship's screen, by whoever works ships (finance's own calls guard the notices after).
    access: { permission: SHIP_PERMISSIONS.edit },
    example: { shipId: DEMO_SHIPS.draft },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => createShipInvoices(tx, actorOf(c), params.shipId))),
  }),
]
