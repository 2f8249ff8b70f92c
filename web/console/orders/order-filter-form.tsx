import { Button, Grid, Group, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BatchSearchInput } from '../../ui/inputs/batch-search-input.tsx'
import { DateRangePicker } from '../../ui/inputs/date-range-picker.tsx'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { BATCH_FIELDS, type BatchField, type OrderFilters } from './order-page.ts'
import { useOrderFilters } from './use-order-filters.ts'

/** The batch search: which field the values are of, the values, and whether they match fuzzily or exactly. */
function OrderBatchSearch({
  draft,
  set,
}: {
  draft: OrderFilters
  set: <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => void
}) {
  const { t } = useTranslation()
  return (
    <Group gap={0} wrap="nowrap" align="flex-end">
      <Select
        aria-label={t('salesOrder.filter.batchField')}
        data={BATCH_FIELDS.map((f) => ({ value: f, label: t(`salesOrder.filter.${f}`) }))}
        value={draft.batchField}
        onChange={(v) => set('batchField', (v ?? 'code') as BatchField)}
        allowDeselect={false}
        w={130}
        styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <BatchSearchInput
          placeholder={t(`salesOrder.filter.${draft.batchField}`)}
          value={draft.batch}
          mode={draft.mode}
          onChange={(values) => set('batch', values)}
          onModeChange={(mode) => set('mode', mode)}
        />
      </div>
    </Group>
  )
}

/** The order page's filter form: batch search, shop, country, warehouse, order and created dates. */
export function OrderFilterForm({
  applied,
  storedAs,
  onSearch,
}: {
  /** The filters in force: the form starts from them (after a reload, say). */
  applied: OrderFilters
  /** Where the chosen shop's and warehouse's names are kept beside the filters. */
  storedAs: string
  onSearch: (filters: OrderFilters) => void
}) {
  const { t } = useTranslation()
  const { draft, set, choose, labelOf, reset, search } = useOrderFilters(applied, storedAs, onSearch)
  return (
    <form aria-label={t('resource.searchForm')} onSubmit={search}>
      <Grid columns={24} gap={10}>
        <Grid.Col span={{ base: 24, md: 9 }}>
          <OrderBatchSearch draft={draft} set={set} />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <RemoteSelect
            placeholder={t('salesOrder.filter.shop')}
            value={draft.shopId}
            initialLabel={labelOf('shopId')}
            onChange={(v, l) => choose('shopId', v, l)}
            load={(s) => loadLinkOptions('erp/baseshop', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <RemoteSelect
            placeholder={t('salesOrder.filter.warehouse')}
            value={draft.storeId}
            initialLabel={labelOf('storeId')}
            onChange={(v, l) => choose('storeId', v, l)}
            load={(s) => loadLinkOptions('erp/basestore', s)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <TextInput
            aria-label={t('salesOrder.filter.country')}
            placeholder={t('salesOrder.filter.country')}
            maxLength={2}
            value={draft.country}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 7 }}>
          <DateRangePicker
            placeholder={t('salesOrder.filter.orderTime')}
            value={draft.orderTime}
            onChange={(v) => set('orderTime', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 7 }}>
          <DateRangePicker
            placeholder={t('salesOrder.filter.createTime')}
            value={draft.createTime}
            onChange={(v) => set('createTime', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 'content' }}>
          <Group gap="xs">
            <Button type="submit">{t('resource.search')}</Button>
            <Button variant="default" onClick={reset}>
              {t('resource.reset')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  )
}
