import { divideDecimal, roundMoney, sumDecimal } from '#sync/money/round-money.ts'

/** One allocated part: a cost line's share on one plan line (a SKU of a plan), exact to the cent. */
export type AllocationPart = {
  /** The plan line the share lands on. */
  lineKey: string
  sku: string
  /** The plan's code, shown beside the SKU (one SKU may ride in two plans). */
  plan?: string
  quantity: string | number
  costType: string
  amount: string
  /** The line's landed unit cost as the server worked it out (purchase cost + allocated ÷ units), when known. */
  landed?: string
}

/** One row of the table: a plan line with its share of each cost type, its total and per unit. */
export type AllocationLine = {
  key: string
  sku: string
  plan: string
  quantity: string
  amounts: Record<string, string>
  total: string
  /** Total ÷ quantity, 4 places half up (what the landed unit cost adds to the purchase cost). */
  perUnit: string
  /** The server's landed unit cost of the line, '' when not given. */
  landed: string
}

/** The allocation as a table: lines × cost types, with the column totals and the grand total. */
export type AllocationTable = {
  costTypes: string[]
  lines: AllocationLine[]
  totals: Record<string, string>
  total: string
}

const money = (value: string) => roundMoney(value, 2, 1)

/**
 * Pivots a ship's allocation rows (cost line × plan line) into one row per plan line and one
 * column per cost type, in `order` first (the vocabulary's order), other types after; every sum
 * exact, so the column totals are the cost lines' amounts to the cent.
 */
export function allocationTable(parts: readonly AllocationPart[], order: readonly string[] = []): AllocationTable {
  const present = new Set(parts.map((p) => p.costType))
  const costTypes = [...order.filter((c) => present.has(c)), ...[...present].filter((c) => !order.includes(c)).sort()]
  const byLine = new Map<string, { first: AllocationPart; amounts: Map<string, string[]> }>()
  for (const part of parts) {
    const line = byLine.get(part.lineKey) ?? { first: part, amounts: new Map<string, string[]>() }
    line.amounts.set(part.costType, [...(line.amounts.get(part.costType) ?? []), part.amount])
    byLine.set(part.lineKey, line)
  }
  const lines = [...byLine.entries()].map(([key, { first, amounts }]): AllocationLine => {
    const cells = Object.fromEntries(costTypes.map((c) => [c, money(sumDecimal('0', ...(amounts.get(c) ?? [])))]))
    const total = money(sumDecimal('0', ...Object.values(cells)))
    const quantity = String(first.quantity)
    const perUnit = Number(quantity) > 0 ? divideDecimal(total, quantity, 4, 1) : '0.0000'
    return {
      key,
      sku: first.sku,
      plan: first.plan ?? '',
      quantity,
      amounts: cells,
      total,
      perUnit,
      landed: first.landed ?? '',
    }
  })
  const totals = Object.fromEntries(
    costTypes.map((c) => [c, money(sumDecimal('0', ...lines.map((l) => l.amounts[c] ?? '0')))]),
  )
  return { costTypes, lines, totals, total: money(sumDecimal('0', ...Object.values(totals))) }
}
