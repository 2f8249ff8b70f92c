type Row = Record<string, unknown>

/** One fulfilment centre's FBA stock, summed over its seller SKUs. */
export type CentreTotals = {
  centre: string
  skus: number
  fulfillable: number
  /** Working, shipped and receiving: on its way into the centre. */
  inbound: number
  reserved: number
  unfulfillable: number
  total: number
}

const units = (value: unknown) => {
  const n = Number(value ?? 0)
  return Number.isFinite(n) ? n : 0
}

/** The FBA inventory rows summed per fulfilment centre, the centres in alphabetical order. */
export function centreTotals(rows: readonly Row[]): CentreTotals[] {
  const byCentre = new Map<string, CentreTotals>()
  for (const row of rows) {
    const centre = String(row.fulfillmentCenterId ?? '')
    const sum = byCentre.get(centre) ?? {
      centre,
      skus: 0,
      fulfillable: 0,
      inbound: 0,
      reserved: 0,
      unfulfillable: 0,
      total: 0,
    }
    sum.skus += 1
    sum.fulfillable += units(row.fulfillableQuantity)
    sum.inbound +=
      units(row.inboundWorkingQuantity) + units(row.inboundShippedQuantity) + units(row.inboundReceivingQuantity)
    sum.reserved += units(row.reservedQuantity)
    sum.unfulfillable += units(row.unfulfillableQuantity)
    sum.total += units(row.totalQuantity)
    byCentre.set(centre, sum)
  }
  return [...byCentre.values()].sort((a, b) => a.centre.localeCompare(b.centre))
}
