import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { AllocationPart } from './cost-allocation.ts'

type Row = Record<string, unknown>
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/**
 * A ship's cost lines, their allocation rows (each with its cost line's type) and its plan lines
 * (SKU, plan code, landed unit cost), as `erp/shipcost/detail?shipId=` answers them.
 */
export type ShipCosts = { costs: Row[]; allocations: Row[]; lines: Row[]; costStatus: string }

/** The cost detail answer as the screen reads it; the allocation rows come nested under their cost line. */
export function shipCostsOf(answer: unknown): ShipCosts {
  const body = (answer ?? {}) as Row
  const costs = rowsOf(body.costs)
  const allocations = costs.flatMap((c) => rowsOf(c.allocations).map((a) => ({ ...a, costType: c.costType })))
  return { costs, allocations, lines: rowsOf(body.lines), costStatus: text(body.costStatus) }
}

/**
 * The allocation rows as the table's parts: each share in the base currency under its cost line's
 * type, on its plan line, named by the line's SKU and plan code (from the detail's lines, else the plans).
 */
export function allocationParts(costs: ShipCosts, plans: readonly Row[]): AllocationPart[] {
  const line = new Map(costs.lines.map((l) => [text(l.shipOrderItemId), l]))
  const planCode = new Map(plans.map((p) => [text(p.id), text(p.code)]))
  return costs.allocations.map((a) => {
    const of = line.get(text(a.shipOrderItemId)) ?? {}
    return {
      lineKey: text(a.shipOrderItemId),
      sku: text(of.sysSku ?? a.productIdLabel ?? a.productId),
      plan: text(of.planCode) || planCode.get(text(a.shipOrderId)) || '',
      quantity: text(a.quantity ?? of.quantity) || '0',
      costType: text(a.costType),
      amount: text(a.baseAmount) || text(a.amount) || '0',
      ...(of.landedUnitCost !== undefined ? { landed: text(of.landedUnitCost) } : {}),
    }
  })
}

/** The cost types in their vocabulary's order, and a type's name in `lang`. */
export function costTypeNames(lang: Language): { order: string[]; label: (key: string) => string } {
  const entries = findDictionary('ship_cost_type').entries
  return {
    order: entries.map((e) => e.key),
    label: (key) => entries.find((e) => e.key === key)?.label[lang] ?? key,
  }
}
