import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'

/** A node of the two-level choice: a group, or a chosen-able leaf (a warehouse or a shop). */
export type CascaderNode = { value: string; label: string; children?: CascaderNode[] }

/** A warehouse as /api/erp/basestore/select answers it (only what the cascader reads). */
export type StoreOption = { id: string; name: string; code?: string | null; storeType?: number | string | null }

/** A platform with its shops as /api/erp/baseshop/totalShopListByShopType answers it. */
export type PlatformShops = {
  platformId: string
  platformName: string | null
  baseShopVOList: { id: string; shopName: string; shopEnname?: string | null; shopCode?: string | null }[]
}

/** Group values carry a prefix so they never collide with a record id. */
const GROUP_PREFIX = 'group:'

/** Whether a tree value is a group rather than a record. */
export function isGroupValue(value: string): boolean {
  return value.startsWith(GROUP_PREFIX)
}

/**
 * Warehouses grouped by warehouse type (dictionary store_type, in its declared order), a group
 * for warehouses without a known type last; empty groups are left out.
 */
export function warehouseTree(stores: StoreOption[], lang: Language, otherLabel: string): CascaderNode[] {
  const types = findDictionary('store_type').entries
  const groups = new Map<string, CascaderNode[]>()
  for (const store of stores) {
    const key = store.storeType == null ? '' : String(store.storeType)
    const known = types.some((e) => e.key === key) ? key : ''
    const list = groups.get(known) ?? []
    list.push({ value: String(store.id), label: store.name })
    groups.set(known, list)
  }
  const ordered = [...types.map((e) => ({ key: e.key, label: e.label[lang] })), { key: '', label: otherLabel }]
  return ordered
    .filter((g) => groups.get(g.key)?.length)
    .map((g) => ({
      value: `${GROUP_PREFIX}store-type-${g.key || 'other'}`,
      label: g.label,
      children: groups.get(g.key),
    }))
}

/** Shops under their platform; in English and Japanese a shop shows its English name when it has one. */
export function shopTree(platforms: PlatformShops[], lang: Language): CascaderNode[] {
  return platforms
    .filter((p) => p.baseShopVOList.length > 0)
    .map((p) => ({
      value: `${GROUP_PREFIX}platform-${p.platformId}`,
      label: p.platformName ?? p.platformId,
      children: p.baseShopVOList.map((s) => ({
        value: String(s.id),
        label: lang === 'zh' ? s.shopName : s.shopEnname || s.shopName,
      })),
    }))
}

/** The record ids of a choice: groups dropped, duplicates removed, order kept. */
export function chosenLeaves(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => !isGroupValue(v)))]
}
