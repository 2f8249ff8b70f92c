import type { AnswerOf, SentOf } from '#sync/http/contract.ts'
import { groupWaves, type WaveGroup } from '#sync/resources/wms/pick-waves.ts'
import { SKU_COUNT, WAVE_RULE, type WaveRule } from '#sync/resources/wms/w-outbound.actions.ts'
import type { startBoundContract, wavePlanContract } from '#sync/resources/wms/wms.contracts.ts'

/** What the operator chose on the wave screen. */
export type WaveFilters = {
  storeId: string | null
  transportId: string | null
  shopId: string | null
  skuCount: '' | keyof typeof SKU_COUNT
  /** YYYY-MM-DD HH:mm:ss, or null for no cut-off. */
  cutOff: string | null
  rule: WaveRule
}

/** The wave screen as it opens: every approved order, grouped by transport. */
export const NO_WAVE_FILTERS: WaveFilters = {
  storeId: null,
  transportId: null,
  shopId: null,
  skuCount: '',
  cutOff: null,
  rule: WAVE_RULE.transport,
}

/** The preview as wavePlan answers it: the matching orders (the first 1,000) and whether more match. */
export type WavePlan = AnswerOf<typeof wavePlanContract>

/**
 * The pick lists a wave would make of the ticked orders, or of every shown one when none is ticked:
 * the server's own grouping, so the preview is what Generate makes.
 */
export function previewLists(plan: WavePlan | undefined, ticked: ReadonlySet<string>, rule: WaveRule): WaveGroup[] {
  const orders = plan?.orders ?? []
  return groupWaves(ticked.size ? orders.filter((o) => ticked.has(o.id)) : orders, rule)
}

/** The filters as the preview's parameters: only those chosen, the cut-off with its seconds (the rule is not one: it groups, it does not choose). */
export function waveQuery(filters: WaveFilters): SentOf<typeof wavePlanContract>['query'] {
  const query: SentOf<typeof wavePlanContract>['query'] = {}
  if (filters.storeId) query.storeId = filters.storeId
  if (filters.transportId) query.transportId = filters.transportId
  if (filters.shopId) query.shopId = filters.shopId
  if (filters.skuCount) query.skuCount = filters.skuCount
  const cutOff = filters.cutOff?.trim().replace('T', ' ')
  if (cutOff) query.cutOff = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(cutOff) ? `${cutOff}:00` : cutOff
  return query
}

/**
 * The body of start-bound: the ticked orders with the rule, or (nothing ticked) every order matching
 * the filters, so orders beyond the preview's first page are taken too.
 */
export function startBoundBody(
  filters: WaveFilters,
  ticked: ReadonlySet<string>,
): SentOf<typeof startBoundContract>['params'] {
  return ticked.size ? { ids: [...ticked], rule: filters.rule } : { ...waveQuery(filters), rule: filters.rule }
}

/** Ticks every shown order, or clears them all when every one is ticked already. */
export function toggleAll(shown: readonly { id: string }[], ticked: ReadonlySet<string>): Set<string> {
  const allTicked = shown.length > 0 && shown.every((o) => ticked.has(o.id))
  return allTicked ? new Set() : new Set(shown.map((o) => o.id))
}

/** Ticks or unticks one order. */
export function toggleOne(ticked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(ticked)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** Which group a list is under its rule: single or multi SKU, a zone, several zones, or none (by transport). */
export function listGroup(
  list: Pick<WaveGroup, 'skuCount' | 'zoneId' | 'zoneName' | 'orders'>,
  rule: WaveRule,
): { kind: 'single' | 'multi' | 'zone' | 'zones' | 'none'; zone?: string } {
  if (rule === WAVE_RULE.singleSku) return { kind: list.skuCount === SKU_COUNT.multi ? 'multi' : 'single' }
  if (rule === WAVE_RULE.zone && list.zoneId) return { kind: 'zone', zone: list.zoneName ?? '' }
  // Orders with nothing reserved in a position lie in no zone: they are not "over several zones".
  if (rule === WAVE_RULE.zone && list.orders.some((o) => o.zoneCount > 1)) return { kind: 'zones' }
  return { kind: 'none' }
}
