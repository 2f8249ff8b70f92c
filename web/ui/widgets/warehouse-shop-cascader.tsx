import { TreeSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import {
  type CascaderNode,
  chosenLeaves,
  type PlatformShops,
  type StoreOption,
  shopTree,
  warehouseTree,
} from './cascader-options.ts'

/** Warehouses as drop-down options (the generic select of erp/basestore). */
export const WAREHOUSE_OPTIONS_PATH = '/api/erp/basestore/select'
/** Each platform with its enabled shops (spec 1 §3 company/shop cascader). */
export const PLATFORM_SHOPS_PATH = '/api/erp/baseshop/totalShopListByShopType'

/** Look-ups change rarely; several cascaders on one screen share one load. */
const STALE_MS = 5 * 60_000

export type WarehouseShopCascaderProps = {
  kind: 'warehouse' | 'shop'
  /** Chosen warehouse or shop ids. */
  value: string[]
  onChange: (ids: string[]) => void
  label?: string
  placeholder?: string
  error?: string
  disabled?: boolean
}

/** The options of one kind, loaded once per few minutes. */
function useCascaderTree(kind: 'warehouse' | 'shop', otherLabel: string): { tree: CascaderNode[]; loading: boolean } {
  const lang = currentLanguage()
  const warehouses = useQuery({
    queryKey: ['widgets', 'cascader', 'warehouses'],
    queryFn: () => getJson<StoreOption[]>(WAREHOUSE_OPTIONS_PATH),
    enabled: kind === 'warehouse',
    staleTime: STALE_MS,
  })
  const shops = useQuery({
    queryKey: ['widgets', 'cascader', 'shops'],
    queryFn: () => getJson<PlatformShops[]>(PLATFORM_SHOPS_PATH),
    enabled: kind === 'shop',
    staleTime: STALE_MS,
  })
  const tree = useMemo(
    () =>
      kind === 'warehouse' ? warehouseTree(warehouses.data ?? [], lang, otherLabel) : shopTree(shops.data ?? [], lang),
    [kind, warehouses.data, shops.data, lang, otherLabel],
  )
  return { tree, loading: kind === 'warehouse' ? warehouses.isLoading : shops.isLoading }
}

/**
 * Warehouse or shop cascader (spec 1 §2.5): two levels — warehouse type → warehouses, or platform →
 * shops — in a searchable popover; leaves are multi-selected (a group's box selects all of it) and the
 * chosen names show as chips.
 */
export function WarehouseShopCascader({
  kind,
  value,
  onChange,
  label,
  placeholder,
  error,
  disabled,
}: WarehouseShopCascaderProps) {
  const { t } = useTranslation()
  const { tree, loading } = useCascaderTree(kind, t('widgets.cascader.otherGroup'))
  const defaultPlaceholder =
    kind === 'warehouse' ? t('widgets.cascader.placeholderWarehouse') : t('widgets.cascader.placeholderShop')

  return (
    <TreeSelect
      mode="checkbox"
      data={tree}
      value={value}
      onChange={(values) => onChange(chosenLeaves(values))}
      checkedStrategy="child"
      label={label}
      aria-label={
        label ? undefined : kind === 'warehouse' ? t('widgets.cascader.warehouses') : t('widgets.cascader.shops')
      }
      placeholder={value.length ? undefined : (placeholder ?? defaultPlaceholder)}
      error={error}
      disabled={disabled || loading}
      searchable
      clearable
      nothingFoundMessage={t('widgets.cascader.nothingFound')}
      maxDisplayedValues={3}
      maxDropdownHeight={320}
      chevronAriaLabels={{ expand: t('widgets.cascader.expand'), collapse: t('widgets.cascader.collapse') }}
      clearButtonProps={{ 'aria-label': t('widgets.clear') }}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
