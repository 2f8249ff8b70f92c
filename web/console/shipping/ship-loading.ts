import { sumDecimal } from '#sync/money/round-money.ts'

type Row = Record<string, unknown>
const DECIMAL = /^-?\d+(\.\d+)?$/
const decimal = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  return DECIMAL.test(text) ? text : '0'
}

/** The plans a draft ship may carry: those on it now first, then the loadable ones not on any ship. */
export function loadablePlans(onShip: readonly Row[], free: readonly Row[]): Row[] {
  const seen = new Set(onShip.map((p) => String(p.id)))
  return [...onShip, ...free.filter((p) => !seen.has(String(p.id)))]
}

/** What the chosen plans would fill: their volumes (m³) and weights (kg) added exactly. */
export function chosenLoad(plans: readonly Row[], chosen: ReadonlySet<string>): { volume: string; weight: string } {
  const picked = plans.filter((p) => chosen.has(String(p.id)))
  return {
    volume: sumDecimal('0', ...picked.map((p) => decimal(p.volume))),
    weight: sumDecimal('0', ...picked.map((p) => decimal(p.weight))),
  }
}
