import { SHIP_PERMISSIONS } from '#sync/resources/shipping/ship.resource.ts'
import {
  shipCustomsDeclarationContract,
  shipInvoiceContract,
  shipPackingContract,
  shipSaleContractContract,
  shipSaleContractTicketCodeContract,
} from '#sync/resources/shipping/ship-documents.contracts.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { actorOf } from '../../platform/resources/resource-calls.ts'
import { fileDownload } from '../../purchasing/contracts/contract-file.ts'
import { DEMO_SHIPS } from '../ship-seed.ts'
import type { ShipDocKind } from './ship-document.ts'
import { shipDocumentFile } from './ship-documents.ts'

const FORMATS =
  'xlsx (default) or A4 PDF (format), Chinese or English (lang, default the user’s language); one supplier’s goods only with factoryCode; an unknown ship or another tenant’s is a 404'

const documents: [ShipDocKind, typeof shipPackingContract, string][] = [
  [
    'saleContract',
    shipSaleContractContract,
    'The export sales contract of a ship (shipId): the tenant’s company sells the goods loaded on it to the destination warehouse’s consignee at their declared prices (HS codes, declared names, quantities, exact amounts, total in figures and words), FOB the port of loading, with the clauses and both signatures',
  ],
  [
    'saleContractTicketCode',
    shipSaleContractTicketCodeContract,
    'The export sales contract of every live ship sharing the ship’s ticket code (shipId), numbered by the ticket code: the goods of all of them, their marks naming each ship',
  ],
  [
    'packing',
    shipPackingContract,
    'The packing list of a ship (shipId): each line’s HS code, declared names, quantity and unit, cartons numbered 1..N in the shipping marks (ship, lot, carton numbers), net and gross weight (kg) and volume (m³), totals equal to the ship’s',
  ],
  [
    'invoice',
    shipInvoiceContract,
    'The commercial invoice of a ship (shipId): its goods at their declared unit values and exact amounts in the declared currency, with cartons and weights, total in figures and words',
  ],
  [
    'customsDeclaration',
    shipCustomsDeclarationContract,
    'The fields of a ship’s export customs declaration (报关单, shipId): shipper, consignee, manufacturer, port, transport, B/L (ticket code), trade mode, destination, packages, gross and net weight, and the items with HS code, names, quantity, unit price, total, currency, origin and destination',
  ],
]

/** The customs and trade documents of a ship, as downloads. */
export const shipDocumentCalls = documents.map(([kind, contract, summary]) =>
  defineCall({
    ...contract,
    area: 'shipping',
    summary: `${summary}; ${FORMATS}`,
    access: { permission: SHIP_PERMISSIONS.view },
    readOnly: true,
    example: { shipId: DEMO_SHIPS.confirmed, format: 'pdf', lang: 'zh' },
    handler: async (c, { query }) =>
      fileDownload(await c.var.db.begin((tx) => shipDocumentFile(tx, actorOf(c), kind, query), { readOnly: true })),
  }),
)
