import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { AllocationPart } from './cost-allocation.ts'

type Row = Record<string, unknown>
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/** A ship's cost lines and their allocation, as `erp/shipcost/detail?shipId=` answers them. */
export type ShipCosts = { costs: Row[]; allocations: Row[] }

/** The cost lines and allocation rows of a cost detail answer (a list of lines, or both under their keys). */
export function shipCostsOf(answer: unknown): ShipCosts {
  if (Array.isArray(answer)) return { costs: answer as Row[], allocations: [] }
  const body = (answer ?? {}) as Row
  return { costs: rowsOf(body.costs ?? body.items), allocations: rowsOf(body.allocations) }
}

/**
 * The allocation rows as the table's parts: each share in the base currency under its cost line's
 * type, on its plan line, named by the line's SKU and plan code (from the row, else the plans).
 */
export function allocationParts(costs: ShipCosts, plans: readonly Row[]): AllocationPart[] {
  const typeOf = new Map(costs.costs.map((c) => [text(c.id), text(c.costType)]))
  const planCode = new Map(plans.map((p) => [text(p.id), text(p.code)]))
  return costs.allocations.map((a) => ({
    lineKey: text(a.shipOrderItemId),
    sku: text(a.sysSku ?? a.productName ?? a.productId),
    plan: text(a.shipOrderCode) || planCode.get(text(a.shipOrderId)) || '',
    quantity: text(a.quantity) || '0',
    costType: text(a.costType) || typeOf.get(text(a.shipCostId)) || '',
    amount: text(a.baseAmount) || text(a.amount) || '0',
  }))
}

/** The cost types in their vocabulary's order, and a type's name in `lang`. */
export function costTypeNames(lang: Language): { order: string[]; label: (key: string) => string } {
  const entries = findDictionary('ship_cost_type').entries
  return {
    order: entries.map((e) => e.key),
    label: (key) => entries.find((e) => e.key === key)?.label[lang] ?? key,
  }
}
