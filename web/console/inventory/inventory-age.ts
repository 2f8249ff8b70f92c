import type { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { ageRowAnswer } from '#sync/resources/inventory/inventory.answers.ts'

/** The age buckets of the age page, youngest first (server/inventory/inventory-age.calls.ts AGE_BUCKETS). */
export const AGE_BUCKET_KEYS = [
  'age0to30',
  'age31to60',
  'age61to90',
  'age91to180',
  'age181to365',
  'ageOver365',
] as const
export type AgeBucketKey = (typeof AGE_BUCKET_KEYS)[number]

/** Bar colours of the buckets, from fresh (green) to old (red). */
export const AGE_BUCKET_COLORS: Record<AgeBucketKey, string> = {
  age0to30: 'teal.6',
  age31to60: 'lime.5',
  age61to90: 'yellow.5',
  age91to180: 'orange.5',
  age181to365: 'red.5',
  ageOver365: 'red.9',
}

/** One row of the age page (inventoryAgePageContract): a SKU in a warehouse, units and value per bucket. */
export type AgeRow = z.output<typeof ageRowAnswer>

/** An aged stock plan still open for a row. */
export type OpenPlan = NonNullable<AgeRow['openPlan']>

/** One bar of the chart: a SKU in a warehouse, its units per bucket. */
export type AgeBar = { name: string } & Record<AgeBucketKey, number>

/**
 * The chart's bars, one per row (named by SKU, and warehouse when the rows span several), with the
 * units of each bucket as whole numbers (a missing figure is 0).
 */
export function ageChartData(rows: readonly AgeRow[]): AgeBar[] {
  const severalStores = new Set(rows.map((r) => r.storeId)).size > 1
  return rows.map((r) => {
    const bar = { name: severalStores ? `${r.sysSku} · ${r.storeName ?? r.storeId}` : r.sysSku } as AgeBar
    for (const key of AGE_BUCKET_KEYS) bar[key] = Number(r[key] ?? 0) || 0
    return bar
  })
}

/** An aged-stock action's name (dictionary inventory_age_action). */
export function ageActionName(action: number | string | null | undefined, lang: Language): string {
  if (action === null || action === undefined || action === '') return ''
  return (
    findDictionary('inventory_age_action').entries.find((e) => e.key === String(action))?.label[lang] ?? String(action)
  )
}

/** The choices of the plan's action, in the person's language. */
export function ageActionChoices(lang: Language): { value: string; label: string }[] {
  return findDictionary('inventory_age_action').entries.map((e) => ({ value: e.key, label: e.label[lang] }))
}

/** Units a new plan starts with: those older than 90 days, else all on hand. */
export function suggestedPlanQuantity(row: AgeRow): number {
  const old = Number(row.age91to180 ?? 0) + Number(row.age181to365 ?? 0) + Number(row.ageOver365 ?? 0)
  return old > 0 ? old : Number(row.quantity) || 1
}
